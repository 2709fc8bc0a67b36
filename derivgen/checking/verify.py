"""Checking each op's generated derivatives from the ``tests:`` of its spec entry.

``derivgen verify`` and the test suite share this: the inputs an op's ``tests:`` describe
(``cases``), and the checks. First order calls the generated backward directly and compares
it with central differences of the forward in float64; second order differentiates that
backward call in reverse mode (gradcheck: central differences and the dot-product test);
for unary elementwise ops, SymPy's derivative of the forward is compared with the formula
when SymPy is installed.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

DEFAULT_DOMAIN = (-2.0, 2.0)


@dataclass(frozen=True)
class Case:
    """One call of an op: its arguments, and which of them are differentiated."""

    op: str
    number: int
    args: dict[str, Any]
    diff: tuple[tuple[str, int | None], ...]  # (argument, position in a Tensor[] or None)
    info: Any = field(compare=False, repr=False)

    @property
    def id(self) -> str:
        return f"{self.op}-{self.number}"

    def function(self) -> Callable[..., Any]:
        """The op as a function of its differentiated inputs only."""
        fixed = dict(self.args)
        forward = self.info.forward

        def f(*xs: Any) -> Any:
            kwargs = {k: list(v) if isinstance(v, list) else v for k, v in fixed.items()}
            for (name, index), x in zip(self.diff, xs, strict=True):
                if index is None:
                    kwargs[name] = x
                else:
                    kwargs[name][index] = x
            return forward(**kwargs)

        return f

    def inputs(self) -> list[Any]:
        return [
            self.args[name] if index is None else self.args[name][index]
            for name, index in self.diff
        ]

    def describe(self) -> str:
        """The case's inputs, briefly: ``self: float64 (4, 2, 3)``."""
        parts = []
        for name, value in self.args.items():
            if isinstance(value, np.ndarray):
                parts.append(f"{name}: {value.dtype} {value.shape}")
            elif isinstance(value, list):
                parts.append(f"{name}: [{', '.join(str(np.shape(v)) for v in value)}]")
            else:
                parts.append(f"{name}={value!r}")
        return ", ".join(parts)


def _domain(tests: Mapping[str, Any], name: str) -> Any:
    domain = tests.get("domain", DEFAULT_DOMAIN)
    if isinstance(domain, dict):
        return domain.get(name, DEFAULT_DOMAIN)
    return domain


def _tensor(spec: Any, domain: Any, rng: np.random.Generator, dtype: Any) -> np.ndarray:
    if isinstance(spec, dict):
        value = np.asarray(spec["value"])
        return value.astype(dtype) if value.dtype.kind in "fc" else value
    shape = tuple(spec)
    if domain == "bool":
        return rng.random(shape) < 0.5
    low, high = domain
    real = rng.uniform(low, high, size=shape)
    if np.dtype(dtype).kind != "c":
        return real.astype(dtype)
    # Imaginary parts away from 0 keep complex inputs off the branch cuts on the real axis.
    imag = rng.uniform(0.2, 0.6, size=shape) * rng.choice([-1.0, 1.0], size=shape)
    return (real + 1j * imag).astype(dtype)


def _invertible(x: np.ndarray) -> np.ndarray:
    n = x.shape[-1]
    return x + (n + 1.0) * np.eye(n, dtype=x.dtype)


def cases(info: Any, dtype: Any = np.float64, seed: int = 0) -> Iterator[Case]:
    """Every test case of an op (its OpInfo), with random inputs drawn from its domain."""
    tests = info.tests
    if np.dtype(dtype).kind == "c":  # `complex:` in tests may give other cases or domains
        tests = {**tests, **tests.get("complex", {})}
    rng = np.random.default_rng(seed)
    matrix = tests.get("matrix", {})
    for number, case in enumerate(tests["cases"]):
        args: dict[str, Any] = {}
        for name, value in case.items():
            if name in info.inputs:
                if value is None:  # an optional Tensor left out (a required `Tensor? q`)
                    args[name] = None
                elif isinstance(value, list) and value and isinstance(value[0], list):
                    args[name] = [_tensor(v, _domain(tests, name), rng, dtype) for v in value]
                else:
                    args[name] = _tensor(value, _domain(tests, name), rng, dtype)
                if matrix.get(name) == "invertible":
                    args[name] = _invertible(args[name])
            else:
                args[name] = tuple(value) if isinstance(value, list) else value
        diff: list[tuple[str, int | None]] = []
        for name in info.differentiable:
            value = args.get(name)
            if isinstance(value, list):
                diff += [(name, k) for k in range(len(value))]
            elif value is not None and np.asarray(value).dtype.kind in "fc":
                diff.append((name, None))
        yield Case(info.name, number, args, tuple(diff), info)


