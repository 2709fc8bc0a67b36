"""Every op of the spec on Dask arrays, from its ``tests: cases``: forward, dg.vjp and dg.jvp
agree with NumPy's, every result is a Dask array, and nothing is computed until the test
asks (a dask callback counts the computes). An op that cannot run on Dask is marked in the
spec (``engines: {dask: ...}``) and must be refused with that message; an op that fails
without the mark fails here, as test_vmap_ops.py does for ``batch: loop``."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from derivgen.ops.registry import ops
from tests.engine_sweep import DERIVATIVE_CASES, Engine, run_case
from tests.opcases import cases

# Dask's tril/triu probe their meta by casting a complex array to the result's dtype; the warning
# is Dask's own and harmless (every value here is compared with NumPy's).
pytestmark = pytest.mark.filterwarnings(
    "ignore:Casting complex values to real discards the imaginary part"
)

da = pytest.importorskip("dask.array", reason="Dask is not installed: pip install 'dask[array]'")
callbacks = pytest.importorskip("dask.callbacks")
dask = pytest.importorskip("dask")


def _chunks(shape: tuple[int, ...]) -> tuple[int, ...]:
    """Two chunks along every axis that has at least two elements."""
    return tuple(max(1, -(-n // 2)) for n in shape)


# The values are computed from the graphs as derivgen builds them, without Dask's optimizer
# (culling and fusing, which keep every value: a tenth of this file's time);
# tests/test_compile_dask.py and the GLM test below compute with it.
DASK = Engine(
    name="dask",
    to_engine=lambda x: da.from_array(x, chunks=_chunks(x.shape)),
    to_host=lambda x: x.compute(scheduler="sync", optimize_graph=False),
    array_type=da.Array,
    to_host_all=lambda xs: list(dask.compute(*xs, scheduler="sync", optimize_graph=False)),
)


class Computes(callbacks.Callback):  # type: ignore[misc, name-defined]
    """Counts the computes (graph executions) started while it is active."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def _start(self, dsk: Any) -> None:
        self.count += 1


OPS = sorted(ops())


@pytest.fixture(autouse=True)
def _one_thread() -> Any:
    """Tiny graphs: Dask's synchronous scheduler runs them without a thread pool's cost."""
    import dask

    with dask.config.set(scheduler="synchronous"):
        yield


# Ops that fail on Dask for some of their cases, with a TypeError that names
# the call and what to do (derivgen refuses them there: a result's shape or dtype would
# depend on the values). Where Dask's function takes less than NumPy's but an exact
# lazy spelling exists, the spec gives it (engines: {dask: {forward: ...}}) and the op is
# not listed. Each case of these either agrees with NumPy, lazily, or raises (never a wrong
# number, never a compute); an op here whose cases all run fails, so that the list shrinks
# as they are fixed.
DASK_REFUSES: dict[str, str] = {
    "lstsq": "a tall a (more rows than columns): the shape of the residuals depends on its rank",
}


def test_refusals_are_not_also_marked() -> None:
    both = sorted(op for op in DASK_REFUSES if "dask" in ops()[op].engines)
    assert both == [], "an op the spec marks for Dask is refused by derivgen before Dask runs it"


@pytest.mark.parametrize("op", OPS)
def test_op_on_dask(op: str) -> None:
    limit = ops()[op].engines.get("dask")
    refused = False
    with warnings.catch_warnings():
        # Dask warns, then computes, for a NumPy function it lacks: that compute is a failure.
        warnings.filterwarnings("error", message=".*is not implemented by Dask")
        for number, case in enumerate(cases(op)):
            computes = Computes()
            if limit is not None:
                with pytest.raises(TypeError, match=f"does not run {op} on a dask array: "):
                    run_case(DASK, case, True, computes)
                assert limit in str(_refusal(case)), "the refusal carries the spec's message"
                return
            if op not in DASK_REFUSES:
                run_case(DASK, case, number < DERIVATIVE_CASES, computes)
                assert computes.count == 0, f"{case.id}: {computes.count} computes while tracing"
                continue
            try:
                run_case(DASK, case, number < DERIVATIVE_CASES, computes)
            except TypeError as exc:  # derivgen's refusal, by name (DASK_REFUSES says which)
                assert f"{op}: derivgen does not run {op} " in str(exc), exc
                refused = True
            assert computes.count == 0, f"{case.id}: {computes.count} computes while tracing"
    if op in DASK_REFUSES:
        assert refused, f"every case of {op} runs on Dask now: remove it from DASK_REFUSES"


COMPLEX_OPS = sorted(
    op for op, info in ops().items() if info.complex and "dask" not in info.engines
)


@pytest.mark.parametrize("op", COMPLEX_OPS)
def test_complex_op_on_dask(op: str) -> None:
    """The first complex case of each complex op (tests/test_complex.py's inputs), forward,
    vjp and jvp on Dask: NumPy's values, lazily (complex inputs reach branches real ones do
    not, such as the Hermitian diagonal of cholesky's backward)."""
    complex_cases = [c for c in cases(op, np.complex128, seed=7) if _complex_inputs(c)]
    assert complex_cases, f"{op} is marked complex: true, and its spec cases give no complex input"
    computes = Computes()
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=".*is not implemented by Dask")
        try:
            run_case(DASK, complex_cases[0], True, computes)
        except TypeError as exc:
            if op not in DASK_REFUSES:
                raise
            assert f"{op}: derivgen does not run {op} " in str(exc), exc
    assert computes.count == 0, f"{complex_cases[0].id}: {computes.count} computes while tracing"


