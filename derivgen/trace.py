"""Tracing plain NumPy code: boxed arrays record registered ops for reverse and forward mode."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen import registry
from derivgen.registry import describe

_levels = itertools.count(1)


class Prepared:
    """An op's registry entry with its signature laid out for fast binding of calls."""

    __slots__ = (
        "info", "params", "index", "defaults", "n_pos", "kwonly", "tensor_pos", "diff_pos",
        "list_pos", "multi", "backward_plan", "jvp_plan",
    )  # fmt: skip

    def __init__(self, info: Any) -> None:
        from inspect import Parameter, signature

        self.info = info
        sig = signature(info.forward)
        params = list(sig.parameters.values())
        self.params = tuple(p.name for p in params)
        self.index = {name: i for i, name in enumerate(self.params)}
        self.defaults = tuple(p.default for p in params)
        self.n_pos = sum(p.kind is not Parameter.KEYWORD_ONLY for p in params)
        self.kwonly = self.params[self.n_pos :]
        self.tensor_pos = tuple(self.index[n] for n in info.inputs)
        self.diff_pos = tuple(self.index[n] for n in info.differentiable)
        self.list_pos = frozenset(
            self.index[n] for n in info.inputs if "Tensor[] " + n in info.signature
        )
        self.multi = len(info.outputs) > 1
        self.backward_plan = self._plan(info.saved)
        self.jvp_plan = self._plan(_jvp_params(info)) if info.jvp is not None else ()

    def _plan(self, names: Sequence[str]) -> tuple[tuple[str, Any], ...]:
        """How to fetch each saved value: from an argument, its shape, or an output."""
        plan: list[tuple[str, Any]] = []
        outputs = self.info.outputs
        for name in names:
            if name in self.index:
                plan.append(("arg", self.index[name]))
            elif name.endswith("_shape") and name[:-6] in self.index:
                plan.append(("shape", self.index[name[:-6]]))
            elif name.endswith("_t") and name[:-2] in self.index:
                plan.append(("tangent", self.index[name[:-2]]))
            elif name in outputs:
                plan.append(("out", outputs.index(name)))
            else:
                raise RuntimeError(f"op {self.info.name}: cannot supply saved value {name!r}")
        return tuple(plan)

    def bind(self, args: Sequence[Any], kwargs: dict[str, Any] | None) -> list[Any]:
        """Arguments in signature order, defaults filled in; bad names raise TypeError."""
        name = self.info.name
        if self.info.variadic and len(args) > self.n_pos:
            args = [*args[: self.n_pos - 1], list(args[self.n_pos - 1 :])]
        if len(args) > len(self.params):
            raise TypeError(f"{name}() takes {len(self.params)} arguments, got {len(args)}")
        bound = list(args) + list(self.defaults[len(args) :])
        if kwargs:
            for key, value in kwargs.items():
                i = self.index.get(key)
                if i is None:
                    if value is None:
                        continue  # NumPy's own optional arguments, left at their default
                    raise TypeError(
                        f"{name}(): argument {key}={value!r} is not supported by derivgen's op "
                        f"'{name}' ({self.info.signature})"
                    )
                if i < len(args):
                    raise TypeError(f"{name}() got multiple values for argument '{key}'")
                bound[i] = value
        for i, value in enumerate(bound):
            if value is _EMPTY:
                raise TypeError(f"{name}() is missing argument '{self.params[i]}'")
        return bound

    def call_forward(self, bound: Sequence[Any]) -> Any:
        if self.kwonly:
            kw = dict(zip(self.kwonly, bound[self.n_pos :], strict=True))
            return self.info.forward(*bound[: self.n_pos], **kw)
        return self.info.forward(*bound)


def _jvp_params(info: Any) -> tuple[str, ...]:
    from inspect import signature

    return tuple(signature(info.jvp).parameters)


from inspect import Parameter as _Parameter  # noqa: E402

_EMPTY = _Parameter.empty
_prepared: dict[str, Prepared] = {}


def prepared(info: Any) -> Prepared:
    prep = _prepared.get(info.name)
    if prep is None:
        prep = _prepared[info.name] = Prepared(info)
    return prep


def _is_float(value: Any) -> bool:
    kind = getattr(getattr(value, "dtype", None), "kind", None)
    if kind is None:
        return isinstance(value, float | complex)
    return kind in "fc"


# ---------------------------------------------------------------- boxes and traces


