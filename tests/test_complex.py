"""Complex inputs follow JAX's convention: every complex op is checked against complex finite
differences (always) and against JAX (when installed), in reverse, forward and second order."""

from __future__ import annotations

import importlib
import inspect
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import derivgen as dg
import derivgen.scipy as dscipy
from derivgen.codegen.model.spec import parse_spec
from derivgen.codegen.render import render_package
from derivgen.ops.binding import prepared
from derivgen.ops.registry import ops
from tests.jax_reference import jitted
from tests.opcases import Case, cases

COMPLEX_OPS = sorted(name for name, info in ops().items() if info.complex)
CASES = [
    case
    for name in COMPLEX_OPS
    for case in cases(name, np.complex128, seed=7)
    if any(np.iscomplexobj(x) for x in case.inputs())
]
STEP = 1e-6


def _outputs(value: Any) -> list[Any]:
    return list(value) if isinstance(value, tuple | list) else [value]


def _weights(case: Case) -> list[Any]:
    """Random weights w, one per output, complex for complex outputs."""
    rng = np.random.default_rng(case.number + 11)
    weights = []
    gauge_free = GAUGE_FREE.get(case.op, lambda outs, module: outs)
    for out in gauge_free(_outputs(case.function()(*case.inputs())), np):
        shape = np.shape(out)
        w = rng.standard_normal(shape)
        if np.iscomplexobj(out):
            w = w + 1j * rng.standard_normal(shape)
        weights.append(w)
    return weights


# Outputs that are defined only up to a phase: the loss sees them through phase-free values.
GAUGE_FREE = {
    "eigh": lambda outs, module: [outs[0], outs[1] * module.conj(outs[1])],
    # eig's eigenvectors are seen through their projectors v v^T / (v^T v), free of any phase
    "eig": lambda outs, module: [
        outs[0],
        outs[1][..., :, None, :]
        * outs[1][..., None, :, :]
        / module.sum(outs[1] * outs[1], axis=-2)[..., None, None, :],
    ],
    "svd": lambda outs, module: [
        outs[0] * module.conj(outs[0]),
        outs[1],
        outs[2] * module.conj(outs[2]),
        _weighted_product(outs[0], outs[2]),
    ],
}


def _weighted_product(u: Any, vh: Any) -> Any:
    """U diag(1, 2, ..) Vh over the first min(m, n) singular vectors: free of their phases,
    and it couples U and Vh (U diag(S) Vh alone would be the input)."""
    k = min(np.shape(u)[-2], np.shape(vh)[-1])
    return (u[..., :k] * np.arange(1.0, k + 1)) @ vh[..., :k, :]


def _observed(case: Case) -> Any:
    """The op as a function of its differentiated inputs, returning what the loss sees."""
    f = case.function()
    gauge_free = GAUGE_FREE.get(case.op, lambda outs, module: outs)

    def observed(*xs: Any) -> Any:
        outs = gauge_free(_outputs(f(*xs)), np)
        return outs[0] if len(outs) == 1 else tuple(outs)

    return observed


def _loss(case: Case, weights: list[Any], module: Any = np) -> Any:
    """The real scalar sum_k Re sum(w_k * out_k): its gradient is the vjp with cotangents w."""
    f = case.function()
    gauge_free = GAUGE_FREE.get(case.op, lambda outs, module: outs)

    def loss(*xs: Any) -> Any:
        outs = gauge_free(_outputs(f(*xs)), module)
        terms = [module.sum(module.real(w * o)) for w, o in zip(weights, outs, strict=True)]
        return sum(terms[1:], terms[0])

    return loss


def _numeric_gradient(loss: Any, xs: list[Any]) -> list[Any]:
    """JAX's gradient of a real function of complex inputs: dL/dx - 1j dL/dy, by central
    differences on the real and imaginary part of every element."""
    grads = []
    for k, x in enumerate(xs):
        g = np.zeros_like(x)
        for index in np.ndindex(np.shape(x)):
            parts = []
            for direction in (1.0, 1j) if np.iscomplexobj(x) else (1.0,):
                step = np.zeros_like(x)
                step[index] = direction * STEP
                up = [*xs[:k], x + step, *xs[k + 1 :]]
                down = [*xs[:k], x - step, *xs[k + 1 :]]
                parts.append((loss(*up) - loss(*down)) / (2 * STEP))
            g[index] = parts[0] - 1j * parts[1] if len(parts) == 2 else parts[0]
        grads.append(g)
    return grads


