"""Batching rules for creation (zeros_like, linspace...), select, and the reductions that do
more than shift an axis (average with weights, trapezoid, bincount, ediff1d)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_index, normalize_axis_tuple

from derivgen.batching.rules import BatchCall, rule
from derivgen.batching.shape_rules import as_tuple, example_shape, lifted, shape_of, with_batch
from derivgen.trace import core


def _arg(call: BatchCall, name: str) -> tuple[Any, bool]:
    i = call.prep.index[name]
    return call.bound[i], call.batched[i] is True


def _with(call: BatchCall, **values: Any) -> Any:
    """The op called with some arguments replaced."""
    bound = list(call.bound)
    for name, value in values.items():
        bound[call.prep.index[name]] = value
    return core.apply_bound(call.prep, bound)


@rule("like")
def like(call: BatchCall) -> Any:
    """zeros_like, ones_like, full_like: each example's shape (or ``shape=``) with the batch
    axis in front; a batched fill value aligned to it."""
    x, batched = _arg(call, "self")
    shape = _arg(call, "shape")[0]
    shape = example_shape(x, batched) if shape is None else as_tuple(shape)
    values: dict[str, Any] = {"shape": (call.size, *shape)}
    if "fill_value" in call.prep.index:
        fill, fill_batched = _arg(call, "fill_value")
        if fill_batched:
            fshape = example_shape(fill, True)
            if len(fshape) > len(shape):
                raise ValueError(
                    f"could not broadcast input array from shape {fshape} into shape {shape}"
                )
            values["fill_value"] = lifted(fill, True, len(shape))
    return _with(call, **values)


@rule("space")
def space(call: BatchCall) -> Any:
    """linspace, logspace, geomspace: start and stop broadcast per example; the samples go
    along ``axis`` of each example's result."""
    (start, sb), (stop, tb) = _arg(call, "start"), _arg(call, "stop")
    shape = np.broadcast_shapes(example_shape(start, sb), example_shape(stop, tb))
    n = len(shape)
    start, stop = lifted(start, sb, n), lifted(stop, tb, n)
    if not sb:
        start = np.broadcast_to(start, (call.size, *shape_of(start)[1:]))
    axis = normalize_axis_index(_arg(call, "axis")[0], n + 1) + 1
    return _with(call, start=start, stop=stop, axis=axis)


