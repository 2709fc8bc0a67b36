"""Memo files that spare the generator re-emitting and re-laying out unchanged text."""