def _tolerances(case: Case) -> dict[str, float]:
    tests = {**ops()[case.op].tests, **ops()[case.op].tests.get("complex", {})}
    rtol, atol = tests.get("rtol", 1e-5), tests.get("atol", 1e-6)
    rtol = rtol.get("float64", 1e-5) if isinstance(rtol, dict) else rtol
    atol = atol.get("float64", 1e-6) if isinstance(atol, dict) else atol
    return {"rtol": max(rtol, 1e-5), "atol": max(atol, 1e-6)}


def _grad(case: Case, loss: Any) -> list[Any]:
    xs = case.inputs()
    return list(dg.grad(loss, argnums=tuple(range(len(xs))))(*xs))


def test_complex_ops_are_checked() -> None:
    checked = {case.op for case in CASES}
    assert not set(COMPLEX_OPS) - checked, sorted(set(COMPLEX_OPS) - checked)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_reverse_mode_matches_finite_differences(case: Case) -> None:
    loss = _loss(case, _weights(case))
    xs = case.inputs()
    for got, want, x in zip(_grad(case, loss), _numeric_gradient(loss, xs), xs, strict=True):
        assert np.asarray(got).dtype == x.dtype
        np.testing.assert_allclose(got, want, **_tolerances(case))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_forward_mode_matches_finite_differences_and_reverse(case: Case) -> None:
    f, xs = _observed(case), case.inputs()
    rng = np.random.default_rng(case.number + 5)
    tangents = [
        rng.standard_normal(x.shape)
        + (1j * rng.standard_normal(x.shape) if np.iscomplexobj(x) else 0)
        for x in xs
    ]
    _, jvp_out = dg.jvp(f, xs, tangents)
    up = _outputs(f(*[x + STEP * t for x, t in zip(xs, tangents, strict=True)]))
    down = _outputs(f(*[x - STEP * t for x, t in zip(xs, tangents, strict=True)]))
    # Flags (cho_factor's is_lower) are not differentiated: only inexact outputs are compared.
    inexact = [np.asarray(u).dtype.kind in "fc" for u in up]
    for got, u, d, keep in zip(_outputs(jvp_out), up, down, inexact, strict=True):
        if keep:
            np.testing.assert_allclose(got, (u - d) / (2 * STEP), **_tolerances(case))
    # The dot-product test in JAX's pairing: Re sum(w J t) = Re sum(vjp(w) t), no conjugate.
    weights = _weights(case)
    grads = _grad(case, _loss(case, weights))
    forward = sum(
        np.sum(np.real(w * jt))
        for w, jt, keep in zip(weights, _outputs(jvp_out), inexact, strict=True)
        if keep
    )
    reverse = sum(np.sum(np.real(g * t)) for g, t in zip(grads, tangents, strict=True))
    np.testing.assert_allclose(forward, reverse, rtol=1e-9, atol=1e-9)


def _has_second_order(case: Case) -> bool:
    """The spec's ``second_order``: false, or the case numbers without one (kinks, ties)."""
    second = ops()[case.op].tests.get("second_order", True)
    return second is True or (second is not False and case.number not in second)


SECOND_ORDER = [c for c in CASES if _has_second_order(c)]