def has_second_order(info: Any, number: int) -> bool:
    """Per the spec: `second_order: false`, or a list of the cases where it does not exist."""
    declared = info.tests.get("second_order", True)
    return number not in declared if isinstance(declared, list) else bool(declared)


def tolerance(tests: Mapping[str, Any], key: str, dtype: str, default: float) -> float:
    """A tolerance from ``tests:``, either one number or one per dtype name."""
    value = tests.get(key, default)
    return float(value.get(dtype, default) if isinstance(value, dict) else value)


class CheckFailed(Exception):
    """A derivative disagrees with its reference; the message says where and by how much."""


def _saved(info: Any, args: Mapping[str, Any], outputs: list[Any]) -> dict[str, Any]:
    """The values the generated backward takes after the cotangents, by name."""
    saved: dict[str, Any] = {}
    parameters = inspect.signature(info.forward).parameters
    for name in info.saved:
        if name in args:
            saved[name] = args[name]
        elif name.endswith("_shape") and name[:-6] in args:
            saved[name] = np.shape(args[name[:-6]])
        elif name in info.outputs:
            saved[name] = outputs[info.outputs.index(name)]
        else:
            saved[name] = parameters[name].default
    return saved


def _outputs(info: Any, out: Any) -> list[Any]:
    return [out] if len(info.outputs) == 1 else list(out)


def _direct_backward(case: Case, us: list[Any], xs: list[Any]) -> list[Any]:
    """The generated backward called on its own, the gradients of the case's inputs."""
    info = case.info
    args = {k: list(v) if isinstance(v, list) else v for k, v in case.args.items()}
    for (name, index), x in zip(case.diff, xs, strict=True):
        if index is None:
            args[name] = x
        else:
            args[name][index] = x
    outputs = _outputs(info, info.forward(**args))
    grads = info.backward(**dict(zip(info.grads, us, strict=True)), **_saved(info, args, outputs))
    by_input = [grads] if len(info.inputs) == 1 else list(grads)
    result = []
    for name, index in case.diff:
        g = by_input[info.inputs.index(name)]
        result.append(g if index is None or g is None else g[index])
    return result


def _cotangent(out: Any, rng: np.random.Generator) -> Any:
    """A random cotangent for an output: an array, or a list of them for a Tensor[] output."""
    if isinstance(out, list | tuple):
        return [_cotangent(o, rng) for o in out]
    if np.asarray(out).dtype.kind in "fc":
        return rng.standard_normal(np.shape(out))
    return np.zeros(np.shape(out))  # an integer or boolean output has no derivative


def _cotangents(info: Any, out: Any, rng: np.random.Generator) -> list[Any]:
    return [_cotangent(o, rng) for o in _outputs(info, out)]


def _pair(out: Any, u: Any) -> float:
    if isinstance(out, list | tuple):
        return sum(_pair(o, v) for o, v in zip(out, u, strict=True))
    if np.asarray(out).dtype.kind not in "fc":
        return 0.0
    return float(np.sum(np.real(np.asarray(out)) * u))


def _pairing(info: Any, us: list[Any], out: Any) -> float:
    """<u, f(x)> over every floating-point output."""
    return sum(_pair(o, u) for o, u in zip(_outputs(info, out), us, strict=True))


def check_first_order(case: Case) -> None:
    """The generated backward against central differences of the forward, element by element."""
    info, f, xs = case.info, case.function(), case.inputs()
    rng = np.random.default_rng(1)
    us = _cotangents(info, f(*xs), rng)
    grads = _direct_backward(case, us, xs)
    rtol = tolerance(info.tests, "rtol", "float64", 1e-5)
    atol = tolerance(info.tests, "atol", "float64", 1e-6)
    eps = 1e-6
    for k, ((name, index), x, g) in enumerate(zip(case.diff, xs, grads, strict=True)):
        label = name if index is None else f"{name}[{index}]"
        g = np.zeros_like(x) if g is None else np.asarray(g)
        if g.shape != np.shape(x):
            raise CheckFailed(f"input {label}: gradient has shape {g.shape}, input {np.shape(x)}")
        for element in np.ndindex(np.shape(x)):
            step = np.zeros_like(x)
            step[element] = eps
            up = [*xs[:k], x + step, *xs[k + 1 :]]
            down = [*xs[:k], x - step, *xs[k + 1 :]]
            want = (_pairing(info, us, f(*up)) - _pairing(info, us, f(*down))) / (2 * eps)
            got = float(np.real(g[element]))  # a real input's gradient is the real part
            if not np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True):
                raise CheckFailed(
                    f"input {label}, element {element}: the backward gives {got:.10g}, "
                    f"central differences give {want:.10g} (rtol={rtol}, atol={atol})"
                )


