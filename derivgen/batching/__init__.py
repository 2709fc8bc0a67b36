"""Batching (``dg.vmap``): batched values, and each op's rule for running on a whole batch."""

from __future__ import annotations

import importlib

# The modules that register rules (@rule) or give Batched its protocols: a module of named
# rules adds its name here, so that vmap and tests/test_vmap.py see its rules.
RULE_MODULES = (
    "generic",
    "numpy_rules",
    "protocols",
    "shape_rules",
    "join_rules",
    "index_rules",
    "value_rules",
    "algebra",
)


def load_rules() -> None:
    """Import every rule module once (registration happens at import)."""
    for name in RULE_MODULES:
        importlib.import_module(f"derivgen.batching.{name}")