@pytest.mark.parametrize("case", SECOND_ORDER, ids=lambda c: c.id)
def test_second_order_matches_finite_differences(case: Case) -> None:
    """The gradient of Re sum(v * grad(loss)), a real function of complex inputs, against
    central differences of grad(loss) along v (gradgradcheck's reference in PyTorch: the
    first-order gradient, itself checked against finite differences above).

    In real coordinates Re sum(v * g) is <v, grad L>, so its gradient is H v, the directional
    derivative of grad L along v; in JAX's convention both are written x-part - 1j y-part.
    """
    loss = _loss(case, _weights(case))
    xs = case.inputs()
    rng = np.random.default_rng(case.number + 9)
    vs = [rng.standard_normal(x.shape) + 1j * rng.standard_normal(x.shape) for x in xs]
    argnums = tuple(range(len(xs)))
    first = dg.grad(loss, argnums=argnums)

    def second(*ys: Any) -> Any:
        terms = [np.sum(np.real(v * g)) for v, g in zip(vs, first(*ys), strict=True)]
        return sum(terms[1:], terms[0])

    got = dg.grad(second, argnums=argnums)(*xs)
    # A real input sees only Re(v): Re(v * g) = Re(v) g for a real g.
    direction = [v if np.iscomplexobj(x) else v.real for v, x in zip(vs, xs, strict=True)]
    up = first(*[x + STEP * u for x, u in zip(xs, direction, strict=True)])
    down = first(*[x - STEP * u for x, u in zip(xs, direction, strict=True)])
    for g, u, d in zip(got, up, down, strict=True):
        np.testing.assert_allclose(g, (u - d) / (2 * STEP), rtol=1e-4, atol=1e-5)


# Ops without a NumPy function, and where JAX has theirs (a path under jax, called with the
# op's arguments in the same order).
JAX_NAMES = {
    "softmax": "nn.softmax",
    "log_softmax": "nn.log_softmax",
    "logsumexp": "scipy.special.logsumexp",
}


def _numpy_path(case: Case) -> str | None:
    """'linalg.det' for an op mirroring np.linalg.det; None for scipy and formula forwards."""
    info = ops()[case.op]
    target: Any = np
    for part in (info.numpy_name or "special.").split("."):
        target = getattr(target, part, None)
    return info.numpy_name if target is info.numpy else None


def _jax_function(case: Case) -> Any:
    """The JAX function of an op: jax.numpy's of the same name, or the one JAX_NAMES gives."""
    import jax
    import jax.numpy as jnp
    import jax.scipy.special  # noqa: F401  (makes jax.scipy.special an attribute)

    function: Any = jnp
    path = _numpy_path(case)
    if path is None:
        function, path = jax, JAX_NAMES[case.op]
    for part in path.split("."):
        function = getattr(function, part, None)
    return function


# JAX compiles every new call, so it checks the first complex case of each op.
JAX_CASES = [
    c
    for c in CASES
    if (_numpy_path(c) is not None or c.op in JAX_NAMES)
    and c.number == min(d.number for d in CASES if d.op == c.op)
]
# Where derivgen differs from JAX on purpose; each is checked to still differ.
JAX_DIFFERENCES = {
    "sign": "JAX gives sign a zero derivative for complex z too, but z / |z| turns with z "
    "(torch.sgn and finite differences agree with derivgen)",
    **{
        op: "JAX symmetrizes the input, (a + a^H) / 2, so its gradient is Hermitian; derivgen "
        "differentiates the triangle NumPy reads, as against PyTorch (finite differences agree)"
        for op in ("cholesky", "eigh", "eigvalsh")
    },
}


def _jax_spelling(
    function: Any, names: tuple[str, ...], positional: list[Any], keywords: dict[str, Any]
) -> tuple[list[Any], dict[str, Any]]:
    """The NumPy call as JAX takes it: what JAX makes keyword-only (jnp.sort's kind) goes by
    name, and keyword arguments left at None, NumPy's "not given", are left out (jnp.sort
    takes stable=True or False, not None)."""
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return positional, keywords
    keyword_only = {n for n, p in parameters.items() if p.kind is p.KEYWORD_ONLY}
    given = names[: len(positional)]
    keep = next((i for i, name in enumerate(given) if name in keyword_only), len(positional))
    keywords = {**dict(zip(given[keep:], positional[keep:], strict=True)), **keywords}
    keywords = {k: v for k, v in keywords.items() if v is not None}
    return positional[:keep], keywords


