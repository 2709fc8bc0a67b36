"""The up-front size check of dense derivative results (jacobian, hessian) against memory."""

from __future__ import annotations

import os

_FALLBACK_LIMIT = 8 * 2**30  # bytes, where the machine does not say how much memory is free


def available_bytes() -> int:
    """The physical memory free now, or a fixed 8 GiB where the OS does not tell."""
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (AttributeError, ValueError, OSError):
        return _FALLBACK_LIMIT


def check(call: str, n_elements: int, itemsize: int, n_in: int) -> None:
    """Refuse a dense result of ``n_elements`` that could not fit in the free memory.

    It is checked before any pull-back runs: the result is built one row per input element,
    so an oversized one would otherwise run for a long time and end in MemoryError.
    """
    size = n_elements * itemsize
    limit = available_bytes()
    if size <= limit:
        return
    raise ValueError(
        f"{call} would build a dense result of {n_elements:,} elements ({_gib(size)} GiB, "
        f"{n_in:,} inputs), more than the {_gib(limit)} GiB of memory free; use "
        "derivgen.hvp(f, (x,), (v,)) for Hessian-vector products, or derivgen.vjp/jvp for "
        "Jacobian products, which never form the matrix"
    )


def _gib(n_bytes: int) -> str:
    return f"{n_bytes / 2**30:.3g}"
