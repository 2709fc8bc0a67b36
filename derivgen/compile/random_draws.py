"""dg.compile's check that fn draws no random numbers while it is staged, made per thread.

A draw made while tracing would be frozen into the generated code, so every later call
would return the same numbers. Three kinds of draw are watched, each so that another
thread's draws are never blamed on fn:

- NumPy's global generator (``np.random.normal``, ``np.random.rand``, ...): its lock is held
  by the tracing thread (it is re-entrant, so fn's own draws go through) and its state is
  compared before and after, so only this thread can have moved it. Before NumPy 2.3 the
  lock is not re-entrant (fn's first draw would wait for it forever), so it is not held:
  another thread's draw during the trace is then blamed on fn.
- Fresh entropy (``np.random.default_rng()``, ``np.random.RandomState()`` without a seed):
  NumPy's seeding asks ``numpy.random.bit_generator.randbits`` for it, which is wrapped (once,
  behaving as before) to tell the thread that is tracing. A profile hook would see it too,
  but doubles the time of a trace.
- The ``random`` module's global generator: its state is compared before and after (it has
  no lock, so another thread drawing from it at the same time is blamed on fn).
- Generators fn reaches through its closure, defaults and globals (``rng.normal`` of an
  ``rng`` made outside fn): their states are compared before and after.

A generator fn makes from a seed draws the same numbers on every call, so it may be frozen.
"""

from __future__ import annotations

import random
import sys
import threading
import types
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.trace import frames

GENERATORS = (np.random.Generator, np.random.RandomState, np.random.BitGenerator, random.Random)
_WATCHING = threading.local()  # .watch: the Watch of the trace this thread is running
_RLOCK = type(threading.RLock())
_ADVICE = "draw the numbers outside the compiled function and pass them in as arguments"


def refuse_argument(value: Any, where: str) -> None:
    """A generator passed to a compiled function would have its draws frozen: refused."""
    if isinstance(value, GENERATORS):
        raise TypeError(
            f"compile: {where} is a random generator "
            f"({type(value).__module__}.{type(value).__name__}); compile would freeze the "
            f"numbers fn draws from it into the generated code; {_ADVICE}"
        )


class Watch:
    """A context manager around one trace of fn; ``problem`` names a draw made inside it."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn
        self.problem: str | None = None

    def __enter__(self) -> Watch:
        self._global = np.random.mtrand._rand
        lock = self._global._bit_generator.lock
        self._lock = lock if isinstance(lock, _RLOCK) else None
        if self._lock is not None:
            self._lock.acquire()
        self._global_state = self._global._bit_generator.state
        self._outside = [(name, g, _state(g)) for name, g in _reachable_generators(self.fn)]
        self._random_state = random.getstate()
        _wrap_entropy()
        self._outer = getattr(_WATCHING, "watch", None)
        _WATCHING.watch = self
        return self

    def __exit__(self, *exc: Any) -> None:
        try:
            _WATCHING.watch = self._outer
            moved = not _same(self._global._bit_generator.state, self._global_state)
            if self.problem is None and moved:
                self.problem = (
                    "draws from NumPy's global random generator (np.random.normal, "
                    "np.random.rand, np.random.choice, ...)"
                )
            if self.problem is None and random.getstate() != self._random_state:
                self.problem = "draws from the random module (random.random, random.gauss, ...)"
            for name, generator, state in self._outside:
                if self.problem is None and not _same(_state(generator), state):
                    self.problem = (
                        f"draws from the random generator {name!r}, made outside it "
                        f"({type(generator).__name__})"
                    )
        finally:
            if self._lock is not None:
                self._lock.release()
        if self._outer is not None and self._outer.problem is None:
            self._outer.problem = self.problem

    def check(self, description: str) -> None:
        if self.problem is not None:
            raise TypeError(
                f"compile: {description} {self.problem}, and compile would freeze one draw "
                f"into the generated code; {_ADVICE} (a generator made from a fixed seed inside "
                "fn, np.random.default_rng(0), may stay)"
            )


def _wrap_entropy() -> None:
    """Wrap NumPy's source of seeds so that the tracing thread hears of each request."""
    module = np.random.bit_generator
    original = getattr(module, "randbits", None)
    if original is None or getattr(original, "_derivgen_watch", False):
        return

    def randbits(k: int) -> int:
        watch = getattr(_WATCHING, "watch", None)
        if watch is not None and watch.problem is None:
            watch.problem = (
                f"makes a random generator without a seed ({_user_call(sys._getframe(1))}), "
                "whose numbers differ on every call"
            )
        return original(k)

    randbits._derivgen_watch = True  # type: ignore[attr-defined]
    setattr(module, "randbits", randbits)  # noqa: B010 (NumPy's stubs do not declare it)


def _same(a: Any, b: Any) -> bool:
    """Whether two generator states are equal (MT19937's key is an array)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(a, b))
    return bool(a == b)


def _state(generator: Any) -> Any:
    if isinstance(generator, np.random.Generator):
        return generator.bit_generator.state
    if isinstance(generator, np.random.RandomState):
        return generator.get_state(legacy=False)
    if isinstance(generator, np.random.BitGenerator):
        return generator.state
    return generator.getstate()


def _reachable_generators(fn: Any, depth: int = 4) -> list[tuple[str, Any]]:
    """Generators held by fn's closure, defaults and the globals it names, and by the
    functions found there (a transformation's closure holds the user's function)."""
    found: list[tuple[str, Any]] = []
    seen: set[int] = set()

    def visit(obj: Any, name: str, level: int) -> None:
        if id(obj) in seen:
            return
        seen.add(id(obj))
        if isinstance(obj, GENERATORS):
            if obj is not np.random.mtrand._rand and obj is not random._inst:
                found.append((name, obj))
            return
        obj = getattr(obj, "__wrapped__", obj)
        if isinstance(obj, types.MethodType):
            visit(obj.__self__, name, level)
            obj = obj.__func__
        fn_ = getattr(obj, "fn", None)  # a Compiled object or the like
        if fn_ is not None and not isinstance(obj, types.FunctionType):
            visit(fn_, name, level)
        if not isinstance(obj, types.FunctionType) or level <= 0:
            return
        code = obj.__code__
        for var, cell in zip(code.co_freevars, obj.__closure__ or (), strict=False):
            try:
                visit(cell.cell_contents, var, level - 1)
            except ValueError:  # an empty cell
                pass
        for value in (*(obj.__defaults__ or ()), *(obj.__kwdefaults__ or {}).values()):
            visit(value, "a default argument", level - 1)
        names = set(code.co_names)
        for const in code.co_consts:  # nested functions and lambdas name globals too
            if isinstance(const, types.CodeType):
                names.update(const.co_names)
        for global_name in names:
            if global_name in obj.__globals__:
                visit(obj.__globals__[global_name], global_name, level - 1)

    visit(fn, getattr(fn, "__name__", "fn"), depth)
    return found


def _user_call(frame: types.FrameType | None) -> str:
    """The expression of the first frame outside the random module and NumPy."""
    while frame is not None and frame.f_globals.get("__name__", "").startswith(
        ("random", "numpy", "secrets")
    ):
        frame = frame.f_back
    if frame is None:
        return "a call"
    text = frames.expression(frame)
    place = f"{frame.f_code.co_filename}:{frame.f_lineno}"
    return f"{text} at {place}" if text else place