# NumPy's keyword names (clip's a_min, a_max), which the JAX that Python 3.10 gets deprecates.
@pytest.mark.filterwarnings("ignore:Passing arguments 'a', 'a_min' or 'a_max':DeprecationWarning")
@pytest.mark.parametrize("case", JAX_CASES, ids=lambda c: c.id)
def test_reverse_mode_matches_jax(case: Case) -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    function = _jax_function(case)
    if function is None:
        pytest.skip(f"JAX has no {_numpy_path(case)}")
    info = ops()[case.op]
    prep = prepared(info)

    def f(*xs: Any) -> Any:
        kwargs = {k: list(v) if isinstance(v, list) else v for k, v in case.args.items()}
        for (name, index), x in zip(case.diff, xs, strict=True):
            if index is None:
                kwargs[name] = x
            else:
                kwargs[name][index] = x
        bound = prep.bind((), kwargs)  # the NumPy call: signature order, keyword-only by name
        positional = bound[: prep.n_pos]
        keywords = dict(zip(prep.kwonly, bound[prep.n_pos :], strict=True))
        positional, keywords = _jax_spelling(function, prep.params, positional, keywords)
        if info.variadic:
            positional = [*positional[:-1], *positional[-1]]
        return function(*positional, **keywords)

    weights = _weights(case)

    gauge_free = GAUGE_FREE.get(case.op, lambda outs, module: outs)

    def loss(*xs: Any) -> Any:
        outs = gauge_free(_outputs(f(*xs)), jnp)
        terms = [jnp.sum(jnp.real(w * o)) for w, o in zip(weights, outs, strict=True)]
        return sum(terms[1:], terms[0])

    xs = case.inputs()
    try:
        want = jitted(jax.grad(loss, argnums=tuple(range(len(xs)))))(*map(jnp.asarray, xs))
    except (ValueError, NotImplementedError) as exc:  # JAX refuses complex input here
        pytest.skip(f"JAX's {info.numpy_name} does not support this input: {exc}")
    got = _grad(case, _loss(case, weights))
    if case.op in JAX_DIFFERENCES:
        assert not all(np.allclose(g, w) for g, w in zip(got, want, strict=True)), (
            f"{case.op} now agrees with JAX; drop it from JAX_DIFFERENCES"
        )
        return
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, np.asarray(w), **_tolerances(case))


def test_the_examples_of_issue_10() -> None:
    """|exp(z)| and |z^2|: the values torch, autograd and JAX give."""
    g = dg.grad(lambda z: np.abs(np.exp(z)).sum())(np.array([0.3 + 0.4j]))
    np.testing.assert_allclose(g, [np.exp(0.3)], rtol=1e-12)
    g = dg.grad(lambda z: np.abs(z**2).sum())(np.array([1 + 2j, 3 - 1j]))
    np.testing.assert_allclose(g, [2 - 4j, 6 + 2j], rtol=1e-12)


# A user's op whose forward takes complex input but whose entry is not marked `complex: true`.
# (Every NumPy and SciPy function derivgen mirrors that takes complex input is complex-aware,
# but for scipy.special.zeta's Hurwitz form, NaN for complex x in SciPy, which is refused.)
REAL_ONLY_SPEC = """\
- extends: derivgen
- name: real_cube(Tensor self) -> Tensor
  forward: self ** 3
  elementwise: true
  self: grad * 3 * self ** 2
  tests:
    cases: [{self: [5]}]
"""


@pytest.fixture
def real_only(tmp_path: Path) -> Iterator[ModuleType]:
    files = render_package(parse_spec(REAL_ONLY_SPEC, "real_only.yaml"))
    package = tmp_path / "complexspec_real_only"
    package.mkdir()
    for file, text in files.items():
        (package / file).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        module = importlib.import_module(package.name)
    finally:
        sys.path.remove(str(tmp_path))
    dg.register(module)
    yield module
    dg.unregister(module)
    for loaded in [m for m in sys.modules if m.split(".")[0] == package.name]:
        del sys.modules[loaded]


