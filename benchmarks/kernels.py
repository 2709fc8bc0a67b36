"""Single-op backward kernels: derivgen's generated backward against the same formula in NumPy."""

from __future__ import annotations

import dataclasses
import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks import peers
from benchmarks.results import NOT_REGISTERED, Entry
from benchmarks.timing import Settings, measure_side_by_side

Values = dict[str, Any]  # an op's arguments and outputs by name, as its formulas name them
Floor = Callable[[Any, Values], Any]  # (grad, values) -> the gradient(s), hand-written


@dataclass(frozen=True)
class Case:
    """One op at the sizes it is measured: its inputs, and its formula written in NumPy."""

    op: str
    label: str
    inputs: Callable[[int, np.random.Generator], Values]  # the op's arguments by name
    floors: tuple[Floor, ...]  # the first that agrees with derivgen's result is timed
    numexpr: str | None = None  # the same formula for numexpr.evaluate
    matrix: bool = False  # sizes are matrix orders, not element counts


def _vector(n: int, rng: np.random.Generator) -> Values:
    return {"self": rng.uniform(-2, 2, n)}


def _rows(n: int, rng: np.random.Generator) -> Values:
    return {"self": rng.standard_normal((max(n // 10, 1), 10)), "axis": 1}


def _broadcast(n: int, rng: np.random.Generator) -> Values:
    return {"self": rng.standard_normal((max(n // 10, 1), 10)), "other": rng.standard_normal(10)}


def _square(k: int, rng: np.random.Generator) -> Values:
    return {"self": rng.standard_normal((k, k)), "other": rng.standard_normal((k, k))}


def _matrix(k: int, rng: np.random.Generator) -> Values:
    return {"self": rng.standard_normal((k, k)) / math.sqrt(k) + np.eye(k)}


# ---------------------------------------------------------------- the floors, by hand


def _sin(g: Any, v: Values) -> Any:
    return g * np.cos(v["self"])


def _tanh(g: Any, v: Values) -> Any:
    return g * (1 - v["result"] * v["result"])


def _expit(g: Any, v: Values) -> Any:
    return g * v["result"] * (1 - v["result"])


def _gelu_exact(g: Any, v: Values) -> Any:
    from scipy.special import erf  # NumPy has no erf; scipy comes with jax

    x = v["self"]
    return g * (
        0.5 * (1 + erf(x / math.sqrt(2))) + x * np.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)
    )


def _gelu_tanh(g: Any, v: Values) -> Any:
    x, c = v["self"], math.sqrt(2 / math.pi)
    t = np.tanh(c * (x + 0.044715 * x**3))
    return g * (0.5 * (1 + t) + 0.5 * x * (1 - t * t) * c * (1 + 3 * 0.044715 * x * x))


def _multiply(g: Any, v: Values) -> Any:
    return g * v["other"], np.sum(g * v["self"], axis=0)


def _sum(g: Any, v: Values) -> Any:
    return np.broadcast_to(g[:, None], v["self"].shape)


def _matmul(g: Any, v: Values) -> Any:
    return g @ v["other"].T, v["self"].T @ g


def _det(g: Any, v: Values) -> Any:
    return g * v["result"] * np.linalg.inv(v["self"]).T


CASES = (
    Case("sin", "sin", _vector, (_sin,), "grad * cos(self)"),
    Case("tanh", "tanh", _vector, (_tanh,), "grad * (1 - result * result)"),
    Case("expit", "expit", _vector, (_expit,), "grad * result * (1 - result)"),
    Case("gelu", "gelu", _vector, (_gelu_exact, _gelu_tanh)),  # whichever the spec defines
    Case("multiply", "multiply (N/10,10)*(10,)", _broadcast, (_multiply,)),
    Case("sum", "sum axis=1 of (N/10,10)", _rows, (_sum,)),
    Case("matmul", "matmul", _square, (_matmul,), matrix=True),
    Case("det", "det (floor: det·inv⁻ᵀ)", _matrix, (_det,), matrix=True),
)


def sizes(case: Case, settings: Settings) -> tuple[int, ...]:
    """N for element-wise cases, matrix orders for matrix cases."""
    if case.op == "det":
        return (16,) if settings.quick else (64,)
    if case.matrix:
        return (16, 64) if settings.quick else (64, 512)
    return (10, 1000) if settings.quick else (10, 1000, 1_000_000)


def bind(info: Any, inputs: Values) -> Values:
    """The op's arguments with defaults filled in, and its outputs, computed once, by name."""
    bound = inspect.signature(info.forward).bind(**inputs)
    bound.apply_defaults()
    values = dict(bound.arguments)
    result = info.forward(*bound.args, **bound.kwargs)
    outputs = (result,) if len(info.outputs) == 1 else tuple(result)
    values.update(zip(info.outputs, outputs, strict=True))
    return values


def saved(info: Any, values: Values) -> dict[str, Any]:
    """Exactly the values ``op_info(op).saved`` lists, by name (``x_shape`` is x's shape);
    backwards take them as keywords."""
    out = {}
    for name in info.saved:
        if name in values:
            out[name] = values[name]
        elif name.endswith("_shape") and name[:-6] in values:
            out[name] = np.shape(values[name[:-6]])
        else:
            raise KeyError(f"cannot supply saved value {name!r} of {info.name}")
    return out


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, tuple | list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(np.allclose(a, b, rtol=1e-6, atol=1e-9))


def _agreeing(floors: tuple[Floor, ...], ours: Any, grad: Any, values: Values) -> Floor | None:
    """The first floor whose result matches derivgen's; failing ones are passed over."""
    for floor in floors:
        try:
            if _same(ours, floor(grad, values)):
                return floor
        except Exception:
            continue
    return None


def _size_label(case: Case, n: int) -> str:
    return f"{n}x{n}" if case.matrix else f"{n:.0e}".replace("e+0", "e")


def run_case(case: Case, n: int, settings: Settings) -> list[Entry]:
    """derivgen, the NumPy floor and (for element-wise formulas) numexpr on one case and size."""
    import derivgen as dg

    label, size = case.label, _size_label(case, n)
    elements = n * n if case.matrix else n
    impls = ("derivgen", "numpy", "numexpr")
    if case.op not in dg.list_ops():
        return [Entry(label, size, elements, i, status=NOT_REGISTERED) for i in impls[:2]]
    rng = np.random.default_rng(0)
    info = dg.op_info(case.op)
    values = bind(info, case.inputs(n, rng))
    grad = rng.standard_normal(np.shape(values[info.outputs[0]]))
    backward, args = dg.get_backward(case.op), saved(info, values)
    ours = backward(grad, **args)
    floor = _agreeing(case.floors, ours, grad, values)
    note = "" if floor else "floor's result differs from derivgen's"
    floor = floor or case.floors[0]
    calls = {"derivgen": lambda: backward(grad, **args), "numpy": lambda: floor(grad, values)}
    entries = {}
    if case.numexpr is not None:
        ne, status = peers.load("numexpr")
        if ne is None:
            entries["numexpr"] = Entry(label, size, elements, "numexpr", status=status)
        else:
            local = {"grad": grad, **{k: v for k, v in values.items() if isinstance(v, np.ndarray)}}
            formula = case.numexpr
            calls["numexpr"] = lambda: ne.evaluate(formula, local_dict=local)
    for impl, timing in measure_side_by_side(calls, settings).items():
        entries[impl] = Entry(label, size, elements, impl, timing.median)
    if note:
        entries["numpy"] = dataclasses.replace(entries["numpy"], note=note)
    return [entries[impl] for impl in impls if impl in entries]


def run(settings: Settings) -> list[Entry]:
    """Every kernel case at every size; a failing case is reported, not raised."""
    entries: list[Entry] = []
    for case in CASES:
        for n in sizes(case, settings):
            try:
                entries += run_case(case, n, settings)
            except Exception as exc:
                status = f"failed: {type(exc).__name__}: {exc}"
                entries.append(
                    Entry(case.label, _size_label(case, n), n, "derivgen", status=status)
                )
    return entries
