"""An independent oracle: every op with a PyTorch counterpart is compared with torch.autograd.

Run with `make test-oracle` (it installs torch==2.13.0). `make test` does not collect it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.ops.registry import ops
from tests.opcases import Case, all_cases

torch = pytest.importorskip("torch")
torch.set_default_dtype(torch.float64)
F = torch.nn.functional

Args = dict[str, Any]


def _dims(axis: Any) -> Any:
    return axis if axis is None or isinstance(axis, int) else tuple(axis)


def _reduce(method: str) -> Callable[[Args], Any]:
    def call(a: Args) -> Any:
        x, axis = a["self"], a.get("axis")
        keepdims = a.get("keepdims", False)
        if axis is None:
            out = getattr(torch, method)(x)
            return out.reshape((1,) * x.ndim) if keepdims else out
        return getattr(torch, method)(x, dim=_dims(axis), keepdim=keepdims)

    return call


def _unary(fn: Callable[[Any], Any]) -> Callable[[Args], Any]:
    return lambda a: fn(a["self"])


def _binary(fn: Callable[[Any, Any], Any]) -> Callable[[Args], Any]:
    return lambda a: fn(a["self"], a["other"])


def _as_tuple(value: Any) -> tuple[int, ...]:
    return (value,) if isinstance(value, int) else tuple(value)


def _scan(function: Any, a: Args) -> Any:
    """NumPy scans flatten when axis is None."""
    if a.get("axis") is None:
        return function(a["self"].reshape(-1), 0)
    return function(a["self"], a["axis"])


def _log_softmax(a: Args) -> Any:
    x, axis = a["self"], a.get("axis", -1)
    dims = tuple(range(x.ndim)) if axis is None else _as_tuple(axis)
    return x - torch.logsumexp(x, dim=dims, keepdim=True)


def _log_softmax_adapter(a: Args) -> Any:
    return _log_softmax(a)


def _clip(a: Args) -> Any:
    low, high = a.get("a_min"), a.get("a_max")
    if low is None and high is None:
        return a["self"] * 1.0
    shapes = [t.shape for t in (a["self"], low, high) if t is not None]
    x = torch.broadcast_to(a["self"], torch.broadcast_shapes(*shapes))
    return torch.clamp(x, low, high)


def _average(a: Args) -> Any:
    x, axis, w = a["self"], a.get("axis"), a.get("weights")
    dims = tuple(range(x.ndim)) if axis is None else _as_tuple(axis)
    if w is not None and w.ndim != x.ndim:  # NumPy lays 1-D weights along the axis
        order = sorted(range(len(dims)), key=lambda k: dims[k] % x.ndim)
        w = w.permute(*order)
        shape = [1] * x.ndim
        for k in order:
            shape[dims[k] % x.ndim] = a["weights"].shape[k]
        w = w.reshape(shape)
    keep = a.get("keepdims", False)
    if w is None:
        return torch.mean(x, dim=dims, keepdim=keep)
    return torch.sum(x * w, dim=dims, keepdim=keep) / torch.sum(w, dim=dims, keepdim=keep)


def _np_dot(x: Any, y: Any) -> Any:
    """np.dot: a product with a scalar, or a sum over the last axis of x and the
    second-to-last of y."""
    if x.ndim == 0 or y.ndim == 0:
        return x * y
    if y.ndim == 1:
        return torch.tensordot(x, y, dims=([x.ndim - 1], [0]))
    return torch.tensordot(x, y, dims=([x.ndim - 1], [y.ndim - 2]))


def _pad(a: Args) -> Any:
    x = a["self"]
    width = np.broadcast_to(np.asarray(a["pad_width"]), (x.ndim, 2))
    flat = [int(v) for pair in reversed(width.tolist()) for v in pair]
    return F.pad(x, flat, value=float(a.get("constant_values", 0)))


def _moment(function: Any, a: Args) -> Any:
    x, axis = a["self"], a.get("axis")
    dims = tuple(range(x.ndim)) if axis is None else _as_tuple(axis)
    return function(x, dim=dims, correction=a.get("ddof", 0), keepdim=a.get("keepdims", False))


def _as_matrix(x: Any) -> Any:
    """np.triu and np.tril read a 1-D input as the rows of a square matrix."""
    return x.expand(x.shape[0], x.shape[0]) if x.ndim == 1 else x


TORCH: dict[str, Callable[[Args], Any]] = {
    **{
        name: _unary(getattr(torch, tname))
        for name, tname in {
            "sin": "sin", "cos": "cos", "tan": "tan", "arcsin": "asin", "arccos": "acos",
            "arctan": "atan", "sinh": "sinh", "cosh": "cosh", "tanh": "tanh",
            "arcsinh": "asinh", "arccosh": "acosh", "arctanh": "atanh", "exp": "exp",
            "exp2": "exp2", "expm1": "expm1", "log": "log", "log2": "log2", "log10": "log10",
            "log1p": "log1p", "sqrt": "sqrt", "square": "square", "reciprocal": "reciprocal",
            "absolute": "abs", "fabs": "abs", "negative": "neg", "positive": "positive",
            "sign": "sign", "floor": "floor", "ceil": "ceil", "rint": "round", "trunc": "trunc",
            "sinc": "sinc", "deg2rad": "deg2rad", "rad2deg": "rad2deg", "expit": "sigmoid",
            "sigmoid": "sigmoid", "erf": "erf", "erfc": "erfc", "erfinv": "erfinv",
            "gammaln": "lgamma", "digamma": "digamma", "logit": "logit", "relu": "relu",
            "zeros_like": "zeros_like", "ones_like": "ones_like",
        }.items()
    },
    **{
        name: _binary(getattr(torch, tname))
        for name, tname in {
            "add": "add", "subtract": "sub", "multiply": "mul", "divide": "div",
            "power": "pow", "maximum": "maximum", "minimum": "minimum", "fmax": "fmax",
            "fmin": "fmin", "arctan2": "atan2", "hypot": "hypot", "logaddexp": "logaddexp",
            "logaddexp2": "logaddexp2", "copysign": "copysign", "fmod": "fmod",
            "remainder": "remainder", "float_power": "float_power", "xlogy": "xlogy",
            "matmul": "matmul", "inner": "inner", "kron": "kron",
        }.items()
    },
    "matrix_transpose": lambda a: a["self"].mT,
    "outer": lambda a: torch.outer(a["self"].reshape(-1), a["other"].reshape(-1)),
    "std": lambda a: _moment(torch.std, a),
    "var": lambda a: _moment(torch.var, a),
    "softmax": lambda a: torch.exp(_log_softmax(a)),
    "log_softmax": _log_softmax_adapter,
    "gelu_tanh": lambda a: F.gelu(a["self"], approximate="tanh"),
    "erfcx": _unary(torch.special.erfcx),
    "log_expit": _unary(F.logsigmoid),
    "sort": lambda a: (
        torch.sort(a["self"].reshape(-1), stable=True).values
        if a.get("axis", -1) is None
        else torch.sort(a["self"], dim=a.get("axis", -1), stable=True).values
    ),
    "roll": lambda a: torch.roll(
        a["self"], _as_tuple(a["shift"]), None if a.get("axis") is None else _as_tuple(a["axis"])
    ),
    "tile": lambda a: torch.tile(a["self"], _as_tuple(a["reps"])),
    "diagonal": lambda a: torch.diagonal(
        a["self"], a.get("offset", 0), a.get("axis1", 0), a.get("axis2", 1)
    ),
    "trace": lambda a: torch.diagonal(
        a["self"], a.get("offset", 0), a.get("axis1", 0), a.get("axis2", 1)
    ).sum(-1),
    "take_along_axis": lambda a: torch.take_along_dim(a["self"], a["indices"], a.get("axis", -1)),
    "solve": lambda a: torch.linalg.solve(a["a"], a["b"]),
    "eigvalsh": lambda a: torch.linalg.eigvalsh(a["self"]),
    "svdvals": _unary(torch.linalg.svdvals),
    "matrix_power": lambda a: torch.linalg.matrix_power(a["self"], a["n"]),
    "vdot": lambda a: torch.dot(a["self"].reshape(-1), a["other"].reshape(-1)),
    "tensordot": lambda a: torch.tensordot(
        a["self"], a["other"], a.get("axes", 2) if isinstance(a.get("axes", 2), int)
        else [list(x) for x in a["axes"]]
    ),
    "einsum": lambda a: torch.einsum(a["subscripts"], *a["operands"]),
    "multi_dot": lambda a: torch.linalg.multi_dot(a["arrays"]),
    "moveaxis": lambda a: torch.moveaxis(a["self"], a["source"], a["destination"]),
    "ravel": lambda a: a["self"].reshape(-1),
    "logit": _unary(torch.logit),
    "rel_entr": lambda a: torch.special.xlogy(a["self"], a["self"] / a["other"]),
    "kl_div": lambda a: torch.special.xlogy(a["self"], a["self"] / a["other"])
    - a["self"] + a["other"],
    "squeeze": lambda a: torch.squeeze(a["self"])
    if a.get("axis") is None
    else torch.squeeze(a["self"], _as_tuple(a["axis"])),
    "nansum": lambda a: torch.nansum(
        a["self"],
        dim=tuple(range(a["self"].ndim)) if a.get("axis") is None else _as_tuple(a["axis"]),
        keepdim=a.get("keepdims", False),
    ),
    "diff": lambda a: torch.diff(a["self"], n=a.get("n", 1), dim=a.get("axis", -1)),
    "polygamma": lambda a: torch.polygamma(a["n"], a["self"]),
    "clip": lambda a: _clip(a),
    "hstack": lambda a: torch.hstack(a["tup"]),
    "vstack": lambda a: torch.vstack(a["tup"]),
    "dstack": lambda a: torch.dstack(a["tup"]),
    "column_stack": lambda a: torch.column_stack(a["tup"]),
    "diag": lambda a: torch.diag(a["self"], a.get("k", 0)),
    "expand_dims": lambda a: a["self"].reshape(
        np.expand_dims(np.empty(tuple(a["self"].shape)), a["axis"]).shape
    ),
    "ptp": lambda a: _reduce("amax")(a) - _reduce("amin")(a),
    "rot90": lambda a: torch.rot90(a["self"], a.get("k", 1), list(a.get("axes", (0, 1)))),
    "fliplr": lambda a: torch.fliplr(a["self"]),
    "flipud": lambda a: torch.flipud(a["self"]),
    "nanmean": lambda a: torch.nanmean(
        a["self"],
        dim=tuple(range(a["self"].ndim)) if a.get("axis") is None else _as_tuple(a["axis"]),
        keepdim=a.get("keepdims", False),
    ),
    "softmax_cross_entropy": lambda a: -torch.take_along_dim(
        torch.log_softmax(a["logits"], dim=a.get("axis", -1)),
        torch.unsqueeze(a["labels"] % a["logits"].shape[a.get("axis", -1)], a.get("axis", -1)),
        a.get("axis", -1),
    ).squeeze(a.get("axis", -1)),
    "round": lambda a: torch.round(a["self"], decimals=a.get("decimals", 0)),
    "around": lambda a: torch.round(a["self"], decimals=a.get("decimals", 0)),
    "fix": _unary(torch.trunc),
    "atleast_1d": _unary(torch.atleast_1d),
    "atleast_2d": _unary(torch.atleast_2d),
    "atleast_3d": _unary(torch.atleast_3d),
    "radians": _unary(torch.deg2rad),
    "degrees": _unary(torch.rad2deg),
    "conjugate": _unary(torch.conj),
    "ldexp": _binary(torch.ldexp),
    "gamma": lambda a: torch.exp(torch.lgamma(a["self"])),  # the test domain is x > 0
    "cbrt": lambda a: torch.sign(a["self"]) * torch.abs(a["self"]) ** (1 / 3),
    "erfcinv": lambda a: torch.erfinv(1 - a["self"]),
    "average": lambda a: _average(a),
    "repeat": lambda a: torch.repeat_interleave(
        a["self"].reshape(-1) if a.get("axis") is None else a["self"],
        torch.as_tensor(a["repeats"]),
        dim=0 if a.get("axis") is None else a["axis"],
    ),
    "norm": lambda a: torch.linalg.norm(
        a["self"], a.get("ord"), None if a.get("axis") is None else _as_tuple(a["axis"]),
        a.get("keepdims", False),
    ),
    "dot": lambda a: torch.as_tensor(0.0) + _np_dot(a["self"], a["other"]),
    "pad": lambda a: _pad(a),
    "log_sigmoid": _unary(F.logsigmoid),  # derivgen's log_sigmoid, alias of log_expit
    "softplus": _unary(F.softplus),
    "gelu": lambda a: F.gelu(a["self"], approximate=a.get("approximate", "none")),
    "xlog1py": _binary(torch.special.xlog1py),
    "ndtr": _unary(torch.special.ndtr),
    "log_ndtr": _unary(torch.special.log_ndtr),
    "entr": _unary(torch.special.entr),
    "sum": _reduce("sum"),
    "mean": _reduce("mean"),
    "max": _reduce("amax"),
    "min": _reduce("amin"),
    "amax": _reduce("amax"),
    "amin": _reduce("amin"),
    "logsumexp": lambda a: torch.logsumexp(
        a["self"],
        dim=_dims(a.get("axis")) if a.get("axis") is not None else tuple(range(a["self"].ndim)),
        keepdim=a.get("keepdims", False),
    ),
    "prod": lambda a: (
        torch.prod(a["self"])
        if a.get("axis") is None
        else torch.prod(a["self"], dim=a["axis"], keepdim=a.get("keepdims", False))
    ),
    "where": lambda a: torch.where(a["condition"], a["self"], a["other"]),
    "inv": _unary(torch.linalg.inv),
    "det": _unary(torch.linalg.det),
    "slogdet": lambda a: tuple(torch.linalg.slogdet(a["self"])),
    "pinv": _unary(torch.linalg.pinv),
    "cholesky": _unary(torch.linalg.cholesky),
    "reshape": lambda a: torch.reshape(a["self"], tuple(a["shape"])),
    "transpose": lambda a: a["self"].permute(
        *(a.get("axes") or tuple(reversed(range(a["self"].ndim))))
    ),
    "swapaxes": lambda a: torch.swapaxes(a["self"], a["axis1"], a["axis2"]),
    "broadcast_to": lambda a: torch.broadcast_to(a["self"], tuple(a["shape"])),
    "concatenate": lambda a: torch.cat([t.reshape(-1) for t in a["arrays"]])
    if "axis" in a and a["axis"] is None
    else torch.cat(a["arrays"], dim=a.get("axis", 0)),
    "stack": lambda a: torch.stack(a["arrays"], dim=a.get("axis", 0)),
    "flip": lambda a: torch.flip(
        a["self"],
        dims=tuple(range(a["self"].ndim)) if a.get("axis") is None else _as_tuple(a["axis"]),
    ),
    "cumsum": lambda a: _scan(torch.cumsum, a),
    "cumprod": lambda a: _scan(torch.cumprod, a),
    "triu": lambda a: torch.triu(_as_matrix(a["self"]), diagonal=a.get("k", 0)),
    "tril": lambda a: torch.tril(_as_matrix(a["self"]), diagonal=a.get("k", 0)),
    "take": lambda a: torch.take(a["self"], a["indices"])
    if a.get("axis") is None
    else torch.index_select(a["self"], a["axis"], a["indices"].reshape(-1)).reshape(
        a["self"].shape[: a["axis"]] + a["indices"].shape + a["self"].shape[a["axis"] + 1 :]
    ),
}  # fmt: skip

# Where derivgen differs from PyTorch on purpose, and why. The oracle checks that the
# difference is real, so this list cannot go stale.
INTENDED = {
    **{
        ("det", number): "exactly singular matrix of rank n-1: derivgen returns the adjugate "
        "(the true gradient of a polynomial); PyTorch 2.13 returns zeros"
        for number in (2, 3, 4)
    },
    ("power", None): "self <= 0: derivgen states d/dother = 0 where log(self) is not real; "
    "PyTorch gives nan",
    **{
        ("cholesky", number): "derivgen differentiates the entries NumPy reads (the lower "
        "triangle), so the upper triangle gets 0; PyTorch returns a symmetrized gradient"
        for number in (0, 1)
    },
    ("ldexp", 0): "PyTorch's ldexp backward computes 2**exponent in integer arithmetic, so "
    "negative exponents give a zero gradient (derivgen: 2.0**exponent)",
    ("ldexp", 1): "PyTorch's ldexp backward does not sum a broadcast 0-d mantissa correctly "
    "(d/dx of 2x + x/2 comes out as 2.0, not 2.5)",
    **{
        ("eigvalsh", number): "as for cholesky, derivgen differentiates the triangle NumPy reads; "
        "PyTorch returns a symmetrized gradient"
        for number in (0, 1)
    },
}


def _to_torch(value: Any, requires_grad: bool) -> Any:
    if isinstance(value, list):
        return [_to_torch(v, requires_grad) for v in value]
    if isinstance(value, np.ndarray | np.generic):
        tensor = torch.from_numpy(np.array(value))
        if requires_grad and tensor.is_floating_point():
            tensor.requires_grad_(True)
        return tensor
    return value


CASES = [c for c in all_cases() if c.op in TORCH and c.diff]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_agrees_with_torch(case: Case, results: dict[str, list[str]]) -> None:
    info = ops()[case.op]
    out, pullback = dg.vjp(case.function(), *case.inputs())
    outs = list(out) if isinstance(out, tuple | list) else [out]
    rng = np.random.default_rng(11)
    cot = [rng.standard_normal(np.shape(o)) for o in outs]
    ours = pullback(tuple(cot) if isinstance(out, tuple | list) else cot[0])

    args = {k: _to_torch(v, k in info.differentiable) for k, v in case.args.items()}
    t_out = TORCH[case.op](args)
    t_outs = list(t_out) if isinstance(t_out, tuple | list) else [t_out]
    leaves = [args[n] if i is None else args[n][i] for n, i in case.diff]
    pairs = [(o, torch.from_numpy(c)) for o, c in zip(t_outs, cot, strict=True) if o.requires_grad]
    theirs = torch.autograd.grad(
        [o for o, _ in pairs], leaves, [c for _, c in pairs], allow_unused=True
    )
    key = (case.op, case.number)
    agree = all(
        np.allclose(a, np.zeros_like(a) if b is None else b.numpy(), rtol=1e-7, atol=1e-9)
        for a, b in zip(ours, theirs, strict=True)
    )
    if key in INTENDED:
        results.setdefault(case.op, []).append(f"case {case.number}: differs on purpose")
        assert not agree, f"{key} is listed as an intended difference but agrees with PyTorch"
        return
    results.setdefault(case.op, []).append(
        f"case {case.number}: {'agrees' if agree else 'DIFFERS'}"
    )
    assert agree, f"{case.id}: derivgen {ours} vs torch {theirs}"


def test_intended_differences_at_edge_points() -> None:
    """power at self < 0: derivgen gives 0 for d/dother, PyTorch nan."""
    g = dg.get_grad("power", argnums=1)(np.array([-2.0]), np.array([3.0]))
    x = torch.tensor([-2.0], requires_grad=False)
    y = torch.tensor([3.0], requires_grad=True)
    (t,) = torch.autograd.grad(torch.pow(x, y).sum(), [y])
    assert g[0] == 0.0 and torch.isnan(t[0])
