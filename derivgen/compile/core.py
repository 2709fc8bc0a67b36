"""derivgen.compile: trace a function once per signature and run it as generated NumPy code.

``compile(fn)`` returns a callable. On the first call with a new signature (array shapes and
dtypes, the values of every other argument, and the structure of nested tuples, lists and
dicts) it runs ``fn`` on *staged* arrays: wrappers holding the real values that record every
NumPy call made on them. Transformations inside ``fn`` (``grad``, ``vjp``, ``jvp``,
``hessian``) trace their own boxes around the staged values, so the backward formulas they
run are recorded too: the whole computation, forward and backward, becomes one list of NumPy
calls. That list is optimised (dead code, common subexpressions, in-place reuse of dead
temporaries), printed as straight-line Python source and compiled with ``compile()``; later
calls with the same signature run only that code.

Any Python decision taken on a staged value while tracing (``bool``, ``int``, ``float``,
``__index__``, a comparison used in ``if``, a data-dependent shape) becomes a guard in the
generated code; a failing guard makes the call trace again, so a stale branch never runs.
"""

from __future__ import annotations

import builtins
import collections
import contextlib
import dataclasses
import functools
import gc
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, ParamSpec, TypeVar

import numpy as np

from derivgen import tree
from derivgen.compile import fusion, native, refusals, signature, whole
from derivgen.compile.graph import Node, Var, _Retrace, _TreeOutput, _vars_in
from derivgen.compile.passes import _substitute, optimise, updates
from derivgen.compile.passes import reroll as loops
from derivgen.compile.staging import Staged, Tracer
from derivgen.compile.whole import Hot
from derivgen.compile.writer import write
from derivgen.ops import kinds, registry
from derivgen.trace import core, errors

__all__ = ["CacheInfo", "Compiled"]

Staged.__name__ = Staged.__qualname__ = "StagedArray"  # the name Python's messages show


FUSE = ("auto", "off", "numexpr", "blocked")
Fuse = Literal["auto", "off", "numexpr", "blocked"]
BACKENDS = ("auto", "numpy", "numba")
Backend = Literal["auto", "numpy", "numba"]
P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class CacheInfo:
    """How a compiled function's specialisations were used."""

    hits: int  # calls answered by generated code
    traces: int  # calls that traced fn (first calls of a signature and failed guards)
    guard_failures: int
    size: int  # specialisations currently cached
    maxsize: int


@dataclass(frozen=True)
class Specialisation:
    """Generated code for one signature (and one outcome of its guards)."""

    run: Callable[..., Any]
    source: str
    fusion: str = "off"  # how element-wise runs are computed: "off", "numexpr", "blocked", "numba"
    fallback: str = ""  # why backend="numba" runs NumPy code here ("" when it did not fall back)
    whole: bool = False  # one njit function runs it all (derivgen.compile.whole)
    tier: Hot | None = None  # backend="auto": the native code to try once it is hot