def _complex_inputs(case: Any) -> bool:
    return any(np.iscomplexobj(x) for x in case.inputs())


def _refusal(case: Any) -> Exception:
    try:
        case.function()(*[DASK.to_engine(x) for x in case.inputs()])
    except TypeError as exc:
        return exc
    raise AssertionError(f"{case.id}: not refused on Dask")


@pytest.mark.parametrize("mode", ["reflect", "symmetric", "wrap"])
def test_pads_wider_than_the_axis_stay_lazy(mode: str) -> None:
    """np.pad copying outward farther than the axis is long (Dask's own pad gets the shape
    wrong there): the value is NumPy's, and the gradient passes the dot-product test
    against the jvp, all without a compute."""
    import derivgen as dg

    rng = np.random.default_rng(3)
    x, t = rng.standard_normal((2, 3)), rng.standard_normal((2, 3))
    w = rng.standard_normal((2 + 11, 3 + 9))

    def f(v: Any) -> Any:
        return np.sum(np.pad(v, ((5, 6), (7, 2)), mode=mode) ** 2 * w)

    lazy, lazy_t = da.from_array(x, chunks=1), da.from_array(t, chunks=2)
    with Computes() as computes:
        value, g = dg.value_and_grad(f)(lazy)
        _, tangent = dg.jvp(f, (lazy,), (lazy_t,))
    assert computes.count == 0 and isinstance(g, da.Array)
    np.testing.assert_allclose(
        value.compute(), np.sum(np.pad(x, ((5, 6), (7, 2)), mode=mode) ** 2 * w)
    )
    np.testing.assert_allclose(np.sum(g.compute() * t), tangent.compute(), rtol=1e-12)


@pytest.mark.parametrize("op", ["cholesky", "eigh", "cho_factor", "solve_scipy"])
def test_hermitian_backwards_stay_lazy(op: str) -> None:
    """The backwards that read a complex matrix as Hermitian (fold_triangle, which drops the
    diagonal's imaginary part) on Dask: lazy, and NumPy's values (the sweep's cases are
    real, where that part is not reached)."""
    import derivgen as dg
    from derivgen import generated

    rng = np.random.default_rng(5)
    a = rng.standard_normal((4, 4)) + 1j * rng.standard_normal((4, 4))
    a = a @ a.conj().T + np.eye(4)
    weights = rng.standard_normal((4, 4))

    def f(v: Any) -> Any:
        out = {
            "cholesky": lambda: np.linalg.cholesky(v),
            "eigh": lambda: np.linalg.eigh(v)[1],
            "cho_factor": lambda: generated.cho_factor(v, True)[0],
            "solve_scipy": lambda: generated.solve_scipy(v, weights, True, "her", False),
        }[op]()
        return np.sum(np.abs(out[..., 0, :]) ** 2 * weights[0])

    with Computes() as computes:
        g = dg.grad(f)(da.from_array(a, chunks=2))
    assert computes.count == 0 and isinstance(g, da.Array)
    np.testing.assert_allclose(g.compute(), dg.grad(f)(a), rtol=1e-10, atol=1e-12)


def test_grad_of_a_slice_stays_lazy() -> None:
    """The issue's example: the adjoint of v[1:] on 1e5 elements in 10 chunks."""
    import derivgen as dg

    x = np.linspace(-1.0, 1.0, 100_000)
    lazy = da.from_array(x, chunks=10_000)
    with Computes() as computes:
        g = dg.grad(lambda v: np.sum(v[1:] ** 2))(lazy)
        h = dg.grad(lambda v: np.sum(np.take(v, np.array([0, 0, 99_999]), axis=0) ** 2))(lazy)
        # only linear ops between the output and x: grad's seed carries the engine
        k = dg.grad(lambda v: np.sum(v[np.array([3, 3, 5])]))(lazy)
    assert computes.count == 0
    assert isinstance(g, da.Array) and isinstance(h, da.Array) and isinstance(k, da.Array)
    np.testing.assert_array_equal(k.compute()[[3, 4, 5]], [2.0, 0.0, 1.0])
    assert k.compute().sum() == 3.0
    np.testing.assert_allclose(g.compute(), np.r_[0.0, 2 * x[1:]], rtol=1e-15)
    want = np.zeros_like(x)
    want[[0, -1]] = [4 * x[0], 2 * x[-1]]
    np.testing.assert_allclose(h.compute(), want, rtol=1e-15)