class Trace:
    """One differentiation in progress; nested traces have higher levels."""

    __slots__ = ("level",)

    def __init__(self) -> None:
        self.level = next(_levels)

    def unbox(self, value: Any) -> Any:
        if isinstance(value, Box) and value.trace is self:
            return value.value
        if isinstance(value, list | tuple) and any(isinstance(v, Box) for v in value):
            return type(value)(self.unbox(v) for v in value)
        return value


def innermost(values: Sequence[Any]) -> Trace | None:
    """The trace of highest level among the values (looking inside lists), or None."""
    top: Trace | None = None
    for value in values:
        if isinstance(value, Box):
            if top is None or value.trace.level > top.level:
                top = value.trace
        elif isinstance(value, list | tuple):
            inner = innermost(value)
            if inner is not None and (top is None or inner.level > top.level):
                top = inner
    return top


def apply(prep: Prepared, args: Sequence[Any], kwargs: dict[str, Any] | None) -> Any:
    """Call an op: plainly, or recorded by the innermost trace among its arguments."""
    bound = prep.bind(args, kwargs)
    trace = innermost([bound[i] for i in prep.tensor_pos])
    if trace is None:
        return prep.call_forward(bound)
    for i in prep.tensor_pos:
        if isinstance(bound[i], int | float | complex):
            bound[i] = np.asarray(bound[i])  # so backward formulas can read .shape
    return trace.record(prep, bound)  # type: ignore[attr-defined]