def check_second_order(case: Case) -> None:
    """The backward's own derivative: gradcheck of x -> <w, backward(u, x)>."""
    from derivgen.checking.gradcheck import GradcheckError, gradcheck

    info, xs = case.info, case.inputs()
    rng = np.random.default_rng(2)
    us = _cotangents(info, case.function()(*xs), rng)
    ws = [rng.standard_normal(np.shape(x)) for x in xs]

    def first_order(*ys: Any) -> Any:
        total: Any = 0.0
        for g, w in zip(_direct_backward(case, us, list(ys)), ws, strict=True):
            if g is not None:
                total = total + np.sum(g * w)
        return total

    try:
        gradcheck(first_order, *xs, rtol=1e-4, atol=1e-5, seed=3)
    except GradcheckError as exc:
        raise CheckFailed(str(exc).removeprefix("gradcheck: ")) from None


# SymPy functions that lambdify's "scipy" module does not print, evaluated independently.
def _reference_functions() -> dict[str, Any]:
    import scipy.special

    def polylog(s: int, z: np.ndarray) -> np.ndarray:
        import mpmath

        return np.vectorize(lambda v: float(mpmath.polylog(s, v)))(z)

    return {
        "DiracDelta": lambda v: 0 * v,
        "elliptic_k": scipy.special.ellipk,
        "elliptic_e": scipy.special.ellipe,
        "polylog": polylog,
    }


@dataclass(frozen=True)
class Symbolic:
    """Whether SymPy agrees with a formula: True, False, or None when it cannot say."""

    agrees: bool | None
    detail: str


def check_symbolic(info: Any) -> Symbolic:
    """For a unary elementwise op: SymPy's derivative of the forward against the formula."""
    if not info.elementwise or len(info.inputs) != 1 or len(info.outputs) != 1:
        return Symbolic(None, "not a unary elementwise op")
    try:
        import sympy as sp

        from derivgen.checking.symbolic import derivative, forward_expression
    except ImportError:
        return Symbolic(None, "SymPy is not installed")
    x = sp.Symbol("x", real=True)
    try:
        forward = forward_expression(info, x)
        ours = derivative(info, simplify=False)
    except ValueError as exc:
        return Symbolic(None, str(exc))
    reference = sp.diff(forward, x)
    low, high = info.tests.get("domain", DEFAULT_DOMAIN)
    points = np.linspace(low, high, 9) + 1e-3  # off the kinks at 0
    try:
        modules = [_reference_functions(), "scipy", "numpy"]
        want = np.broadcast_to(sp.lambdify(x, reference, modules=modules)(points), points.shape)
        got = np.broadcast_to(
            sp.lambdify(x, ours, modules=["scipy", "numpy"])(points), points.shape
        )
    except Exception as exc:  # a SymPy function with no numeric form here
        return Symbolic(None, f"SymPy's derivative could not be evaluated ({exc})")
    if np.allclose(got, want, rtol=1e-9, atol=1e-12, equal_nan=True):
        return Symbolic(True, f"SymPy agrees: d/dx {forward} = {reference}")
    worst = int(np.argmax(np.abs(got - want)))
    return Symbolic(
        False,
        f"SymPy disagrees: d/dx {forward} = {reference}, which is {want[worst]:.10g} at "
        f"x = {points[worst]:.4g}; the formula gives {got[worst]:.10g}",
    )


@dataclass(frozen=True)
class Finding:
    """The outcome of one check of one op: ok, failed (with what), or not applicable."""

    op: str
    line: int
    check: str  # "first order", "second order" or "SymPy"
    ok: bool | None
    detail: str = ""
    case: str = ""


def verify_op(info: Any, symbolic: bool = True, second_order: bool = True) -> list[Finding]:
    """Every check of one op, first and second order for each case, then SymPy."""
    findings = []
    for case in cases(info):
        if not case.diff:
            continue
        checks = [("first order", check_first_order)]
        if second_order and has_second_order(info, case.number):
            checks.append(("second order", check_second_order))
        for name, check in checks:
            where = f"case {case.number} ({case.describe()})"
            try:
                check(case)
            except CheckFailed as exc:
                findings.append(Finding(info.name, info.line, name, False, str(exc), where))
            except Exception as exc:  # a crash is a failure of the op, not of verify
                detail = f"raised {type(exc).__name__}: {exc}"
                findings.append(Finding(info.name, info.line, name, False, detail, where))
            else:
                findings.append(Finding(info.name, info.line, name, True, "", where))
    if symbolic:
        outcome = check_symbolic(info)
        findings.append(Finding(info.name, info.line, "SymPy", outcome.agrees, outcome.detail))
    return findings
