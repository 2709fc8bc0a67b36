"""The derivgen command (list, show, check, verify, generate, demo)."""

from derivgen.cli.commands import main

__all__ = ["main"]
