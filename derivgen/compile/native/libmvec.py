"""glibc's vector math library (libmvec) in Numba kernels: sin, exp, tanh, ... on four lanes.

NumPy's float64 ``exp``, ``log``, ``tanh``, ``sin`` ... and Numba's (the C library's) compute
one element at a time; XLA's are vectorised, which is most of JAX jit's lead on large
element-wise chains. Numba 0.68 has no vector math library of its own (its SVML support is
gone, and LLVM's ``-vector-library`` option does not reach llvmlite's pipeline), but glibc
2.35 and later ships AVX2 versions of the C functions taking four doubles at once
(``_ZGVdN4v_exp``: the x86-64 vector ABI's name of ``exp`` on 256-bit registers). ``lanes``
gives a Numba intrinsic that calls one on four scalars and returns the four results; the
kernels of ``derivgen.compile.native`` call it where ``functions()`` says it is here.

The results are glibc's, whose vector functions are accurate to a few ulp (the scalar ones
to about one), with the same special values: NaN, infinities, signed zeros, and the huge
arguments of ``sin`` (reduced exactly, as the scalar function does). ``tests/test_libmvec.py``
checks each function against NumPy's over the whole float64 range.
"""

from __future__ import annotations

import ctypes
import functools
import platform
import sys
from collections.abc import Callable
from typing import Any

import llvmlite.binding as llvm
from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.extending import intrinsic

LANES = 4  # libmvec's AVX2 functions take four doubles at once
LIBRARY = "libmvec.so.1"
# NumPy's ufunc name -> the C function libmvec vectorises, by its number of arguments
UNARY = {
    "sin": "sin", "cos": "cos", "tan": "tan", "arcsin": "asin", "arccos": "acos",
    "arctan": "atan", "sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "arcsinh": "asinh",
    "arccosh": "acosh", "arctanh": "atanh", "exp": "exp", "exp2": "exp2", "expm1": "expm1",
    "log": "log", "log2": "log2", "log10": "log10", "log1p": "log1p", "cbrt": "cbrt",
}  # fmt: skip
BINARY = {"arctan2": "atan2", "hypot": "hypot", "power": "pow"}


def symbol(ufunc: str) -> str:
    """The x86-64 vector ABI's name of the 4-lane AVX2 version: ``_ZGVdN4v_exp``."""
    arguments = "v" * arity(ufunc)
    return f"_ZGVdN{LANES}{arguments}_{BINARY.get(ufunc) or UNARY[ufunc]}"


@functools.cache
def functions() -> frozenset[str]:
    """The NumPy ufunc names whose 4-lane versions this machine has: none but on x86-64
    Linux with AVX2, Numba compiling for this CPU (no ``NUMBA_CPU_NAME`` or
    ``NUMBA_CPU_FEATURES``), and a glibc whose libmvec has them (2.22: sin, cos, exp, log,
    pow; 2.35: the rest). The library is loaded into the process for Numba's linker here."""
    if not sys.platform.startswith("linux") or platform.machine() not in ("x86_64", "AMD64"):
        return frozenset()
    from numba.core import config

    name, features = getattr(config, "CPU_NAME", None), getattr(config, "CPU_FEATURES", None)
    if name not in (None, "host") or features is not None:
        return frozenset()  # Numba compiles for another CPU: <4 x double> may not be one ymm
    try:
        if not llvm.get_host_cpu_features().get("avx2", False):
            return frozenset()
    except RuntimeError:  # llvmlite cannot read this CPU's features
        return frozenset()
    try:
        library = ctypes.CDLL(LIBRARY)
    except OSError:
        return frozenset()
    found = frozenset(name for name in [*UNARY, *BINARY] if hasattr(library, symbol(name)))
    if found:
        llvm.load_library_permanently(LIBRARY)
    return found


# NumPy ufuncs that are one IEEE instruction on four lanes: exactly the scalar results
ARITHMETIC: dict[str, Callable[..., Any]] = {
    "add": lambda b, x, y: b.fadd(x, y),
    "subtract": lambda b, x, y: b.fsub(x, y),
    "multiply": lambda b, x, y: b.fmul(x, y),
    "divide": lambda b, x, y: b.fdiv(x, y),
    "negative": lambda b, x: b.fneg(x),
    "square": lambda b, x: b.fmul(x, x),
    "reciprocal": lambda b, x: b.fdiv(ir.Constant(x.type, [1.0] * LANES), x),
    "sqrt": lambda b, x: _vector_call("llvm.sqrt.v4f64", b, x),  # LLVM's: IEEE's square root
    "absolute": lambda b, x: _vector_call("llvm.fabs.v4f64", b, x),
}


def arity(ufunc: str) -> int:
    """How many arguments the ufunc takes (each passed as four lanes)."""
    return 2 if ufunc in BINARY or ufunc in ("add", "subtract", "multiply", "divide") else 1


@functools.cache
def lanes(ufunc: str) -> Callable[..., Any]:
    """A Numba intrinsic on four lanes: ``lanes("exp")(v)`` of a tuple of four floats is
    ``(exp(v[0]), ..., exp(v[3]))``, by one call of libmvec's 4-lane ``exp`` or, for
    ``ARITHMETIC``, one vector instruction; a number stands for four equal lanes
    (``lanes("multiply")(0.5, v)``). Kernels chain them, so LLVM keeps the values in vector
    registers between the calls, and each value is one local for Numba to type."""
    apply: Callable[..., Any]
    if ufunc in ARITHMETIC:
        apply = ARITHMETIC[ufunc]
    elif ufunc in functions():
        apply = functools.partial(_vector_call, symbol(ufunc))
    else:
        raise ValueError(f"libmvec has no 4-lane {ufunc!r} here; see libmvec.functions()")
    result = types.UniTuple(types.float64, LANES)

    def typed(args: tuple[Any, ...]) -> Any:
        if not all(isinstance(a, types.Number) or a == result for a in args):
            return None

        def lower(context: Any, builder: Any, signature: Any, values: Any) -> Any:
            vector = ir.VectorType(ir.DoubleType(), LANES)
            operands = []
            for value, kind in zip(values, signature.args, strict=True):
                if kind == result:
                    lanes = [builder.extract_value(value, lane) for lane in range(LANES)]
                else:
                    lanes = [context.cast(builder, value, kind, types.float64)] * LANES
                packed = ir.Constant(vector, ir.Undefined)
                for lane, double in enumerate(lanes):
                    packed = builder.insert_element(packed, double, _i32(lane))
                operands.append(packed)
            answer = apply(builder, *operands)
            out = context.get_constant_undef(result)
            for lane in range(LANES):
                out = builder.insert_value(out, builder.extract_element(answer, _i32(lane)), lane)
            return out

        return result(*args), lower

    # Numba's intrinsics take named parameters only: one typer per arity
    def unary(context: Any, x: Any) -> Any:
        return typed((x,))

    def binary(context: Any, x: Any, y: Any) -> Any:
        return typed((x, y))

    typer = binary if arity(ufunc) == 2 else unary
    typer.__name__ = f"{ufunc}{LANES}"
    return intrinsic(typer)


def _vector_call(name: str, builder: Any, *vectors: Any) -> Any:
    """A call of the function ``name`` (libmvec's, or one of LLVM's element-wise intrinsics)
    on vectors of four doubles."""
    vector = vectors[0].type
    function = cgutils.get_or_insert_function(
        builder.module, ir.FunctionType(vector, [vector] * len(vectors)), name
    )
    return builder.call(function, vectors)


def _i32(value: int) -> ir.Constant:
    return ir.Constant(ir.IntType(32), value)
