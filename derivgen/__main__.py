"""Entry point for ``python -m derivgen``."""

import sys

from derivgen.cli.commands import main

sys.exit(main())
