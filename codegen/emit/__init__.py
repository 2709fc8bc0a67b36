"""Text emission: formulas printed as code, laid out as ruff formats it, and escaped."""
