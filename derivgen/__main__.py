"""Entry point for ``python -m derivgen``."""

import sys

from derivgen.cli import main

sys.exit(main())
