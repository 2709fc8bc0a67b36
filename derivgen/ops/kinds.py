"""The array types derivgen traces, the refusal of others, and values moved onto an input's type.

derivgen runs the generated kernels through NumPy's own dispatch protocols, so it takes
NumPy arrays, their subclasses, and *protocol arrays*: types that implement both
``__array_ufunc__`` and ``__array_function__``, as Dask and CuPy do. A type with neither
(a torch tensor, a jax.Array, an array-api-strict array) would be converted by NumPy behind
the user's back, or fail deep inside a kernel; it is refused up front instead.

A transformation's results have their inputs' type (Dask in, Dask out; CuPy in, CuPy out).
A gradient, seed or tangent made on the host (a NumPy array or a Python number) is moved
onto the type of the value it pairs with by :func:`like`, which builds a lazy Dask array or
a device array and never computes or copies the other way.
"""

from __future__ import annotations

import sys
from typing import Any

import numpy as np

_PLAIN = (np.ndarray, np.generic, int, float, complex, bool, list, tuple)
# What another array library's type has (torch, JAX, array-api-strict, TensorFlow): the array
# API or DLPack. A plain array-like with __array__ alone is host data NumPy converts, as NumPy
# itself would.
_ARRAY_LIBRARY = ("__array_namespace__", "__dlpack__")
SUPPORTED = (
    "NumPy arrays, their subclasses, NumPy and Python scalars, and protocol arrays "
    "(types with __array_ufunc__ and __array_function__, such as Dask and CuPy arrays)"
)


def is_protocol_array(value: Any) -> bool:
    """Whether ``value``'s type implements both of NumPy's dispatch protocols."""
    kind = type(value)
    return hasattr(kind, "__array_ufunc__") and hasattr(kind, "__array_function__")


def is_engine_array(value: Any) -> bool:
    """Whether ``value`` is another library's protocol array (Dask, CuPy), not NumPy's or
    one of derivgen's own wrappers (traced, batched and staged values)."""
    if isinstance(value, np.ndarray | np.generic) or not is_protocol_array(value):
        return False
    return type(value).__module__.partition(".")[0] != "derivgen"


def is_lazy(value: Any) -> bool:
    """Whether ``value`` is a lazy graph (Dask's collection protocol): reading it computes."""
    return hasattr(type(value), "__dask_graph__")


def refuse_foreign(value: Any, what: str) -> None:
    """Raise a TypeError for a value whose type derivgen cannot trace through NumPy's protocols.

    ``what`` names the value in the user's call ("argument 0", "the cotangent").
    """
    if isinstance(value, _PLAIN) or value is None:
        return
    kind = type(value)
    if hasattr(kind, "__array_ufunc__") or hasattr(kind, "__array_function__"):
        return  # NumPy dispatches to it (Dask, CuPy; pandas and xarray take part in ufuncs)
    if not any(hasattr(kind, name) for name in _ARRAY_LIBRARY):
        return  # not another library's array (a memoryview, an array-like): NumPy converts it
    name = f"{kind.__module__}.{kind.__qualname__}"
    raise TypeError(
        f"{what} has type {name}, an array type that does not implement NumPy's dispatch "
        f"protocols, so NumPy would convert it (or fail) inside the function. derivgen "
        f"differentiates {SUPPORTED}. Convert it first ({_conversion(kind.__module__)}), or "
        "use the library's own autodiff for its arrays"
    )


def _conversion(module: str) -> str:
    package = module.partition(".")[0]
    if package == "torch":
        return "x.detach().numpy(), or x.cpu().numpy() for a CUDA tensor"
    if package in ("jax", "jaxlib"):
        return "np.asarray(x)"
    return "np.asarray(x), or np.from_dlpack(x)"


def engine_value(value: Any) -> Any:
    """The array under derivgen's own wrappers: a traced (Box), batched (vmap) or staged
    (compile) value's innermost value, whose type is the engine the wrappers run on."""
    while True:
        kind = type(value)
        if hasattr(kind, "__derivgen_staged__"):
            value = value.var.value
        elif hasattr(kind, "__derivgen_batched__") or hasattr(kind, "__derivgen_traced__"):
            value = value.value
        else:
            return value


def like(value: Any, ref: Any) -> Any:
    """``value`` on ``ref``'s array type, when ``ref`` is a protocol array and value is not.

    A NumPy gradient of a Dask primal becomes a Dask array of the primal's chunks (when the
    shapes agree; a Dask one of other chunks is rechunked to them), a NumPy one of a CuPy
    primal a CuPy array. Anything else comes back as it
    is: a value already of a protocol type is never converted (a Dask gradient of a NumPy
    parameter stays lazy), and NumPy refs take whatever the kernels made.
    """
    ref = engine_value(ref)
    if not is_engine_array(ref):
        return value
    if isinstance(value, np.ndarray | np.generic | int | float | complex):  # host data
        if is_lazy(ref):
            chunks = ref.chunks if np.shape(value) == ref.shape else "auto"
            return sys.modules["dask.array"].from_array(np.asarray(value), chunks=chunks)
        return np.asarray(value, like=ref)  # NEP 35: CuPy's cupy.asarray, onto the device
    if is_lazy(value) and is_lazy(ref) and value.shape == ref.shape and value.chunks != ref.chunks:
        return value.rechunk(ref.chunks)  # broadcast_to(g, x.shape) makes a single chunk
    return value


def refuse_lazy_decision(value: Any, decision: str) -> None:
    """A guard would read a lazy (Dask) value at every call, computing it: refused by name."""
    if is_lazy(value):
        raise TypeError(
            f"compile: fn takes a Python decision ({decision}) on a traced Dask array, and the "
            "compiled code would have to compute the array at every call to check it; compile "
            "builds Dask graphs without computing. Decide on shapes only, use np.where for "
            "values, or call fn without compile (each decision then computes once)"
        )