def test_ops_without_complex_support_refuse_complex_input(real_only: ModuleType) -> None:
    z = np.array([2 + 1j, 0.5, 0.25j, 1 - 1j])
    assert np.iscomplexobj(real_only.real_cube(z))  # the forward itself takes complex input
    with pytest.raises(TypeError, match="real_cube.*complex input"):
        dg.grad(lambda z: np.real(real_only.real_cube(z)).sum())(z)
    with pytest.raises(TypeError, match="complex"):
        dg.grad(lambda x: np.real(real_only.real_cube(x * 1j)).sum())(np.abs(z))
    with pytest.raises(TypeError, match="real_cube.*complex input"):  # forward mode too
        dg.jvp(real_only.real_cube, (z,), (z * 1j,))
    # Hurwitz's zeta: scipy.special.zeta(x, q) returns NaN for complex x, derivgen refuses it

    with pytest.raises(TypeError, match="zeta.*complex input"):
        dg.grad(lambda z: np.real(dscipy.special.zeta(z, 1.5)).sum())(z + 2)
    with pytest.raises(TypeError, match="zeta.*complex input"):
        dg.grad(lambda z: np.real(dscipy.special.zeta(2.5, z)).sum())(z + 2)


def test_real_inputs_get_real_gradients() -> None:
    x = np.array([0.5, -1.5])
    g = dg.grad(lambda x: np.abs(np.exp(1j * x) * (2 + x)).sum())(x)
    assert g.dtype == np.float64
    np.testing.assert_allclose(g, np.sign(2 + x))
    g = dg.grad(lambda x: np.imag(x * (1 + 1j) * x).sum())(x)  # Im((1+i) x^2) = x^2
    np.testing.assert_allclose(g, 2 * x)


def test_grad_needs_a_real_output_and_jvp_a_matching_tangent() -> None:
    z = np.array([1 + 1j])
    with pytest.raises(TypeError, match="real floating-point output"):
        dg.grad(lambda z: np.sum(z * z))(z)
    with pytest.raises(TypeError, match="is complex, but its primal is real"):
        dg.jvp(np.sin, (np.array([1.0]),), (np.array([1j]),))


NAN_REDUCTIONS = ["nansum", "nanmean", "nanprod", "nanvar", "nanstd"]


@pytest.mark.parametrize("name", NAN_REDUCTIONS)
def test_nan_reductions_skip_elements_with_nan_in_either_part(name: str) -> None:
    """A complex element is NaN when either part is; it gets gradient 0 and the others get
    the gradient of the plain reduction over the non-NaN elements (by finite differences)."""
    z = np.array([1.0 + 2.0j, complex(3.0, np.nan), complex(np.nan, 0.5), 2.0 - 1.0j, -0.5 + 0.3j])
    valid = np.array([True, False, False, True, True])
    w = 0.7 - 0.4j

    def loss(x: Any) -> Any:
        return np.real(w * getattr(np, name)(x))

    def plain(x: Any) -> Any:
        return np.real(w * getattr(np, name.removeprefix("nan"))(x))

    got = dg.grad(loss)(z)
    np.testing.assert_array_equal(got[~valid], 0.0)
    np.testing.assert_allclose(got[valid], _numeric_gradient(plain, [z[valid]])[0], rtol=1e-6)


def test_std_of_equal_complex_elements_has_gradient_zero() -> None:
    """The kink of the norm: all elements equal (both parts), even when np.std rounds to a
    tiny nonzero value; a group equal in real parts only is not at the kink."""
    z = np.array([[0.1 + 0.3j] * 3, [0.1 + 0.3j, 0.1 - 0.2j, 0.1 + 0.3j]])
    for name in ("std", "nanstd"):
        got = dg.grad(lambda x, name=name: getattr(np, name)(x, axis=1).sum())(z)
        np.testing.assert_array_equal(got[0], 0.0)
        want = _numeric_gradient(lambda x, name=name: getattr(np, name)(x).sum(), [z[1]])[0]
        np.testing.assert_allclose(got[1], want, rtol=1e-6)


