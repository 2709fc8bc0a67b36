"""NumPy calls the scalar tier (``derivgen.compile.passes.scalar_loops``) spells element by element.

Reductions (``np.mean``, ``var``, ``std``, ``max``, ``min``, ``np.linalg.norm``,
``logsumexp``, ``softmax``), comparisons and ``np.where`` (a boolean local, then a conditional
expression), ``np.maximum``/``minimum``, ``np.clip`` (the two of them), ``np.vander``,
``np.transpose``, ``*_like`` and the conjugate of a real value become one scalar statement
per element, in NumPy's order of operations (so results agree to rounding). ``np.linalg``
calls Numba implements on 2-D arrays (``solve``, ``inv``, ``pinv``, ``det``, ``slogdet``,
``svd``, ``svdvals``, ``lstsq``, ...) run as array calls inside the njit function: their
operands are packed into small arrays and their results read element by element, so the rest
of the function stays scalar code.
"""

from __future__ import annotations

import sys
from typing import Any, Protocol

import numpy as np

from derivgen.compile.fusion import Unfusable
from derivgen.compile.graph import Node
from derivgen.numeric.shapes import normalize_axes


class ScalarBody(Protocol):
    """What these spellings use of ``scalar_loops.ScalarBody`` (which imports this module)."""

    lines: list[str]

    def fresh(self, expression: str) -> str: ...
    def read(self, x: Any) -> np.ndarray: ...
    def bind(self, node: Node, elements: np.ndarray) -> None: ...
    def bind_var(self, var: Any, name: str, value: Any) -> None: ...
    def sum(self, x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray: ...
    def pack(self, elements: np.ndarray) -> str: ...


_COMPARE = {
    np.greater: ">", np.less: "<", np.greater_equal: ">=", np.less_equal: "<=",
    np.equal: "==", np.not_equal: "!=",
}  # fmt: skip
# boolean results (of any real operands), the pattern's {} filled with the operands
_LOGICAL = {
    np.logical_and: "bool({}) and bool({})", np.bitwise_and: "bool({}) and bool({})",
    np.logical_or: "bool({}) or bool({})", np.bitwise_or: "bool({}) or bool({})",
    np.logical_not: "not {}", np.isnan: "np.isnan({})", np.isfinite: "np.isfinite({})",
    np.isinf: "np.isinf({})",
}  # fmt: skip
# scipy.special ufuncs of one float64 argument, as Python's math module (accurate to about an
# ulp, as SciPy's own) or their definition
_SPECIAL = {
    "erf": "math.erf({})", "erfc": "math.erfc({})", "gammaln": "math.lgamma({})",
    "expit": "1.0 / (1.0 + np.exp(-{}))",
}  # fmt: skip
_REDUCE = {"np.mean", "np.var", "np.std", "np.max", "np.min", "np.amax", "np.amin"}
# np.linalg functions Numba implements with NumPy's semantics on one 2-D float64 matrix (and a
# right-hand side): name -> the extra positional arguments it may take (constants)
_LINALG = {
    "np.linalg.solve": 0, "np.linalg.inv": 0, "np.linalg.pinv": 1, "np.linalg.det": 0,
    "np.linalg.slogdet": 0, "np.linalg.svd": 1, "np.linalg.svdvals": 0, "np.linalg.lstsq": 1,
    "np.linalg.cholesky": 0, "np.linalg.eigvalsh": 0,
}  # fmt: skip
_KEYWORDS = {
    "np.linalg.lstsq": ("rcond",),
    "np.linalg.pinv": ("rcond",),
    "np.linalg.svd": ("full_matrices",),
}
_OPERANDS = {"np.linalg.solve": 2, "np.linalg.lstsq": 2}


def groups(x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    """``x`` with the kept axes first and the reduced ones flattened into the last."""
    kept = [a for a in range(x.ndim) if a not in axes]
    moved = np.transpose(x, (*kept, *axes))
    return moved.reshape(*moved.shape[: len(kept)], -1)


def spell(body: ScalarBody, node: Node) -> bool:
    """Write ``node`` as scalar statements if it is one of the calls here; False if not."""
    call, args, kwargs = node.call, node.args, node.kwargs
    if node.kind != "call":
        return False
    if node.func in _COMPARE and len(args) == 2 and not kwargs:
        _outputs(node, "b")
        body.bind(
            node, _each(body, [body.read(a) for a in args], f"{{}} {_COMPARE[node.func]} {{}}")
        )
    elif node.func in _LOGICAL and len(args) == _LOGICAL[node.func].count("{}") and not kwargs:
        _outputs(node, "b")
        body.bind(node, _each(body, [body.read(a) for a in args], _LOGICAL[node.func]))
    elif _special(node.func) and len(args) == 1 and not kwargs:
        _outputs(node, "f")
        body.bind(node, _each(body, [body.read(args[0])], _SPECIAL[node.func.__name__]))
    elif node.func in (np.maximum, np.minimum) and len(args) == 2 and not kwargs:
        _outputs(node, "f")
        body.bind(
            node, _each(body, [body.read(a) for a in args], f"np.{node.func.__name__}({{}}, {{}})")
        )
    elif call == "np.clip" and len(args) == 3 and not kwargs:  # NumPy's own definition
        _outputs(node, "f")
        value = body.read(args[0])
        for bound, pick in ((args[1], "maximum"), (args[2], "minimum")):
            if bound is not None:  # np.clip(x, None, hi): one side only
                value = _each(body, [value, body.read(bound)], f"np.{pick}({{}}, {{}})")
        body.bind(node, value)
    elif call == "np.where" and len(args) == 3 and not kwargs:
        _outputs(node, "f")
        body.bind(node, _each(body, [body.read(a) for a in args], "{1} if {0} else {2}"))
    elif call in ("np.conjugate", "np.conj", "np.real") and len(args) == 1 and not kwargs:
        _outputs(node, "f")
        body.bind(node, body.read(args[0]).copy())  # a real value: itself
    elif call in ("np.zeros_like", "np.ones_like") and len(args) == 1 and not kwargs:
        _outputs(node, "f")
        body.bind(node, np.full(np.shape(body.read(args[0])), "0.0" if "zeros" in call else "1.0"))
    elif call == "np.transpose" and len(args) <= 2 and not kwargs:
        _outputs(node, "f")
        body.bind(node, np.transpose(body.read(args[0]), args[1] if len(args) > 1 else None))
    elif call == "np.vander" and len(args) == 3 and not kwargs:
        _outputs(node, "f")
        body.bind(node, _vander(body, body.read(args[0]), args[1], args[2]))
    elif node.func is np.sum and _counts(node):
        x = _each(body, [body.read(args[0])], "int({})")  # True + True is 2, as NumPy's count
        axis = args[1] if len(args) > 1 else kwargs.get("axis")
        out = body.sum(x, normalize_axes(axis, x.ndim))
        body.bind(node, out.reshape(np.shape(node.outputs[0].value)))
    elif call == "ops.astype" and len(args) == 2 and not kwargs and args[1] == "float64":
        _outputs(node, "f")  # from a count or a boolean (a float: itself)
        body.bind(node, _each(body, [body.read(args[0])], "float({})"))
    elif call in _REDUCE and len(args) <= 2 and set(kwargs) <= {"axis", "keepdims", "ddof"}:
        _outputs(node, "f")
        x = body.read(args[0])
        axis = args[1] if len(args) > 1 else kwargs.get("axis")
        ddof = kwargs.get("ddof", 0)
        if type(ddof) is not int:
            raise Unfusable(f"{call} with ddof={ddof!r}")
        out = _reduce(body, call, groups(x, normalize_axes(axis, x.ndim)), ddof)
        body.bind(node, out.reshape(np.shape(node.outputs[0].value)))
    elif call == "np.linalg.norm" and _norm_args(args, kwargs):
        _outputs(node, "f")
        x = body.read(args[0])
        axis = args[2] if len(args) > 2 else kwargs.get("axis")
        squares = _each(body, [x, x], "{} * {}")
        out = _each(body, [body.sum(squares, normalize_axes(axis, x.ndim))], "np.sqrt({})")
        body.bind(node, out.reshape(np.shape(node.outputs[0].value)))
    elif call in ("ops.logsumexp", "ops.softmax") and len(args) == 2:
        if set(kwargs) - {"keepdims"}:
            return False
        _outputs(node, "f")
        x = body.read(args[0])
        axes = normalize_axes(args[1], x.ndim)
        if call == "ops.softmax":
            out = _softmax(body, x, axes)
        else:
            out = _logsumexp(body, groups(x, axes))
        body.bind(node, out.reshape(np.shape(node.outputs[0].value)))
    elif call in _LINALG and set(kwargs) <= set(_KEYWORDS.get(call, ())):
        _linalg(body, node)
    else:
        return False
    return True


def _outputs(node: Node, kinds: str) -> None:
    """``Unfusable`` unless every output is a float64 (``f``) or boolean (``b``) value."""
    for var in node.outputs:
        value = var.value
        if not isinstance(value, np.ndarray | np.generic | float | bool):
            raise Unfusable(f"{node.call} gives a {type(value).__name__}")
        dtype = np.asarray(value).dtype
        if dtype != {"f": np.float64, "b": np.bool_}[kinds]:
            raise Unfusable(f"{node.call} gives a {dtype} value")


def _special(func: Any) -> bool:
    """Whether ``func`` is one of scipy.special's ufuncs in ``_SPECIAL``."""
    name = getattr(func, "__name__", "")
    special = sys.modules.get("scipy.special")
    return name in _SPECIAL and special is not None and getattr(special, name, None) is func


def special_formula(func: Any) -> str | None:
    """The spelling (``"1.0 / (1.0 + np.exp(-{}))"``) of one of scipy.special's ufuncs that
    the scalar code writes (``_SPECIAL``), else None."""
    return _SPECIAL[func.__name__] if _special(func) else None


def _counts(node: Node) -> bool:
    """A sum of booleans over constant axes: an int64 count."""
    args, kwargs = node.args, node.kwargs
    if len(args) > 2 or set(kwargs) - {"axis", "keepdims"} or len(node.outputs) != 1:
        return False
    value, out = getattr(args[0], "value", None), node.outputs[0].value
    return np.asarray(value).dtype == np.bool_ and np.asarray(out).dtype == np.int64


def _each(body: ScalarBody, operands: list[np.ndarray], pattern: str) -> np.ndarray:
    """One statement per element of the broadcast operands, ``pattern`` filled with them."""
    spread = np.broadcast_arrays(*operands)
    out = np.empty(spread[0].shape, object)
    for index in np.ndindex(out.shape):
        out[index] = body.fresh(pattern.format(*(str(a[index]) for a in spread)))
    return out


def _fold(body: ScalarBody, grouped: np.ndarray, pattern: str) -> np.ndarray:
    """Each group folded from the left, ``pattern`` combining the running value and a term."""
    if grouped.shape[-1] == 0:
        raise Unfusable("a reduction over no elements")
    out = np.empty(grouped.shape[:-1], object)
    for index in np.ndindex(out.shape):
        running = str(grouped[index][0])
        for term in grouped[index][1:]:
            running = body.fresh(pattern.format(running, term))
        out[index] = running
    return out


def _total(body: ScalarBody, terms: list[str]) -> str:
    return body.fresh(" + ".join(terms))


def _reduce(body: ScalarBody, call: str, grouped: np.ndarray, ddof: int) -> np.ndarray:
    """``np.max``/``min``/``mean``/``var``/``std`` of each group (NaN-propagating as NumPy's)."""
    if call in ("np.max", "np.amax", "np.min", "np.amin"):
        pick = "maximum" if "max" in call else "minimum"
        return _fold(body, grouped, f"np.{pick}({{}}, {{}})")
    n = grouped.shape[-1]
    if n == 0:
        raise Unfusable("a mean over no elements")
    out = np.empty(grouped.shape[:-1], object)
    for index in np.ndindex(out.shape):
        terms = [str(t) for t in grouped[index]]
        mean = body.fresh(f"{_total(body, terms)} / {float(n)!r}")
        if call == "np.mean":
            out[index] = mean
            continue
        deviations = [body.fresh(f"{t} - {mean}") for t in terms]
        squares = [body.fresh(f"{d} * {d}") for d in deviations]
        var = body.fresh(f"{_total(body, squares)} / {float(max(n - ddof, 0))!r}")
        out[index] = var if call == "np.var" else body.fresh(f"np.sqrt({var})")
    return out


def _shift(body: ScalarBody, grouped: np.ndarray) -> np.ndarray:
    """Each group's maximum, where it is finite (else 0: the logsumexp shift)."""
    top = _fold(body, grouped, "np.maximum({}, {})")
    return _each(body, [top], "{0} if np.isfinite({0}) else 0.0")


def _logsumexp(body: ScalarBody, grouped: np.ndarray) -> np.ndarray:
    """``derivgen.numeric.nn.logsumexp`` of each group (real values)."""
    shift = _shift(body, grouped)
    out = np.empty(grouped.shape[:-1], object)
    for index in np.ndindex(out.shape):
        m = shift[index]
        terms = [body.fresh(f"np.exp({t} - {m})") for t in grouped[index]]
        out[index] = body.fresh(f"np.log({_total(body, terms)}) + {m}")
    return out


def _softmax(body: ScalarBody, x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    """``derivgen.numeric.nn.softmax`` over ``axes`` (real values): infinite maxima share the
    mass among the ties, a NaN gives NaN."""
    kept = [a for a in range(x.ndim) if a not in axes]
    order = (*kept, *axes)
    grouped = groups(x, axes)
    top = _fold(body, grouped, "np.maximum({}, {})")
    out = np.empty(grouped.shape, object)
    for index in np.ndindex(top.shape):
        m = top[index]
        exps = [
            body.fresh(
                f"np.exp({t} - {m}) if np.isfinite({m}) else ((1.0 if {t} == {m} else 0.0)"
                f" if {m} > 0 else (1.0 if {m} < 0 else np.nan))"
            )
            for t in grouped[index]
        ]
        total = _total(body, exps)
        out[index] = [body.fresh(f"{e} / {total}") for e in exps]
    moved_shape = tuple(x.shape[a] for a in order)
    return np.transpose(out.reshape(moved_shape), np.argsort(order))


def _vander(body: ScalarBody, x: np.ndarray, n: Any, increasing: Any) -> np.ndarray:
    """``np.vander(x, n, increasing)``: each power the previous one times x, as NumPy's
    ``multiply.accumulate``."""
    if x.ndim != 1 or type(n) is not int or type(increasing) is not bool:
        raise Unfusable("np.vander of other than a vector with constant arguments")
    out = np.empty((x.shape[0], n), object)
    for i, element in enumerate(x):
        power = "1.0"
        powers = []
        for k in range(n):
            powers.append(power)
            power = str(element) if k == 0 else body.fresh(f"{power} * {element}")
        out[i] = powers if increasing else powers[::-1]
    return out


def _norm_args(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    ord_ = args[1] if len(args) > 1 else kwargs.get("ord")
    return ord_ is None and len(args) <= 4 and set(kwargs) <= {"ord", "axis", "keepdims"}


def _linalg(body: ScalarBody, node: Node) -> None:
    """A ``np.linalg`` call run on arrays packed from the operands' elements."""
    call, args = node.call, node.args
    operands = _OPERANDS.get(call, 1)
    extra = list(args[operands:])
    for name in _KEYWORDS.get(call, ())[len(extra) :]:  # a keyword: its place
        if name in node.kwargs:
            extra.append(node.kwargs[name])
    if len(extra) > _LINALG[call] or any(type(a) not in (bool, float, type(None)) for a in extra):
        raise Unfusable(f"{call} with arguments that are not constants")
    packed = []
    for k, operand in enumerate(args[:operands]):
        elements = body.read(operand)
        value = getattr(operand, "value", operand)  # a Var's traced value, or a constant
        if not isinstance(value, np.ndarray) or value.dtype != np.float64:
            raise Unfusable(f"{call} of other than a float64 array")
        if elements.ndim not in (1, 2) or k == 0 and elements.ndim != 2:
            raise Unfusable(f"{call} of other than a matrix")
        packed.append(body.pack(elements))
    if call == "np.linalg.lstsq":
        rows, columns = np.shape(body.read(args[0]))
        rcond = extra[0] if extra else None  # NumPy's None: eps times the larger dimension
        extra = [float(np.finfo(np.float64).eps * max(rows, columns)) if rcond is None else rcond]
    text = ", ".join([*packed, *map(repr, extra)])
    if call == "np.linalg.svdvals":
        text = f"np.linalg.svd({text}, False)[1]"
    else:
        text = f"{call}({text})"
    result = body.fresh(text)
    for var, path in zip(node.outputs, node.paths, strict=True):
        value = var.value
        if len(path) > 1 or np.size(value) > 64:
            raise Unfusable(f"{call}: a result of another structure")
        name = result if not path else body.fresh(f"{result}[{path[0]}]")
        if call == "np.linalg.lstsq" and path in ((1,), (2,)):  # the residuals' length varies
            if path == (1,):
                body.lines.append(f"if {name}.shape[0] != {np.shape(value)[0]}:")
                body.lines.append("    raise _Retrace")
        elif np.asarray(value).dtype != np.float64:
            raise Unfusable(f"{call} gives a {np.asarray(value).dtype} value")
        body.bind_var(var, name, value)
