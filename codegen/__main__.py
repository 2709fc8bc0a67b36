"""Entry point for ``python -m codegen``."""

import sys

from .cli import main

sys.exit(main())