class Box(np.lib.mixins.NDArrayOperatorsMixin):
    """An array being traced. Plain NumPy calls on it dispatch to registered ops."""

    __slots__ = ("value", "trace", "node", "index")
    __array_priority__ = 1000

    def __init__(self, value: Any, trace: Trace, node: Any, index: int) -> None:
        self.value = value
        self.trace = trace
        self.node = node
        self.index = index

    # NumPy dispatch ---------------------------------------------------------------
    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if method != "__call__":
            raise TypeError(
                f"np.{ufunc.__name__}.{method} has no registered derivative; use the "
                "equivalent function (np.sum for np.add.reduce, ...) or add it to derivatives.yaml"
            )
        return _dispatch(ufunc, inputs, kwargs)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        return _dispatch(func, args, kwargs)

    def __derivgen_apply__(self, name: str, args: Sequence[Any]) -> Any:
        return apply(prepared(registry.ops()[name]), args, None)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        raise TypeError(
            "a traced array cannot be turned into a plain NumPy array, which would drop its "
            "derivative; the function being differentiated called something derivgen cannot "
            "trace (np.asarray, a compiled extension, ...) or use derivgen.stop_gradient(x)"
        )

    # Array-like attributes ----------------------------------------------------------
    shape = property(lambda self: np.shape(self.value))
    ndim = property(lambda self: np.ndim(self.value))
    size = property(lambda self: np.size(self.value))
    dtype = property(lambda self: self.value.dtype)
    T = property(lambda self: _op("transpose", self))
    mT = property(lambda self: _op("matrix_transpose", self))

    def __len__(self) -> int:
        return len(self.value)

    def __iter__(self) -> Any:
        return (self[i] for i in range(len(self.value)))

    def __getitem__(self, index: Any) -> Any:
        return _op("getitem", self, _plain_index(index))

    def __repr__(self) -> str:
        return f"Traced({self.value!r})"

    def __bool__(self) -> bool:
        return bool(self.value)

    def __float__(self) -> float:
        raise TypeError(_DROP_MESSAGE.format("float"))

    def __int__(self) -> int:
        raise TypeError(_DROP_MESSAGE.format("int"))

    # Methods --------------------------------------------------------------------------
    def sum(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _call(np.sum, (self, axis), {"keepdims": keepdims, **kw})

    def mean(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _call(np.mean, (self, axis), {"keepdims": keepdims, **kw})

    def max(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _call(np.max, (self, axis), {"keepdims": keepdims, **kw})

    def min(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _call(np.min, (self, axis), {"keepdims": keepdims, **kw})

    def prod(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _call(np.prod, (self, axis), {"keepdims": keepdims, **kw})

    def reshape(self, *shape: Any) -> Any:
        if len(shape) == 1 and not isinstance(shape[0], int):
            shape = tuple(shape[0])
        return _call(np.reshape, (self, shape), None)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], int):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return _call(np.transpose, (self, axes or None), None)

    def dot(self, other: Any) -> Any:
        return _call(np.dot, (self, other), None)

    def astype(self, dtype: Any, copy: bool = True) -> Any:
        dtype = np.dtype(dtype)
        if dtype.kind not in "fc":
            return self.value.astype(dtype)  # integer and boolean casts carry no derivative
        return _op("astype", self, dtype.name)

    def ravel(self) -> Any:
        return _call(np.reshape, (self, (-1,)), None)

    flatten = ravel

    def squeeze(self, axis: Any = None) -> Any:
        return _call(np.squeeze, (self, axis), None)


_DROP_MESSAGE = (
    "{}() of a traced array would drop its derivative; call it on "
    "derivgen.stop_gradient(x) if that is intended"
)


def _plain_index(index: Any) -> Any:
    """Indices carry no derivative; traced index arrays are read as plain values."""
    if isinstance(index, Box):
        return stop_gradient(index)
    if isinstance(index, tuple):
        return tuple(stop_gradient(i) if isinstance(i, Box) else i for i in index)
    return index


def _op(name: str, *args: Any) -> Any:
    return apply(prepared(registry.ops()[name]), args, None)


def _call(func: Any, args: Sequence[Any], kwargs: dict[str, Any] | None) -> Any:
    return _dispatch(func, args, kwargs or {})


def _dispatch(func: Any, args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    """Route a NumPy call on traced arrays to its registered op."""
    info = registry.find(func)
    if info is not None:
        return apply(prepared(info), args, kwargs)
    # No derivative: fine when the result carries none (comparisons, argmax, shape, ...).
    plain_args = [stop_gradient(a) for a in args]
    plain_kwargs = {k: stop_gradient(v) for k, v in kwargs.items()}
    result = func(*plain_args, **plain_kwargs)
    outputs = result if isinstance(result, tuple) else (result,)
    if not any(_is_float(o) for o in outputs):
        return result
    name = getattr(func, "__name__", describe(func))
    raise TypeError(
        f"np.{name} has no registered derivative, so derivgen cannot differentiate through it. "
        f"Add an entry for it to derivatives.yaml (with 'numpy: {name}' and a formula per "
        "Tensor input), run `python -m codegen`, and call it again."
    )


def stop_gradient(x: Any) -> Any:
    """The value of ``x`` with every trace removed: no derivative flows through it."""
    while isinstance(x, Box):
        x = x.value
    if isinstance(x, list | tuple) and any(isinstance(v, Box) for v in x):
        return type(x)(stop_gradient(v) for v in x)
    return x


def box_outputs(value: Any, make: Callable[[Any, int], Any], multi: bool) -> Any:
    """Box an op's result; multi-output results keep their (named) tuple type, lists stay lists."""
    if multi:
        boxed = [make(v, i) if _is_float(v) else v for i, v in enumerate(value)]
        return value._make(boxed) if hasattr(value, "_make") else type(value)(boxed)
    if isinstance(value, list):
        return [make(v, i) for i, v in enumerate(value)]
    return make(value, 0) if _is_float(value) else value


# ---------------------------------------------------------------- reverse mode


class Node:
    """One recorded op: what its backward needs and which traced values it came from."""

    __slots__ = ("prep", "saved", "parents", "value", "n_out")

    def __init__(self, prep: Prepared | None, saved: Any, parents: Any, value: Any, n_out: int):
        self.prep = prep
        self.saved = saved
        self.parents = parents
        self.value = value
        self.n_out = n_out


class ReverseTrace(Trace):
    """Records ops on a tape so cotangents can be pulled back through them."""

    __slots__ = ("tape",)

    def __init__(self) -> None:
        super().__init__()
        self.tape: list[Node] = []

    def leaf(self, value: Any) -> Box:
        return Box(value, self, Node(None, None, (), value, 1), 0)

    def record(self, prep: Prepared, bound: list[Any]) -> Any:
        plain = [self.unbox(v) for v in bound]
        value = prep.call_forward(plain)
        parents = []
        for i in prep.diff_pos:
            arg = bound[i]
            if i in prep.list_pos:
                if isinstance(arg, list | tuple) and any(
                    isinstance(b, Box) and b.trace is self for b in arg
                ):
                    parents.append(
                        (i, [b if isinstance(b, Box) and b.trace is self else None for b in arg])
                    )
            elif isinstance(arg, Box) and arg.trace is self:
                parents.append((i, arg))
        if not parents:
            return value
        n_out = len(value) if prep.multi or isinstance(value, list) else 1
        node = Node(prep, plain, parents, value, n_out)
        self.tape.append(node)
        return box_outputs(value, lambda v, k: Box(v, self, node, k), prep.multi)

    def backward(self, seeds: Sequence[tuple[Box, Any]]) -> dict[Node, list[Any]]:
        """Pull the seed cotangents back through the tape; return the leaves' cotangents."""
        acc: dict[Node, list[Any]] = {}

        def add(box: Box, g: Any) -> None:
            slot = acc.get(box.node)
            if slot is None:
                slot = acc[box.node] = [None] * box.node.n_out
            slot[box.index] = g if slot[box.index] is None else slot[box.index] + g

        for box, g in seeds:
            add(box, g)
        for node in reversed(self.tape):
            gs = acc.pop(node, None)
            if gs is None:
                continue
            prep = node.prep
            assert prep is not None
            grads = _fill_cotangents(gs, node.value, prep.multi)
            saved = [_fetch(kind, i, node.saved, node.value) for kind, i in prep.backward_plan]
            result = prep.info.backward(*grads, *saved)
            if len(prep.tensor_pos) == 1:
                result = (result,)
            for i, parent in node.parents:
                g = result[prep.tensor_pos.index(i)]
                if isinstance(parent, list):
                    for b, gk in zip(parent, g, strict=True):
                        if b is not None:
                            add(b, gk)
                else:
                    add(parent, g)
        return acc


def _fill_cotangents(gs: list[Any], value: Any, multi: bool) -> tuple[Any, ...]:
    """Cotangents in the order the backward takes them; missing ones are zeros."""
    if multi:
        return tuple(
            g if g is not None else np.zeros_like(v) for g, v in zip(gs, value, strict=True)
        )
    if isinstance(value, list):
        return ([g if g is not None else np.zeros_like(v) for g, v in zip(gs, value, strict=True)],)
    return (gs[0],)


def _fetch(kind: str, i: Any, args: Sequence[Any], value: Any) -> Any:
    if kind == "arg":
        return args[i]
    if kind == "shape":
        return np.shape(args[i])
    return value[i] if isinstance(value, tuple) else value


# ---------------------------------------------------------------- forward mode


class ForwardTrace(Trace):
    """Carries a tangent with each traced value (the Box's ``node`` slot holds it)."""

    __slots__ = ()

    def leaf(self, value: Any, tangent: Any) -> Box:
        return Box(value, self, tangent, 0)

    def record(self, prep: Prepared, bound: list[Any]) -> Any:
        plain = [self.unbox(v) for v in bound]
        tangents: dict[int, Any] = {}
        for i in prep.diff_pos:
            arg = bound[i]
            if i in prep.list_pos and isinstance(arg, list | tuple):
                if any(isinstance(b, Box) and b.trace is self for b in arg):
                    tangents[i] = [
                        b.node if isinstance(b, Box) and b.trace is self else np.zeros_like(p)
                        for b, p in zip(arg, plain[i], strict=True)
                    ]
            elif isinstance(arg, Box) and arg.trace is self:
                tangents[i] = arg.node
        value = prep.call_forward(plain)
        if not tangents:
            return value
        info = prep.info
        if info.jvp is not None:
            args = []
            for kind, i in prep.jvp_plan:
                if kind == "tangent":
                    t = tangents.get(i)
                    args.append(t if t is not None else _zeros_like_arg(plain[i]))
                else:
                    args.append(_fetch(kind, i, plain, value))
            t_out = info.jvp(*args)
        else:
            t_out = _transpose_jvp(prep, plain, value, tangents)
        if prep.multi or isinstance(value, list):
            return box_outputs(value, lambda v, k: Box(v, self, t_out[k], k), prep.multi)
        return box_outputs(value, lambda v, k: Box(v, self, t_out, k), False)


def _zeros_like_arg(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return [np.zeros_like(v) for v in value]
    return np.zeros_like(value)


def _transpose_jvp(prep: Prepared, plain: list[Any], value: Any, tangents: dict[int, Any]) -> Any:
    """J t from the backward alone: the backward is u -> J^T u, so J t = d<J^T u, t>/du."""
    outputs = list(value) if prep.multi or isinstance(value, list) else [value]
    saved = [_fetch(kind, i, plain, value) for kind, i in prep.backward_plan]

    def pairing(*us: Any) -> Any:
        if prep.multi:
            grads: tuple[Any, ...] = tuple(us)
        elif isinstance(value, list):
            grads = (list(us),)
        else:
            grads = (us[0],)
        result = prep.info.backward(*grads, *saved)
        if len(prep.tensor_pos) == 1:
            result = (result,)
        total: Any = 0.0
        for i, t in tangents.items():
            g = result[prep.tensor_pos.index(i)]
            pieces = zip(g, t, strict=True) if isinstance(t, list) else [(g, t)]
            for gk, tk in pieces:
                total = total + np.sum(gk * tk)
        return total

    zeros = [np.zeros_like(o) for o in outputs]
    _, pullback = reverse(pairing, zeros)
    t_out = pullback(np.ones((), dtype=np.result_type(*[o.dtype for o in outputs])))
    if prep.multi:
        return tuple(t_out)
    if isinstance(value, list):
        return list(t_out)
    return t_out[0]


# ---------------------------------------------------------------- the two modes as functions


def check_primal(value: Any, position: int) -> Any:
    """A float array for a primal, or a clear error for one that cannot be differentiated."""
    if isinstance(value, Box):
        return value
    try:
        array = np.asarray(value) if isinstance(value, int | float | list | tuple) else value
    except ValueError:
        raise TypeError(
            f"argument {position} is a {type(value).__name__} that is not one array; pass each "
            "array as its own argument"
        ) from None
    dtype = getattr(array, "dtype", None)
    if dtype is None:
        raise TypeError(
            f"argument {position} is a {type(value).__name__}; derivgen differentiates arrays "
            "and floats"
        )
    if dtype.kind not in "fc":
        raise TypeError(
            f"argument {position} has dtype {dtype}; only floating-point inputs can be "
            f"differentiated (pass x.astype(float) to differentiate it)"
        )
    return array


def reverse(f: Callable[..., Any], primals: Sequence[Any]) -> tuple[Any, Callable[..., Any]]:
    """Run f on traced primals; return its plain output and the function pulling back cotangents."""
    trace = ReverseTrace()
    leaves = [trace.leaf(p) for p in primals]
    out = f(*leaves)

    def pullback(cotangent: Any) -> tuple[Any, ...]:
        seeds = []
        for box, g in _pair_outputs(out, cotangent):
            if isinstance(box, Box) and box.trace is trace:
                seeds.append((box, g))
        acc = trace.backward(seeds)
        grads = []
        for leaf, primal in zip(leaves, primals, strict=True):
            slot = acc.get(leaf.node)
            g = slot[0] if slot is not None else None
            grads.append(_as_like(g, primal))
        return tuple(grads)

    return _strip(out, trace), pullback


def _as_like(g: Any, primal: Any) -> Any:
    """A gradient with its primal's shape and dtype; zeros when nothing flowed back."""
    if g is None:
        return np.zeros_like(primal)
    dtype = getattr(primal, "dtype", None)
    if not isinstance(g, Box) and dtype is not None and getattr(g, "dtype", dtype) != dtype:
        g = g.astype(dtype)
    return g


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
    cot_shape = np.shape(cotangent)
    out_shape = np.shape(stop_gradient(out))
    if cot_shape != out_shape:
        raise ValueError(f"cotangent has shape {cot_shape}, but the output has shape {out_shape}")
    if not isinstance(cotangent, Box):
        dtype = getattr(stop_gradient(out), "dtype", None)
        cotangent = np.asarray(cotangent, dtype=dtype)
    return [(out, cotangent)]


def _strip(out: Any, trace: Trace) -> Any:
    """The output with this trace's boxes removed (outer traces' boxes stay)."""
    if isinstance(out, Box) and out.trace is trace:
        return out.value
    if isinstance(out, list | tuple):
        stripped = [_strip(o, trace) for o in out]
        return out._make(stripped) if hasattr(out, "_make") else type(out)(stripped)
    return out


def forward(
    f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]
) -> tuple[Any, Any]:
    """Run f on primals carrying tangents; return its output and the output tangent."""
    trace = ForwardTrace()
    leaves = [trace.leaf(p, t) for p, t in zip(primals, tangents, strict=True)]
    out = f(*leaves)

    def tangent_of(o: Any) -> Any:
        if isinstance(o, Box) and o.trace is trace:
            return o.node
        if isinstance(o, list | tuple):
            items = [tangent_of(x) for x in o]
            return o._make(items) if hasattr(o, "_make") else type(o)(items)
        return np.zeros_like(o)

    return _strip(out, trace), tangent_of(out)
