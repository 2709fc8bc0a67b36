"""Test inputs for every op of the bundled registry, from the ``tests:`` of its spec entry.

The logic lives in derivgen.checking.verify, which ``derivgen verify`` shares.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from derivgen.checking.verify import DEFAULT_DOMAIN, Case
from derivgen.checking.verify import cases as _cases
from derivgen.ops.registry import ops

__all__ = ["DEFAULT_DOMAIN", "Case", "all_cases", "cases"]


def cases(op: str, dtype: Any = np.float64, seed: int = 0) -> Iterator[Case]:
    """Every test case of an op, with random inputs drawn from its domain."""
    return _cases(ops()[op], dtype, seed)


def all_cases(dtype: Any = np.float64) -> list[Case]:
    return [case for op in sorted(ops()) for case in cases(op, dtype)]
