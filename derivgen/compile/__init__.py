"""dg.compile: the graph IR, the staging tracer, the passes, the source writer and the cache.

``compile`` itself lives here and imports the compiler (``derivgen.compile.core`` and its
passes) on its first call, so that ``import derivgen`` does not pay for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ParamSpec, TypeVar

if TYPE_CHECKING:
    from derivgen.compile.core import Backend, Compiled, Fuse

P = ParamSpec("P")
R = TypeVar("R")

__all__ = ["compile"]


def compile(  # noqa: A001
    fn: Callable[P, R],
    *,
    maxsize: int = 32,
    inplace: bool = True,
    fuse: Fuse = "auto",
    chunk: int = 16384,
    backend: Backend = "auto",
    reroll: bool = True,
) -> Compiled[P, R]:
    """``fn`` traced once per signature into straight-line NumPy code, then cached.

    ``fn`` may be a plain NumPy function or any derivgen transformation of one
    (``grad``, ``value_and_grad``, ``vjp``, ``jvp``, ``hessian``). The signature is the
    shapes and dtypes of the array arguments, the values of the other arguments and the
    structure of tuples, lists and dicts among them; ``maxsize`` signatures are kept (least
    recently used first out). ``inplace=False`` turns off the reuse of dead temporaries.
    ``fuse`` says how runs of element-wise ops may be computed: ``"numexpr"`` in one numexpr
    pass (float64 only; numexpr is optional), ``"blocked"`` as a loop over chunks of about
    ``chunk`` elements that stay in cache, ``"off"`` one NumPy call per op; ``"auto"`` (the
    default) times each possible way on the first call of a signature and keeps the
    fastest, a choice cached on disk (see ``derivgen.compile.calibration``).
    ``backend="numba"`` (``pip install 'derivgen[native]'``) compiles a specialisation of small
    arrays, loops included, as one Numba function (``derivgen.compile.whole``), checked against
    the NumPy code's result on its first run, and otherwise computes element-wise runs as
    Numba kernels (``derivgen.compile.native``), falling back to NumPy code with a
    ``RuntimeWarning`` and the reason in ``fallback`` where Numba cannot; ``"numpy"`` never uses
    Numba; ``"auto"`` (the default), with Numba installed, runs NumPy code until a
    specialisation has spent a second in it, then tries the whole function natively (small
    arrays), else its element-wise runs (8192 elements or more, 1024 of a vector
    transcendental) and long loops as Numba kernels, keeping the faster; the first call
    compiles nothing natively, and ``fuse="auto"``'s timing waits until native code is
    refused.
    ``backend`` says which won, ``whole`` whether it is one native function.
    The result's ``source`` holds the generated code and ``cache_info()`` counts hits and
    traces. Random draws inside fn and in-place writes into its arguments are refused.
    ``reroll`` (on by default) writes a body that the trace holds K times in a row (an
    unrolled Python loop, ``dg.scan``) as one ``for`` loop, with exactly the same results
    (``derivgen.compile.passes.reroll``); ``reroll=False`` keeps the straight-line code.
    """
    from derivgen.compile.core import Compiled

    return Compiled(fn, maxsize, inplace, fuse, chunk, backend, reroll)