class Compiled(Generic[P, R]):
    """A function that runs generated code for each signature it has seen; see ``compile``.

    It takes fn's arguments and gives fn's result, as ``jax.jit``'s wrapper is typed.
    """

    def __init__(
        self,
        fn: Callable[P, R],
        maxsize: int,
        inplace: bool,
        fuse: str,
        chunk: int,
        backend: str = "auto",
        reroll: bool = True,
    ) -> None:
        if not callable(fn):
            raise TypeError(f"compile needs a function, got {registry.describe(fn)}")
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, got {maxsize}")
        self.fn = fn
        self.maxsize = maxsize
        self.inplace = inplace
        if fuse not in FUSE:
            raise ValueError(f"fuse must be one of {', '.join(FUSE)}, got {fuse!r}")
        if chunk < 1:
            raise ValueError(f"chunk must be a positive number of elements, got {chunk}")
        self.fuse = fuse
        self.chunk = chunk
        if backend not in BACKENDS:
            raise ValueError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
        if backend == "numba":
            native.require(f"compile({registry.describe(fn)}, backend='numba')")
        self.backend_asked = backend
        self.reroll = reroll
        # NumPy-code seconds before backend="auto" tries the whole function natively (None:
        # whole.TIER_SECONDS); derivgen's ODE systems set 0, their solver calls them natively
        self.tier_seconds: float | None = None
        self._cache: collections.OrderedDict[Any, list[Specialisation]] = collections.OrderedDict()
        self._hits = self._traces = self._guard_failures = 0
        self._latest: Specialisation | None = None
        self._recent: tuple[Any, Any] = (None, None)  # (key, specialisation) of the last hit
        self.__name__ = getattr(fn, "__name__", "compiled")
        self.__doc__ = getattr(fn, "__doc__", None)

    @property
    def source(self) -> str:
        """The generated source of the latest specialisation ("" before the first call)."""
        return self._latest.source if self._latest is not None else ""

    @property
    def fusion(self) -> str:
        """How the latest specialisation computes element-wise runs ("off" before a call)."""
        return self._latest.fusion if self._latest is not None else "off"

    @property
    def backend(self) -> str:
        """Which backend runs the latest specialisation: "numba" or "numpy" (before a call:
        "numpy"). ``backend="auto"`` picks by timing; see ``fallback`` for why a
        ``backend="numba"`` function runs NumPy code."""
        return "numba" if self._latest is not None and self._latest.fusion == "numba" else "numpy"

    @property
    def whole(self) -> bool:
        """Whether one Numba function runs the latest specialisation (``source`` is its module)."""
        return self._latest is not None and self._latest.whole

    @property
    def fallback(self) -> str:
        """Why the latest specialisation of a ``backend="numba"`` function runs NumPy code
        ("" when it runs Numba kernels, or Numba was not asked for)."""
        return self._latest.fallback if self._latest is not None else ""

    def cache_info(self) -> CacheInfo:
        size = sum(len(specs) for specs in self._cache.values())
        return CacheInfo(self._hits, self._traces, self._guard_failures, size, self.maxsize)

    def cache_clear(self) -> None:
        self._cache.clear()
        self._recent = (None, None)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        fast = signature.fast_key(args) if not kwargs else None
        leaves: Sequence[Any]
        key, leaves = fast if fast is not None else (None, args)
        recent = self._recent
        if key is not None and recent[0] == key:  # the signature of the previous hit
            try:
                spec = recent[1]
                result = spec.run(*leaves) if spec.tier is None else self._timed(spec, key, leaves)
            except _Retrace:
                pass  # counted below, where every specialisation of the key is tried
            else:
                self._hits += 1
                return result
        if key is None:
            try:
                key, leaves = signature.signature(args, kwargs)
            except signature.NotStaticError:
                return self.fn(*args, **kwargs)  # traced from outside: run fn as it is
        specs = self._cache.get(key)
        if specs is not None:
            self._cache.move_to_end(key)
            for spec in specs:
                self._recent = (key, spec)  # before the run: _timed may promote it
                try:
                    result = (
                        spec.run(*leaves) if spec.tier is None else self._timed(spec, key, leaves)
                    )
                except _Retrace:
                    self._recent = (None, None)
                    self._guard_failures += 1
                    continue
                self._hits += 1
                return result
        return self._trace(key, args, kwargs)

    def specialised(self) -> Callable[..., Any] | None:
        """The native code of the latest call's signature, if one Numba function runs it: called
        with that call's array leaves in order (it raises on a failed guard)."""
        spec = self._recent[1]
        return spec.run if spec is not None and spec.whole else None

    def _timed(self, spec: Any, key: Any, leaves: Sequence[Any]) -> Any:
        """A call of a specialisation that ``backend="auto"`` may promote to native code."""
        start = time.perf_counter()
        result, hot = spec.run(*leaves), spec.tier
        hot.seconds += time.perf_counter() - start
        limit = whole.TIER_SECONDS if self.tier_seconds is None else self.tier_seconds
        if hot.seconds > limit and not hot.tried:
            hot.tried = True
            run, source, why = whole.promote_hot(hot, spec.run, tuple(leaves), result)
            whole_function = hot.tier is not None and source == hot.tier.text
            if run is not None:
                new = Specialisation(run, source, "numba", whole=whole_function)
            else:  # the NumPy code stays: its fastest variant, if not timed yet
                fastest = spec if hot.untimed is None else hot.untimed(leaves)
                new = dataclasses.replace(fastest, tier=None, fallback=why)
            specs = self._cache.get(key, [])
            self._cache[key] = [new if s is spec else s for s in specs]
            if self._latest is spec:
                self._latest = new
            self._recent = (key, new)
        return result

    def _variants(
        self, nodes: list[Node], inputs: list[Var], output: Any, name: str, inplace: bool,
        release: bool, kernels: bool = True,
    ) -> tuple[dict[str, Specialisation], str]:  # fmt: skip
        """The generated code without fusion, and each kind of fusion ``fuse`` (and
        ``backend``) allows; and why there is no Numba variant, where there is none."""
        kinds = ["off"]
        if inplace and self.fuse in ("auto", "numexpr") and fusion.available():
            kinds.append("numexpr")
        if inplace and self.fuse in ("auto", "blocked"):
            kinds.append("blocked")
        if inplace and kernels and self._tries_numba(nodes):
            kinds.append("numba")
        variants: dict[str, Specialisation] = {}
        why_not = "" if inplace else "fn writes into arrays in place (kept as NumPy code)"
        for kind in kinds:
            try:
                source, namespace = write(
                    nodes, inputs, output, name, inplace, kind, self.chunk, release
                )
            except fusion.Unfusable as error:
                if kind == "numba":
                    why_not = str(error)
                continue
            if kind != "off" and source == variants["off"].source:
                if kind == "numba":
                    why_not = (
                        "no run of float64 element-wise ops or rolled loop that Numba can compile"
                    )
                continue  # nothing to fuse
            code = builtins.compile(source, f"<derivgen.compile {self.__name__}>", "exec")
            exec(code, namespace)  # generated text only: names and literals come from the trace
            variants[kind] = Specialisation(namespace[name], source, kind)
        return variants, why_not

    def _trace(self, key: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        with _collector_paused():
            return self._trace_and_write(key, args, kwargs)

    def _trace_and_write(self, key: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        self._traces += 1
        tracer = Tracer()
        names = signature.input_names(self.fn)
        leaves, treedef = tree.tree_flatten((args, kwargs))
        top_level = len(leaves) == len(args) and not kwargs
        staged = []
        for k, leaf in enumerate(leaves):
            if signature.is_array(leaf):
                name = names[k] if top_level and k < len(names) else f"x{k}"
                leaf = tracer.input(leaf, tracer.fresh_name(name, plain=True))
            staged.append(leaf)
        staged_args, staged_kwargs = treedef.unflatten(staged)
        # imported at the first trace: numpy.random, threading and hashlib cost every import
        from derivgen.compile import calibration, random_draws

        with random_draws.Watch(self.fn) as draws:
            try:
                out = self.fn(*staged_args, **staged_kwargs)
            except Exception as error:  # SciPy's own message for a staged argument: name ours
                found = errors.scipy_failure(error)
                if found is None:
                    raise
                raise TypeError(f"compile: {found}").with_traceback(error.__traceback__) from error
        draws.check(registry.describe(self.fn))
        symbolic, concrete = _output(tracer, out)
        nodes, rename = optimise(tracer.nodes, list(_vars_in(symbolic)), tracer.effects)
        symbolic = _substitute(symbolic, rename)
        if self.inplace and not tracer.effects:  # before re-rolling: decided on every step
            nodes = updates.plan(nodes, {id(v) for v in _vars_in(symbolic)})
        if self.reroll:  # a body traced K times in a row becomes one for loop
            nodes = loops.reroll(nodes, list(_vars_in(symbolic)), {v.name for v in tracer.inputs})
        name = "compiled_" + "".join(c if c.isalnum() else "_" for c in self.__name__)
        # Dask's and CuPy's arrays get the plain straight-line code: a lazy graph has no
        # buffers to reuse, and numexpr or blocked loops would compute or copy to the host.
        engine = any(
            kinds.is_engine_array(v.value)
            for v in [*tracer.inputs, *(out for node in tracer.nodes for out in node.outputs)]
        )  # an argument, or a value made from a closed-over Dask array
        inplace = self.inplace and not tracer.effects and not engine
        arrays = tuple(leaf for leaf in leaves if signature.is_array(leaf))
        tier_possible, whole_why = whole.possible(
            nodes, tracer.inputs, self.backend_asked, inplace and not engine
        )
        native_whole = None
        if tier_possible and self.backend_asked == "numba":
            tier, whole_why = whole.prepare(nodes, tracer.inputs, symbolic, name)
            try:  # compiled (or loaded from the disk cache) and checked on this first call
                if tier is None:
                    raise whole.NotNative(whole_why)
                run = whole.build(tier, arrays, concrete)
            except whole.NotNative as error:
                whole_why = str(error)
            else:
                native_whole = Specialisation(run, tier.text, "numba", whole=True)
        # backend="auto" compiles kernels once hot: of runs written now (compiled at their first
        # run), of long loops written then (the graph kept); runs beside loops timed now
        auto = self.backend_asked == "auto" and inplace
        runs_native = auto and self._tries_numba(nodes)
        loops_native = auto and self._tries_numba(nodes, loops=True)
        written_now = runs_native and not loops_native and all(n.kind != "loop" for n in nodes)
        variants, why_not = self._variants(
            nodes, tracer.inputs, symbolic, name, inplace, not engine,
            native_whole is None and not written_now,
        )  # fmt: skip
        if native_whole is not None:
            variants["whole"] = native_whole
        if "numba" in variants:
            try:  # Numba compiles (or loads from its cache) on this first run
                variants["numba"].run(*arrays)
            except _Retrace:
                pass
            except Exception as error:  # noqa: BLE001 - a kernel Numba cannot compile
                del variants["numba"]
                why_not = (
                    f"Numba could not compile a kernel: {type(error).__name__}: "
                    + (" ".join(str(error).split())[:300])
                )
        kernels = None  # runs and loops as kernels, compiled once hot (Numba is slow)
        if written_now:
            kernels = self._kernels_written(nodes, tracer.inputs, symbolic, name, variants)
        elif loops_native and not runs_native:
            kernels = functools.partial(self._written, nodes, tracer.inputs, symbolic, name)
        chosen = "off"
        untimed = None  # the variants' timing, put off until the native code fails
        if "whole" in variants:
            chosen = "whole"
        elif self.backend_asked == "numba" and "numba" in variants:
            chosen = "numba"
            if whole_why:
                why = f"the whole function stays Python calling kernels: {whole_why}"
                variants["numba"] = dataclasses.replace(variants["numba"], fallback=why)
        elif self.backend_asked == "numba":
            chosen = self.fuse if self.fuse in variants else "off"
            why_not += f"; whole function: {whole_why}" if whole_why else ""
            warnings.warn(
                f"compile({registry.describe(self.fn)}, backend='numba') runs NumPy code for "
                f"this signature: {why_not}",
                RuntimeWarning,
                stacklevel=4,  # _trace_and_write, _trace, __call__, the caller
            )
            variants[chosen] = dataclasses.replace(variants[chosen], fallback=why_not)
        elif self.fuse in variants:
            chosen = self.fuse
        elif self.fuse == "auto" and len(variants) > 1:
            runs = {k: v.run for k, v in variants.items()}
            digest = calibration.key({k: v.source for k, v in variants.items()})
            if (
                (tier_possible or kernels is not None)
                and self.backend_asked == "auto"
                and calibration.made(digest) not in runs
            ):
                # native code is tried once hot: time the variants (several runs each) only
                # if it does not take over, so that the first call does not
                untimed = functools.partial(_fastest, variants, runs, digest)
            else:
                chosen = calibration.choose(runs, arrays, digest)
        spec = variants[chosen]
        if chosen != "whole" and self.backend_asked == "auto":
            if tier_possible or kernels is not None:  # tried natively once it is hot
                later = None  # the whole function's module, written once hot
                if tier_possible:
                    later = functools.partial(_tier, nodes, tracer.inputs, symbolic, name)
                hot = whole.Hot(later, kernels, untimed=untimed)
                spec = dataclasses.replace(spec, tier=hot)
        self._latest = spec
        self._recent = (None, None)
        specs = self._cache.setdefault(key, [])
        specs.insert(0, spec)
        del specs[8:]  # a few guard outcomes per signature
        self._cache.move_to_end(key)
        while len(self._cache) > self.maxsize:
            self._cache.popitem(last=False)
        return concrete

    def _tries_numba(self, nodes: list[Node], loops: bool = False) -> bool:
        """Whether to write a Numba variant: asked for, or (auto) installed, with ``fuse``
        left to choose, and some element-wise run (``loops``: rolled loop) large enough to
        pay for compiling it."""
        if self.backend_asked == "numba":
            return not loops
        worth = native.loops_worth_trying if loops else native.worth_trying
        return (
            self.backend_asked == "auto"
            and self.fuse == "auto"
            and native.available()
            and worth(nodes)
        )

    def _kernels_written(
        self, nodes: list[Node], inputs: list[Var], output: Any, name: str,
        variants: dict[str, Specialisation],
    ) -> Callable[[], tuple[Callable[..., Any], str]] | None:  # fmt: skip
        """The code with per-run kernels, written now (not run: Numba compiles each kernel at
        its first run, once hot), so that the traced graph and its values are not kept;
        None where no run is written as a kernel."""
        try:
            written = self._written(nodes, inputs, output, name)
        except fusion.Unfusable:
            return None
        return None if written[1] == variants["off"].source else lambda: written

    def _written(
        self, nodes: list[Node], inputs: list[Var], output: Any, name: str, kind: str = "numba"
    ) -> tuple[Callable[..., Any], str]:
        """The generated function with ``kind`` of fusion (in place), and its source."""
        source, namespace = write(nodes, inputs, output, name, True, kind, self.chunk, True)
        code = builtins.compile(source, f"<derivgen.compile {self.__name__}>", "exec")
        exec(code, namespace)  # generated text only: names and literals come from the trace
        return namespace[name], source


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off while a signature is traced and its code written.

    A trace allocates tens of thousands of nodes, values and tuples that stay alive until
    the passes are done, and the collector walked them again and again: a fifth of a long
    loop's first call. Reference counting still frees what dies; cycles wait until the end.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _tier(nodes: list[Node], inputs: list[Var], output: Any, name: str) -> whole.Tier | None:
    """A hot specialisation's whole function as one njit module (None where it cannot be)."""
    return whole.prepare(nodes, inputs, output, name)[0]


def _fastest(
    variants: dict[str, Specialisation], runs: dict[str, Callable[..., Any]], digest: str,
    leaves: Sequence[Any],
) -> Specialisation:  # fmt: skip
    """The variant calibration finds fastest on a call's arrays (``leaves``)."""
    from derivgen.compile import calibration

    return variants[calibration.choose(runs, tuple(leaves), digest)]


def _output(tracer: Tracer, out: Any) -> tuple[Any, Any]:
    """The output as a structure of Vars and constants, and as concrete values."""
    if type(out) is Staged:
        return out.var, out.var.value
    if type(out) is core.Box:
        raise TypeError(
            "compile: fn returned a value still traced by a derivgen transformation inside it"
        )
    if isinstance(out, list | tuple) and not hasattr(out, "_fields"):
        pairs = [_output(tracer, o) for o in out]
        return type(out)(p[0] for p in pairs), type(out)(p[1] for p in pairs)
    if hasattr(out, "_fields"):
        pairs = [_output(tracer, o) for o in out]
        return type(out)(*(p[0] for p in pairs)), type(out)(*(p[1] for p in pairs))
    if type(out) is dict and all(type(k) is str for k in out):
        pairs_d = {k: _output(tracer, v) for k, v in out.items()}
        return {k: p[0] for k, p in pairs_d.items()}, {k: p[1] for k, p in pairs_d.items()}
    leaves, treedef = tree.tree_flatten(out)
    if not treedef.is_leaf:  # another pytree node: rebuilt from its leaves by its treedef
        pairs = [_output(tracer, leaf) for leaf in leaves]
        return _TreeOutput(treedef, [p[0] for p in pairs]), treedef.unflatten(p[1] for p in pairs)
    if isinstance(out, np.ndarray):
        # A constant array: the generated code returns a copy, so callers cannot alter it.
        node = Node("method", "copy", "copy", (out,), {}, "a constant result, copied")
        var = Var(tracer.fresh_name("constant"), node, out)
        node.outputs.append(var)
        node.paths.append(())
        tracer.nodes.append(node)
        return var, out.copy()
    refusals.refuse_output(out)
    return out, out
