"""Lists and Python numbers given where an op takes an array, as the arrays its formulas read.

NumPy functions accept any array-like (``np.dot(x, [1., 2.])``, ``np.dot(x, 3.0)``,
``np.concatenate([t, [0.0]])``); the backward and jvp formulas read ``.shape``, ``.ndim`` and
``.T`` of the values an op saves. The tape saves a Tensor argument that is not an array in
its array form. The forward keeps the value as given, so that NumPy's promotion rules (a
Python float is "weak" and takes the other operand's dtype) are unchanged; a Python number
is converted to the result's dtype for the same reason.
"""

from __future__ import annotations

from typing import Any

import numpy as np

_NUMBERS = (float, int, complex, bool)


def saved_array(value: Any, result: Any, is_list: bool) -> Any:
    """``value`` (a Tensor argument, or a Tensor[] one with ``is_list``) as its formulas need it.

    Arrays, NumPy scalars and traced values come back as they are; a list or tuple becomes an
    array (each item, for a Tensor[]), a Python number a 0-d array of the result's dtype.
    """
    if is_list and isinstance(value, list | tuple):
        return [saved_array(v, result, False) for v in value]
    if isinstance(value, list | tuple):
        return np.asarray(value)
    if type(value) in _NUMBERS:
        dtype = _weak_dtype(value, result)
        return np.asarray(value) if dtype is None else np.asarray(value, dtype=dtype)
    return value


def _weak_dtype(value: Any, result: Any) -> Any:
    """The dtype NumPy gave a Python number in a call whose (first) output is ``result``."""
    if isinstance(result, list | tuple):
        result = result[0] if result else None
    dtype = getattr(result, "dtype", None)
    if dtype is None or dtype.kind not in "fc":
        return None
    if isinstance(value, complex) and dtype.kind != "c":
        return None
    return dtype
