"""``debug_nans``: raise at the first op that turns finite values into NaN or inf.

While it is on (``with dg.debug_nans():``, as a decorator, or ``DERIVGEN_DEBUG_NANS=1`` in
the environment), every op call made by a derivgen transformation goes through ``_checked``
(installed in ``core.DEBUG_APPLY``; the fast-path recorders are rebuilt to route there too).
It compares each op's inputs with its outputs, and in reverse mode wraps the node's
backward so that the cotangents it returns are compared with the cotangent and saved
values it got. The first op that makes a NaN (or an inf, unless ``infs=False``) out of
finite values raises ``FloatingPointError`` naming the op, the pass and the user's
``file:line`` that called it. Values an op got already non-finite are not its fault and
pass. Off, it costs one test of an empty list per op call.

Only NumPy arrays and scalars are checked (inside ``vmap`` too): lazy (Dask) values would
have to be computed to be read, so they pass unchecked. ``dg.compile`` is checked while it
traces (its first call per signature), not in the generated code of later calls.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from types import FrameType
from typing import Any

import numpy as np

from derivgen.ops.binding import Prepared
from derivgen.trace import core, forward, frames, tape

_SETTINGS = {"infs": True}
_BACKWARDS = [0]  # how many checked backwards are running: their ops are checked as a whole


def _values(structure: Any) -> Iterator[np.ndarray | np.generic]:
    """The NumPy arrays and scalars in a value, a list of them or a tuple, boxes unwrapped."""
    if isinstance(structure, list | tuple):
        for item in structure:
            yield from _values(item)
        return
    value = structure
    while True:  # a traced, vmap-batched or compile-staged value: the array it holds
        if type(value) is core.Box or hasattr(type(value), "__derivgen_batched__"):
            value = value.value
        elif hasattr(type(value), "__derivgen_staged__"):
            value = value.var.value  # the value seen while dg.compile traces
        else:
            break
    if isinstance(value, np.ndarray | np.generic) and value.dtype.kind in "fc":
        yield value
    elif isinstance(value, float | complex):
        yield np.asarray(value)


def _bad(values: Any) -> str | None:
    """ "NaN" or "inf" for the first non-finite value found (inf only when infs are checked)."""
    for v in _values(values):
        if np.isnan(v).any():
            return "NaN"
        if _SETTINGS["infs"] and np.isinf(v).any():
            return "inf"
    return None


def _finite(values: Any) -> bool:
    return all(np.isfinite(v).all() for v in _values(values))


def _site() -> str:
    """``file:line`` of the user's call: the first frame outside derivgen, NumPy and SciPy."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").startswith(_MACHINERY):
        frame = frame.f_back
    return frames._place(frame) if frame is not None else "an unknown line"


_MACHINERY = ("derivgen.", "numpy", "scipy")


def _raise(op: str, bad: str, where: str, site: str) -> None:
    raise FloatingPointError(
        f"debug_nans: {op} produced {bad} from finite inputs in the {where}, called at {site}"
    )


def _check_forward(op: str, inputs: Any, result: Any) -> None:
    """An op's forward (of vmap or compile, run on plain values) checked against its inputs."""
    if _BACKWARDS[0]:
        return
    bad = _bad(result)
    if bad is not None and _finite(inputs):
        _raise(op, bad, "forward pass", _site())


class _CheckedBackward:
    """A node's backward that checks the cotangents it returns (one op's, one call site)."""

    __slots__ = ("backward", "op", "site")

    def __init__(self, backward: Any, op: str, site: str) -> None:
        self.backward, self.op, self.site = backward, op, site

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        _BACKWARDS[0] += 1
        try:
            result = self.backward(*args, **kwargs)
        finally:
            _BACKWARDS[0] -= 1
        bad = _bad(result)
        if bad is not None and _finite(args):
            _raise(self.op, bad, "backward pass", self.site)
        return result


class _CheckedPrep:
    """A general node's Prepared with its backward checked; every other attribute is the op's."""

    def __init__(self, prep: Any, site: str) -> None:
        self._prep = prep
        self.backward = _CheckedBackward(prep.backward, prep.name, site)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._prep, name)


def _checked(prep: Prepared, bound: list[Any], trace: core.Trace | None) -> Any:
    """Call or record the op as apply_bound does, then check its forward and its tangents."""
    inputs = [bound[i] for i in prep.tensor_pos]
    tangents = [v.node for v in inputs if type(v) is core.Box and v.owner is trace]
    reverse = isinstance(trace, tape.ReverseTrace)
    start = len(trace.tape) if reverse else 0  # type: ignore[union-attr]
    result = core.call_or_record(prep, bound, trace)
    site = None
    bad = None if _BACKWARDS[0] else _bad(result)  # in a backward: that op's check names it
    if bad is not None and _finite(inputs):
        _raise(prep.name, bad, "forward pass", site or _site())
    if isinstance(trace, forward.ForwardTrace):
        out_tangents = [
            r.node
            for r in (result if isinstance(result, list | tuple) else [result])
            if type(r) is core.Box and r.owner is trace
        ]
        bad = _bad(out_tangents)
        if bad is not None and _finite(inputs) and _finite(tangents):
            _raise(prep.name, bad, "forward-mode derivative (jvp)", _site())
    if reverse:
        nodes = trace.tape  # type: ignore[union-attr]
        for k in range(start, len(nodes)):
            site = site or _site()
            node = nodes[k]
            if type(node) is list:
                node[1] = _CheckedBackward(node[1], prep.name, site)
            else:
                node.prep = _CheckedPrep(node.prep, site)
    return result


def _switch(on: bool) -> None:
    from derivgen.trace import recorders

    if on and not core.DEBUG_APPLY:
        core.DEBUG_APPLY.append(_checked)
        core.DEBUG_FORWARD.append(_check_forward)
    elif not on:
        core.DEBUG_APPLY.clear()
        core.DEBUG_FORWARD.clear()
    recorders._forget_ops()  # the fast recorders are rebuilt for the new setting


@contextlib.contextmanager
def debug_nans(enabled: bool = True, *, infs: bool = True) -> Iterator[None]:
    """Raise at the first op that turns finite values into NaN or inf, as ``jax_debug_nans``.

    A context manager and a decorator. ``FloatingPointError`` names the op, the pass
    (forward, forward-mode derivative or backward) and the ``file:line`` of the user's call.
    ``infs=False`` checks NaNs only (JAX's ``jax_debug_nans``; with infs it is also
    ``jax_debug_infs``). ``enabled=False`` turns checking off inside the block. The
    environment variable ``DERIVGEN_DEBUG_NANS=1`` turns it on for the whole process.
    """
    was_on, was_infs = bool(core.DEBUG_APPLY), _SETTINGS["infs"]
    _SETTINGS["infs"] = infs
    _switch(enabled)
    try:
        yield
    finally:
        _SETTINGS["infs"] = was_infs
        _switch(was_on)


if os.environ.get("DERIVGEN_DEBUG_NANS", "") not in ("", "0"):
    _switch(True)