def test_sinc_near_zero_and_float_power_of_mixed_inputs() -> None:
    """sinc's series branch off the real axis; float_power of a real base (negative too) and
    a complex exponent, where the real base gets the real part of its gradient."""
    z = np.array([0.004 - 0.003j, -0.002 + 0.006j, 0.009j, 0.3 + 0.2j])
    w = np.array([0.5 - 1.0j, 1.5 + 0.2j, -0.7 + 0.4j, 0.3 + 0.9j])

    def sinc_loss(x: Any) -> Any:
        return np.sum(np.real(w * np.sinc(x)))

    np.testing.assert_allclose(
        dg.grad(sinc_loss)(z), _numeric_gradient(sinc_loss, [z])[0], rtol=1e-6, atol=1e-9
    )
    base = np.array([0.5, 1.5, -2.0, 0.7])
    exponent = np.array([1.5 + 0.5j, -0.5 + 1.0j, 2.0 + 0.0j, 0.3 - 0.2j])

    def power_loss(x: Any, y: Any) -> Any:
        return np.sum(np.real(w * np.float_power(x, y)))

    got = dg.grad(power_loss, argnums=(0, 1))(base, exponent)
    want = _numeric_gradient(power_loss, [base, exponent])
    assert got[0].dtype == np.float64
    for g, v in zip(got, want, strict=True):
        np.testing.assert_allclose(g, v, rtol=1e-6, atol=1e-9)


def test_nan_to_num_cleans_complex_parts_separately() -> None:
    """np.nan_to_num replaces a NaN or infinite part and keeps the other: that part still
    has derivative 1 (finite differences on the finite parts agree)."""
    z = np.array([complex(np.nan, 2.0), complex(1.5, np.inf), 0.5 - 0.5j])
    w = np.array([0.3 - 1.1j, -0.8 + 0.6j, 1.2 + 0.4j])
    got = dg.grad(lambda x: np.sum(np.real(w * np.nan_to_num(x))))(z)
    np.testing.assert_allclose(got, [1j * w[0].imag, w[1].real, w[2]], rtol=1e-12)
    _, tangent = dg.jvp(np.nan_to_num, (z,), (np.array([1 + 2j, 3 + 4j, 5 + 6j]),))
    np.testing.assert_allclose(tangent, [2j, 3, 5 + 6j], rtol=1e-12)


def test_softmax_family_of_complex_input_matches_scipy() -> None:
    """The values scipy.special gives, also for large real parts (no overflow) and where the
    phase of the sum leaves (-pi, pi] after a complex shift: logsumexp is the principal log."""
    from scipy import special

    from derivgen.generated import ops as generated

    z = np.array([[0.3 + 0.4j, -1.0 + 2.0j, 0.5 - 1.0j], [3j, -2.5j, 800.0 + 1.0j]])
    np.testing.assert_allclose(generated.logsumexp(z[0]), special.logsumexp(z[0]), rtol=1e-14)
    branch = np.array([3j, -2.5j])
    np.testing.assert_allclose(generated.logsumexp(branch), special.logsumexp(branch), rtol=1e-14)
    assert abs(generated.logsumexp(branch).imag) <= np.pi
    for axis in (1, 0, None):
        for keepdims in (False, True):
            np.testing.assert_allclose(
                generated.logsumexp(z, axis, keepdims=keepdims),
                special.logsumexp(z, axis=axis, keepdims=keepdims),
                rtol=1e-14,
            )
    for axis in (-1, 0, None):
        for ours, theirs in (
            (generated.softmax, special.softmax),
            (generated.log_softmax, special.log_softmax),
        ):
            np.testing.assert_allclose(ours(z, axis), theirs(z, axis=axis), rtol=1e-13, atol=1e-13)
    # +inf real parts have a phase but no ratio: NaN (scipy gives NaN as well)
    assert np.isnan(generated.softmax(np.array([complex(np.inf, 1.0), 1.0 + 0j]))).all()


