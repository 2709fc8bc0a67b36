"""Traced arrays that escaped their trace: a finished trace refuses to record anything more.

When a differentiation's function returns, its trace is finished by changing its class.
The recorders' fast paths test ``type(trace) is ReverseTrace``, so a finished trace falls
to the general path, whose ``record`` raises: the check costs nothing while a trace is live.
"""

from __future__ import annotations

from typing import Any

from derivgen.trace.tape import ForwardTrace, ReverseTrace, Trace

__all__ = ["FINISHED", "UnexpectedTracerError", "finish", "leaked"]


class UnexpectedTracerError(TypeError):
    """A traced array is used after the differentiation that made it has ended."""


_MODES = {
    ReverseTrace: "reverse-mode differentiation (derivgen.grad, value_and_grad, vjp, jacrev, "
    "hessian, ...)",
    ForwardTrace: "forward-mode differentiation (derivgen.jvp, jacfwd, linearize, ...)",
}


def leaked(trace: Trace) -> UnexpectedTracerError:
    mode = _MODES.get(type(trace).__mro__[1], "a differentiation")
    return UnexpectedTracerError(
        f"a traced array from {mode} escaped its trace: it was kept (in a global, a list, an "
        "attribute, a closure, ...) while the function being differentiated ran, and is used "
        "after that differentiation ended, when its derivative can no longer be recorded. "
        "Return it from the function instead (has_aux=True returns extra values), or keep "
        "derivgen.stop_gradient(x), its plain value"
    )


class FinishedReverseTrace(ReverseTrace):
    """A ReverseTrace whose function has returned: its tape only runs backward."""

    __slots__ = ()

    def record(self, prep: Any, bound: list[Any]) -> Any:
        raise leaked(self)

    record_simple = record


class FinishedForwardTrace(ForwardTrace):
    """A ForwardTrace whose function has returned."""

    __slots__ = ()

    def record(self, prep: Any, bound: list[Any]) -> Any:
        raise leaked(self)

    record_simple = record


_FINISHED = {ReverseTrace: FinishedReverseTrace, ForwardTrace: FinishedForwardTrace}
FINISHED = (FinishedReverseTrace, FinishedForwardTrace)


def finish(trace: Trace) -> None:
    """Mark ``trace`` finished: boxes of it met later raise UnexpectedTracerError."""
    finished = _FINISHED.get(type(trace))
    if finished is not None:
        trace.__class__ = finished
