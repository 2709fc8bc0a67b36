"""Traced arrays that escaped their trace: a finished trace refuses to record anything more.

When a differentiation's function returns, its trace is finished by changing its class.
The recorders' fast paths test ``type(trace) is ReverseTrace``, so a finished trace falls
to the general path, whose ``record`` raises: the check costs nothing while a trace is live.
"""

from __future__ import annotations

from typing import Any

__all__ = ["FINISHED", "UnexpectedTracerError", "finish", "leaked", "register"]


class UnexpectedTracerError(TypeError):
    """A traced array is used after the differentiation that made it has ended."""


# Each trace class's finished class and what its mode is called, as trace/tape.py and
# trace/forward.py register them.
_FINISHED: dict[type, type] = {}
_MODES: dict[type, str] = {}
FINISHED: tuple[type, ...] = ()


def register(live: type, finished: type, mode: str) -> None:
    """Make ``finished`` the class a finished ``live`` trace takes; ``mode`` names it."""
    global FINISHED
    _FINISHED[live] = finished
    _MODES[live] = mode
    FINISHED = (*FINISHED, finished)


def leaked(trace: Any) -> UnexpectedTracerError:
    mode = _MODES.get(type(trace).__mro__[1], "a differentiation")
    return UnexpectedTracerError(
        f"a traced array from {mode} escaped its trace: it was kept (in a global, a list, an "
        "attribute, a closure, ...) while the function being differentiated ran, and is used "
        "after that differentiation ended, when its derivative can no longer be recorded. "
        "Return it from the function instead (has_aux=True returns extra values), or keep "
        "derivgen.stop_gradient(x), its plain value"
    )


def finish(trace: Any) -> None:
    """Mark ``trace`` finished: boxes of it met later raise UnexpectedTracerError."""
    finished = _FINISHED.get(type(trace))
    if finished is not None:
        trace.__class__ = finished