@rule("select")
def select(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    groups = []
    for name in ("condlist", "choicelist"):
        i = prep.index[name]
        flags = call.batched[i]
        flags = flags if type(flags) is tuple else (flags is True,) * len(call.bound[i])
        groups.append(list(zip(call.bound[i], (f is True for f in flags), strict=True)))
    default = _arg(call, "default")
    conds, choices = groups
    if len(conds) != len(choices):
        raise ValueError("list of cases must be same length as list of conditions")
    cond_shape = np.broadcast_shapes(*(example_shape(v, f) for v, f in conds))
    choice_shape = np.broadcast_shapes(*(example_shape(v, f) for v, f in [*choices, default]))
    if np.broadcast_shapes(cond_shape, choice_shape) != cond_shape:
        raise ValueError(
            f"could not broadcast the choices (shape {choice_shape}) to the conditions' "
            f"shape {cond_shape}"
        )
    n, full = len(cond_shape), (size, *cond_shape)
    new_conds = [np.broadcast_to(lifted(v, f, n), full) for v, f in conds]
    new_choices = [lifted(v, f, n) if f else v for v, f in choices]
    value, flag = default
    return _with(
        call,
        condlist=new_conds,
        choicelist=new_choices,
        default=lifted(value, flag, n) if flag else value,
    )


@rule("average")
def average(call: BatchCall) -> Any:
    x, xb = _arg(call, "self")
    weights, wb = _arg(call, "weights")
    axis = _arg(call, "axis")[0]
    shape = example_shape(x, xb)
    x = with_batch(x, xb, call.size)
    nd = len(shape)
    batch_axis = (
        tuple(range(1, nd + 1))
        if axis is None
        else tuple(a + 1 for a in normalize_axis_tuple(axis, nd))
    )
    if weights is None:
        return _with(call, self=x, axis=batch_axis)
    wshape = example_shape(weights, wb)
    if wshape != shape:  # weights along the reduced axes only (NumPy's 1-d weights)
        if axis is None:
            raise TypeError("Axis must be specified when shapes of a and weights differ.")
        axes = normalize_axis_tuple(axis, nd)
        if wshape != tuple(shape[a] for a in axes):
            raise ValueError(
                "Shape of weights must be consistent with shape of a along specified axis."
            )
        weights = with_batch(weights, wb, call.size)
        order = np.argsort(axes)
        weights = np.transpose(weights, (0, *(int(k) + 1 for k in order)))
        weights = np.reshape(
            weights, (call.size, *(s if a in axes else 1 for a, s in enumerate(shape)))
        )
        weights = np.broadcast_to(weights, (call.size, *shape))
    else:
        weights = with_batch(weights, wb, call.size)
    return _with(call, self=x, weights=weights, axis=batch_axis)


@rule("trapezoid")
def trapezoid(call: BatchCall) -> Any:
    y, yb = _arg(call, "y")
    x, xb = _arg(call, "x")
    shape = example_shape(y, yb)
    y = with_batch(y, yb, call.size)
    axis = normalize_axis_index(_arg(call, "axis")[0], len(shape))
    if xb:
        xshape = example_shape(x, True)
        if len(xshape) == 1 and len(shape) != 1:  # samples along the axis, for every row
            if xshape[0] != shape[axis]:
                raise ValueError(
                    f"trapezoid: x has {xshape[0]} samples, y has {shape[axis]} along axis {axis}"
                )
            view = [1] * len(shape)
            view[axis] = xshape[0]
            x = np.broadcast_to(np.reshape(x, (call.size, *view)), (call.size, *shape))
    elif x is not None and len(shape_of(x)) > 1:  # x of y's shape, the same for every example
        x = with_batch(x, False, call.size)
    return _with(call, y=y, x=x, axis=axis + 1)


@rule("ediff1d")
def ediff1d(call: BatchCall) -> Any:
    ary, ab = _arg(call, "ary")
    ary = np.reshape(with_batch(ary, ab, call.size), (call.size, -1))
    dtype = ary.dtype
    parts = []
    for name in ("to_begin", None, "to_end"):
        if name is None:
            parts.append(ary[:, 1:] - ary[:, :-1])
            continue
        value, vb = _arg(call, name)
        if value is None:
            continue
        if not np.can_cast(
            value.dtype if hasattr(value, "dtype") else np.asarray(value),
            dtype,
            casting="same_kind",
        ):
            raise TypeError(
                f"dtype of `{name}` must be compatible with input `ary` under the `same_kind` rule."
            )
        value = np.reshape(with_batch(value, vb, call.size), (call.size, -1))
        if value.dtype != dtype:
            value = value.astype(dtype)
        parts.append(value)
    return np.concatenate(parts, axis=1) if len(parts) > 1 else parts[0]


@rule("bincount")
def bincount(call: BatchCall) -> Any:
    """Each example's counts in its own row: the values offset by row so that one bincount
    of the whole batch counts them (every row as long as the longest, which must be the
    length of every example's result: give minlength past the largest value)."""
    (x, xb), (weights, wb) = _arg(call, "x"), _arg(call, "weights")
    minlength = _arg(call, "minlength")[0]
    size = call.size
    if type(x) is not np.ndarray:
        raise TypeError(
            "vmap: np.bincount needs the values it counts (an integer array), not a traced "
            f"{type(x).__name__}: its result's length depends on them"
        )
    if xb and x.ndim != 2 or not xb and x.ndim != 1:
        raise ValueError("object too deep for desired array")
    if x.size and x.min() < 0:
        raise ValueError("'list' argument must have no negative elements")
    rows = x if xb else np.broadcast_to(x, (size, x.shape[-1]))
    lengths = {max(int(r.max()) + 1 if r.size else 0, minlength) for r in rows}
    if len(lengths) > 1:
        raise ValueError(
            f"vmap: np.bincount gives results of different lengths for different examples "
            f"({', '.join(map(str, sorted(lengths)))}); pass minlength={max(lengths)} (or more) "
            "so that every example's counts have the same length"
        )
    n = lengths.pop()
    flat = (rows + (np.arange(size) * n)[:, None]).reshape(-1)
    if weights is not None:
        weights = np.reshape(with_batch(weights, wb, size), (-1,))
    out = _with(call, x=flat, weights=weights, minlength=size * n)
    return np.reshape(out, (size, n))


@rule("einsum_terms")
def einsum_terms(call: BatchCall) -> Any:
    """Sums of einsums (numeric.einsum_terms): a new label for the batch, on every batched
    operand and every output; the plan's output shapes gain the batch size."""
    import json
    import string

    prep, size = call.prep, call.size
    i = prep.index["operands"]
    operands, flags = call.bound[i], call.batched[i]
    flags = flags if type(flags) is tuple else (flags is True,) * len(operands)
    spec = json.loads(call.bound[prep.index["plan"]])
    used = set(
        "".join(
            p for _, inputs, target, _ in spec["terms"] for p in [target, *(q for _, q in inputs)]
        )
    )
    label = next(c for c in string.ascii_letters if c not in used)
    spec["shapes"] = [[size, *shape] for shape in spec["shapes"]]
    spec["terms"] = [
        [
            out,
            [[j, label + p if flags[j] is True else p] for j, p in inputs],
            label + target,
            {**sizes, label: size},
        ]
        for out, inputs, target, sizes in spec["terms"]
    ]
    bound = list(call.bound)
    bound[prep.index["plan"]] = json.dumps(spec)
    return core.apply_bound(prep, bound)
