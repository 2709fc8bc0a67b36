"""Checks of derivatives: gradcheck against differences, the spec's verify, SymPy forms."""
