"""Running a function in reverse mode: reverse(), and its outputs paired with cotangents."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.ops import kinds
from derivgen.trace import leaks
from derivgen.trace.core import Box, _is_complex, _strip, stop_gradient
from derivgen.trace.errors import call_traced
from derivgen.trace.tape import ReverseTrace


def reverse(f: Callable[..., Any], primals: Sequence[Any]) -> tuple[Any, Callable[..., Any]]:
    """Run f on traced primals; return its plain output and the function pulling back cotangents."""
    trace = ReverseTrace()
    leaves = [trace.leaf(p) for p in primals]
    leaf_nodes = [leaf.node for leaf in leaves]  # x[i] = v inside f rebinds the box x
    return finish_reverse(trace, leaf_nodes, primals, call_traced(f, *leaves))


def finish_reverse(
    trace: ReverseTrace, leaf_nodes: list[Any], primals: Sequence[Any], out: Any
) -> tuple[Any, Callable[..., Any]]:
    """reverse() once f has run on the trace's leaves and returned ``out``."""
    leaks.finish(trace)  # its boxes used from now on raise UnexpectedTracerError

    def pullback(cotangent: Any, release: bool = False) -> tuple[Any, ...]:
        """Gradients for the cotangent; ``release=True`` when it is the only call (grad)."""
        seeds = [
            (box, g)
            for box, g in _pair_outputs(out, cotangent)
            if type(box) is Box and box.owner is trace
        ]
        grads = trace.backward(seeds, leaf_nodes, release)
        return tuple(_as_like(g, primal) for g, primal in zip(grads, primals, strict=True))

    return _strip(out, trace), pullback


def _as_like(g: Any, primal: Any) -> Any:
    """A gradient with its primal's dtype; zeros when nothing flowed back."""
    if g is None:
        return np.zeros_like(primal)
    dtype = getattr(primal, "dtype", None)
    if dtype is not None and dtype.kind != "c" and _is_complex(g):
        g = np.real(g)  # a real input's gradient is the real part (JAX's convention)
    if type(g) is not Box and dtype is not None and getattr(g, "dtype", dtype) != dtype:
        g = g.astype(dtype)
    return kinds.like(g, primal)  # sum(x) of a Dask x: its gradient is Dask too, same chunks


def _pair_outputs(out: Any, cotangent: Any) -> list[tuple[Any, Any]]:
    """Match the output structure with the cotangent structure, checking shapes."""
    if isinstance(out, list | tuple):
        if not isinstance(cotangent, list | tuple) or len(cotangent) != len(out):
            raise ValueError(
                f"the function returned {len(out)} outputs, so the cotangent must be a "
                f"tuple of {len(out)} arrays"
            )
        pairs: list[tuple[Any, Any]] = []
        for o, c in zip(out, cotangent, strict=True):
            pairs += _pair_outputs(o, c)
        return pairs
    if cotangent is None:
        return []
    value = stop_gradient(out)
    out_shape = np.shape(value)
    if np.shape(cotangent) != out_shape:
        raise ValueError(
            f"cotangent has shape {np.shape(cotangent)}, but the output has shape {out_shape}"
        )
    if type(cotangent) is not Box:
        kinds.refuse_foreign(cotangent, "the cotangent")
        dtype = getattr(value, "dtype", None)
        if _is_complex(cotangent) and not _is_complex(value):
            raise TypeError(
                f"the cotangent is complex, but the output it pairs with is real ({dtype}); "
                "a real output takes a real cotangent"
            )
        kind = type(cotangent)  # compile's staged cotangents and vmap's batched ones stay
        if hasattr(kind, "__derivgen_staged__") or hasattr(kind, "__derivgen_batched__"):
            if cotangent.dtype != dtype:
                cotangent = cotangent.astype(dtype)
        elif type(cotangent) is not np.ndarray or cotangent.dtype != dtype:
            cotangent = engines.as_dtype(cotangent, dtype)  # a Dask or CuPy one stays so
        cotangent = kinds.like(cotangent, value)  # a NumPy one for a CuPy output moves there
    return [(out, cotangent)]