def test_tall_lstsq_is_refused_with_a_lazy_spelling() -> None:
    """lstsq of a tall Dask matrix names the call and the normal equations, which do run
    lazily and give lstsq's solution for a full-rank a; a wide one runs as NumPy's."""
    rng = np.random.default_rng(13)
    a, b = rng.standard_normal((6, 3)), rng.standard_normal(6)
    tall, rhs = da.from_array(a, chunks=2), da.from_array(b, chunks=2)
    import derivgen as dg

    with pytest.raises(TypeError) as refused:
        dg.grad(lambda m: np.sum(np.linalg.lstsq(m, rhs, rcond=None)[0]))(tall)
    message = str(refused.value)
    assert message.startswith("lstsq: derivgen does not run lstsq of a tall matrix (6 x 3)")
    assert "np.linalg.solve(a.T @ a, a.T @ b)" in message
    with Computes() as computes:
        x = dg.generated.solve(tall.T @ tall, tall.T @ rhs)  # what np.linalg.solve runs in fn
        wide = dg.generated.lstsq(tall.T, rhs[:3], None)
    assert computes.count == 0 and isinstance(x, da.Array)
    np.testing.assert_allclose(x.compute(), np.linalg.lstsq(a, b, rcond=None)[0], rtol=1e-10)
    for got, want in zip(wide, np.linalg.lstsq(a.T, b[:3], rcond=None), strict=True):
        np.testing.assert_allclose(np.asarray(got.compute()), want, rtol=1e-10)


def test_gradients_at_dask_indices_stay_lazy() -> None:
    """Gathers whose indices are themselves a Dask array, before, between or after whole axes
    (x[i], x[:, i], np.take(x, i, axis=2)): their adjoint scatters lazily, by destinations
    Dask computes, and equals NumPy's np.add.at; a boolean Dask mask is refused by name and
    an index out of bounds raises NumPy's IndexError when computed."""
    import derivgen as dg

    rng = np.random.default_rng(11)
    x = rng.standard_normal((5, 4, 3))
    i = np.array([0, 3, -1, 2, 2, 0])
    lazy, lazy_i = da.from_array(x, chunks=2), da.from_array(i, chunks=4)
    k = i % 3
    for where, at in (((lazy_i,), (i,)), ((slice(None), lazy_i), (slice(None), i))):
        with Computes() as computes:
            g = dg.grad(lambda v, w=where: np.sum(v[w] ** 2))(lazy)
        want = np.zeros_like(x)
        np.add.at(want, at, 2 * x[at])
        assert computes.count == 0 and isinstance(g, da.Array)
        np.testing.assert_allclose(g.compute(), want, rtol=1e-14)
    with Computes() as computes:
        g = dg.grad(lambda v: np.sum(np.take(v, lazy_i % 3, axis=2) ** 3))(lazy)
    want = np.zeros_like(x)
    np.add.at(want, (slice(None), slice(None), k), 3 * x[:, :, k] ** 2)
    assert computes.count == 0
    np.testing.assert_allclose(g.compute(), want, rtol=1e-14)
    mask = da.from_array(np.array([True, False, True, True]), chunks=2)
    with pytest.raises(TypeError, match="at indices that are themselves a Dask array, but for"):
        dg.grad(lambda v: np.sum(v[:, mask] ** 2))(lazy)
    with pytest.raises(IndexError, match="out of bounds for axis 0 with size 5"):
        dg.grad(lambda v: np.sum(v[da.from_array(np.array([0, 7]), chunks=1)]))(lazy).compute()


def test_glm_gradient_graph_is_near_the_hand_written_one() -> None:
    """dg.grad of the scaling benchmark's logistic NLL builds about as many tasks as
    dask-glm's hand-written gradient, X.T @ (sigmoid(X @ w) - y), on 16 chunks (the
    benchmark's ratio of times follows the ratio of tasks where chunks are small)."""
    import dask

    import derivgen as dg
    from benchmarks.scaling import nll

    rng = np.random.default_rng(0)
    x = da.from_array(rng.uniform(-1.0, 1.0, (16 * 40, 4)), chunks=(40, 4))
    y = da.from_array((rng.random(16 * 40) < 0.5).astype(float), chunks=40)
    w = np.array([0.5, -0.25, 1.0, 0.1])
    with Computes() as computes:
        g = dg.grad(nll)(w, x, y)
        hand = x.T @ (1.0 / (1.0 + np.exp(-(x @ w))) - y)
    assert computes.count == 0
    ours, theirs = len(dict(g.__dask_graph__())), len(dict(hand.__dask_graph__()))
    # 1.64 times before the seed was broadcast in the input's chunks and tensordot without
    # contracted axes became a multiply (380 tasks against 232); since the seed's broadcast
    # is a blockwise ones * seed and X.T @ r one dot product, 299
    assert ours <= 1.35 * theirs, (ours, theirs)
    # what runs: Dask optimizes a graph before computing it (138 against 120 while the seed's
    # broadcast was one broadcast_to task per block, 122 with ones * seed, 89 with the dot)
    (g_opt,), (hand_opt,) = dask.optimize(g), dask.optimize(hand)
    assert len(dict(g_opt.__dask_graph__())) <= 1.05 * len(dict(hand_opt.__dask_graph__()))
    np.testing.assert_allclose(g.compute(), hand.compute(), rtol=1e-12)
