"""JAX as a test's reference: one jax.jit compile per function where that is cheaper."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# Above this many equations, XLA's compile of the whole program (a Python loop unrolled into
# thousands of steps) costs more than eager JAX, which compiles each distinct primitive once.
LARGEST_JITTED = 400


def jitted(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` under ``jax.jit`` where its program is small, else run eagerly.

    Eager JAX compiles every distinct primitive it meets on its own: most of the op-by-op
    JAX comparisons' time was XLA compiling small programs, and one compile of the whole
    function costs a fraction of that. A long program, or one jit cannot trace (a branch on
    a value, NumPy called on a tracer, a boolean mask), runs eagerly, so the reference is
    always JAX's own answer and a genuine error is raised by the eager run.
    """
    import jax

    compiled = jax.jit(function)

    def call(*args: Any) -> Any:
        try:
            size = len(jax.make_jaxpr(function)(*args).jaxpr.eqns)
        except Exception:
            return function(*args)
        return (compiled if size <= LARGEST_JITTED else function)(*args)

    return call