def test_scipy_softmax_family_names_take_complex_input() -> None:
    """scipy.special.logsumexp/softmax/log_softmax reach the complex ops (finite differences)."""

    z = np.array([[0.3 + 0.4j, -1.0 + 2.0j], [0.5 - 1.0j, 0.2j]])
    w = np.array([[0.5 - 1.0j, 1.5 + 0.2j], [-0.7 + 0.4j, 0.3 + 0.9j]])
    for function, weight in (
        (lambda x: dscipy.special.logsumexp(x, axis=1), w[0]),
        (lambda x: dscipy.special.softmax(x), w),
        (lambda x: dscipy.special.log_softmax(x, axis=0), w),
    ):

        def loss(x: Any, function: Any = function, weight: Any = weight) -> Any:
            return np.sum(np.real(weight * function(x)))

        np.testing.assert_allclose(
            dg.grad(loss)(z), _numeric_gradient(loss, [z])[0], rtol=1e-6, atol=1e-9
        )


@pytest.mark.parametrize("p", [None, 2, -2, 1, -1, np.inf, -np.inf, "fro", "nuc"])
def test_cond_of_every_order_matches_jax(p: Any) -> None:
    """np.linalg.cond of a complex matrix, every p, against jax.numpy.linalg.cond."""
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    rng = np.random.default_rng(3)
    a = rng.standard_normal((2, 3, 3)) + 1j * rng.standard_normal((2, 3, 3)) + 2 * np.eye(3)
    w = np.array([0.7, -1.3])
    want = jitted(jax.grad(lambda x: jnp.sum(w * jnp.linalg.cond(x, p))))(jnp.asarray(a))
    got = dg.grad(lambda x: np.sum(w * np.linalg.cond(x, p)))(a)
    np.testing.assert_allclose(got, np.asarray(want), rtol=1e-9, atol=1e-12)


def test_weighted_polyfit_matches_jax_and_refuses_full() -> None:
    """np.polyfit with w=, complex x and y: gradients in x, y and w against jnp.polyfit."""
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    rng = np.random.default_rng(4)
    x = rng.standard_normal(6) + 1j * rng.standard_normal(6)
    y = rng.standard_normal((6, 2)) + 1j * rng.standard_normal((6, 2))
    w = rng.uniform(0.5, 2.0, 6)
    c = rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))

    def loss(module: Any) -> Any:
        return lambda x, y, w: module.sum(module.real(c * module.polyfit(x, y, 2, w=w)))

    want = jitted(jax.grad(loss(jnp), argnums=(0, 1, 2)))(*map(jnp.asarray, (x, y, w)))
    got = dg.grad(loss(np), argnums=(0, 1, 2))(x, y, w)
    for g, v in zip(got, want, strict=True):
        np.testing.assert_allclose(g, np.asarray(v), rtol=1e-9, atol=1e-12)
    with pytest.raises(TypeError, match="polyfit.*full=True is not supported"):
        dg.grad(lambda y: np.sum(np.real(np.polyfit(x, y, 2, full=True)[0])))(y)


