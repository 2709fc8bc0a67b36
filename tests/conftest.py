"""Test-wide settings: compile's calibration choices stay in memory, not in ~/.cache."""

import os

os.environ.setdefault("DERIVGEN_CACHE_DIR", "")