@pytest.mark.parametrize("assume_a", ["gen", "sym", "her", "pos"])
def test_scipy_solve_matches_jax(assume_a: str) -> None:
    """scipy.linalg.solve of complex input against jax.scipy.linalg.solve. JAX solves with the
    whole matrix (for 'sym' and 'her' too; its 'pos' transposes as if real, so the oracle is
    its 'gen'), so at a matrix with that structure derivgen's
    gradient is JAX's folded onto the lower triangle scipy reads: G + G^T ('sym') or
    G + conj(G)^T with a real diagonal ('her', 'pos') below the diagonal."""
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp
    import jax.scipy.linalg

    rng = np.random.default_rng(5)
    m = rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3))
    a = {"gen": m, "sym": m + m.T, "her": m + m.conj().T}.get(assume_a, m @ m.conj().T)
    a = a + 4 * np.eye(3)
    b = rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))
    w = rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))

    def loss(a: Any, b: Any) -> Any:
        return np.sum(np.real(w * dscipy.linalg.solve(a, b, lower=True, assume_a=assume_a)))

    def jax_loss(a: Any, b: Any) -> Any:  # JAX's 'pos' assumes a real symmetric matrix
        return jnp.sum(jnp.real(w * jax.scipy.linalg.solve(a, b, assume_a="gen")))

    got = dg.grad(loss, argnums=(0, 1))(a, b)
    full, want_b = jitted(jax.grad(jax_loss, argnums=(0, 1)))(a, b)
    full = np.asarray(full)
    if assume_a == "gen":
        want_a = full
    elif assume_a == "sym":
        want_a = np.tril(full) + np.tril(full.T, -1)
    else:
        want_a = np.tril(full) + np.tril(full.conj().T, -1)
        want_a[np.diag_indices(3)] = want_a.diagonal().real
    np.testing.assert_allclose(got[0], want_a, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(got[1], np.asarray(want_b), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("lower", [True, False])
def test_cho_factor_and_cho_solve_match_jax(lower: bool) -> None:
    """scipy.linalg.cho_factor then cho_solve of a complex Hermitian matrix, against JAX's.
    JAX's factorization symmetrizes its input, so derivgen's gradient (the triangle scipy
    reads) is JAX's folded onto it; cho_solve alone gets JAX's gradient on c's triangle."""
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp
    import jax.scipy.linalg

    rng = np.random.default_rng(6)
    m = rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3))
    a = m @ m.conj().T + np.eye(3)
    b = rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))
    w = rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))
    triangle = np.tril if lower else np.triu

    def loss(a: Any, b: Any) -> Any:
        factor = dscipy.linalg.cho_factor(a, lower=lower)
        return np.sum(np.real(w * dscipy.linalg.cho_solve(factor, b)))

    def jax_loss(a: Any, b: Any) -> Any:
        factor = jax.scipy.linalg.cho_factor(a, lower=lower)
        return jnp.sum(jnp.real(w * jax.scipy.linalg.cho_solve(factor, b)))

    got = dg.grad(loss, argnums=(0, 1))(a, b)
    full, want_b = (np.asarray(g) for g in jitted(jax.grad(jax_loss, argnums=(0, 1)))(a, b))
    want_a = triangle(full) + triangle(full.conj().T, -1 if lower else 1)
    want_a[np.diag_indices(3)] = want_a.diagonal().real
    np.testing.assert_allclose(got[0], want_a, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(got[1], want_b, rtol=1e-9, atol=1e-12)

    c = triangle(m) + 3 * np.eye(3)

    def solve_loss(c: Any, b: Any) -> Any:
        return np.sum(np.real(w * dscipy.linalg.cho_solve((c, lower), b)))

    def jax_solve_loss(c: Any, b: Any) -> Any:
        return jnp.sum(jnp.real(w * jax.scipy.linalg.cho_solve((c, lower), b)))

    got = dg.grad(solve_loss, argnums=(0, 1))(c, b)
    want = jitted(jax.grad(jax_solve_loss, argnums=(0, 1)))(c, b)
    np.testing.assert_allclose(got[0], triangle(np.asarray(want[0])), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(got[1], np.asarray(want[1]), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("cov", [True, "unscaled"])
@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("columns", [None, 2])
def test_polyfit_covariance_matches_numpy_and_finite_differences(
    cov: Any, weighted: bool, columns: int | None
) -> None:
    """np.polyfit(..., cov=...) returns NumPy's values (complex too) and is differentiated
    in x, y and w (complex finite differences)."""
    rng = np.random.default_rng(8)
    shape = (7,) if columns is None else (7, columns)
    x = rng.standard_normal(7) + 1j * rng.standard_normal(7)
    y = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    w = rng.uniform(0.5, 2.0, 7) if weighted else None
    want_p, want_c = np.polyfit(x, y, 2, w=w, cov=cov)
    seen = {}

    def loss(x: Any, y: Any) -> Any:
        p, c = np.polyfit(x, y, 2, w=w, cov=cov)
        seen["values"] = (p, c)
        return np.sum(np.real((0.3 - 0.8j) * c)) + np.sum(np.real((1.1 + 0.4j) * p))

    got = dg.grad(loss, argnums=(0, 1))(x, y)
    p, c = (np.asarray(dg.stop_gradient(v)) for v in seen["values"])
    np.testing.assert_allclose(p, want_p, rtol=1e-12)
    np.testing.assert_allclose(c, want_c, rtol=1e-10)
    for g, v in zip(got, _numeric_gradient(loss, [x, y]), strict=True):
        np.testing.assert_allclose(g, v, rtol=1e-6, atol=1e-8)
