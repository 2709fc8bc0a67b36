"""derivgen.compile: generated code agrees with eager derivgen and with finite differences."""

from __future__ import annotations

import ast
import json
import time

import numpy as np
import pytest

import derivgen as dg
from derivgen.compile import compile as dg_compile
from tests.differences import central_gradient

RNG = np.random.default_rng(7)


def in_place_calls(source):
    """The ufunc calls of generated source that pass an output array (by position)."""
    calls = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            ufunc = getattr(np, node.func.attr, None)
            if isinstance(ufunc, np.ufunc) and len(node.args) == ufunc.nin + 1:
                calls.append(ast.unparse(node))
    return calls


def chain(x):
    y = np.sin(x)
    y = np.tanh(y)
    y = np.exp(0.5 * y)
    y = y * x + x
    y = np.cos(y)
    y = np.log1p(np.square(y))
    return np.sum(np.sqrt(np.arctan(y) + 1.0))


def mlp(w1, b1, w2, b2, x, onehot):
    hidden = np.tanh(x @ w1 + b1)
    z = hidden @ w2 + b2
    z = z - np.max(z, axis=1, keepdims=True)
    logp = z - np.log(np.sum(np.exp(z), axis=1, keepdims=True))
    return -np.mean(np.sum(onehot * logp, axis=1))


def mlp_args():
    return (
        RNG.standard_normal((8, 6)), RNG.standard_normal(6), RNG.standard_normal((6, 3)),
        RNG.standard_normal(3), RNG.standard_normal((4, 8)), np.eye(3)[[0, 1, 2, 0]],
    )  # fmt: skip


@pytest.mark.parametrize("inplace", [True, False])
def test_grad_of_chain_matches_finite_differences_and_eager(inplace):
    x = RNG.uniform(-1, 1, 7)
    compiled = dg_compile(dg.grad(chain), inplace=inplace)
    for _ in range(3):  # the first call traces, the others run the generated code
        np.testing.assert_allclose(compiled(x), central_gradient(chain, x), rtol=1e-6, atol=1e-8)
        np.testing.assert_allclose(compiled(x), dg.grad(chain)(x), rtol=1e-13)
    assert compiled.cache_info().traces == 1
    assert compiled.cache_info().hits >= 5


def test_plain_function_and_readable_source():
    x = RNG.uniform(-1, 1, 5)
    compiled = dg_compile(chain)
    assert compiled(x) == pytest.approx(chain(x), rel=1e-14)
    assert compiled(x + 1) == pytest.approx(chain(x + 1), rel=1e-14)
    source = compiled.source
    assert "def compiled_chain(x):" in source
    assert "np.sin(x)  # sin, derivatives.yaml:" in source
    assert "sin_1" in source


def test_value_and_grad_of_mlp_with_argnums():
    args = mlp_args()
    eager = dg.value_and_grad(mlp, argnums=(0, 1, 2, 3))
    compiled = dg_compile(eager)
    for _ in range(2):
        value, grads = compiled(*args)
        assert value == pytest.approx(mlp(*args), rel=1e-13)
        for k in range(4):

            def along(a, k=k):
                full = list(args)
                full[k] = a
                return mlp(*full)

            np.testing.assert_allclose(grads[k], central_gradient(along, args[k]), atol=1e-7)


def test_vjp_based_function():
    def f(x, y):
        return np.sin(x) * y, np.exp(x)

    def pulled(x, y, ct):
        out, back = dg.vjp(f, x, y)
        return out, back(ct)

    x, y = RNG.standard_normal(4), RNG.standard_normal(4)
    ct = (RNG.standard_normal(4), RNG.standard_normal(4))
    compiled = dg_compile(pulled)
    for _ in range(2):
        (o1, o2), (gx, gy) = compiled(x, y, ct)
        np.testing.assert_allclose(o1, np.sin(x) * y)
        np.testing.assert_allclose(gx, ct[0] * np.cos(x) * y + ct[1] * np.exp(x))
        np.testing.assert_allclose(gy, ct[0] * np.sin(x))


def test_jvp_and_hessian_compositions():
    x, t = RNG.standard_normal(4), RNG.standard_normal(4)
    jvp = dg_compile(lambda x, t: dg.jvp(lambda x: np.tanh(x) ** 2, (x,), (t,)))
    for _ in range(2):
        out, tangent = jvp(x, t)
        np.testing.assert_allclose(tangent, 2 * np.tanh(x) * (1 - np.tanh(x) ** 2) * t)

    def f(x):
        return np.sum(np.sin(x) * x**2)

    hessian = dg_compile(dg.hessian(f))
    for point in (x, x + 1):
        expected = np.diag(2 * np.sin(point) + 4 * point * np.cos(point) - point**2 * np.sin(point))
        np.testing.assert_allclose(hessian(point), expected, atol=1e-12)


def test_python_decisions_become_guards_and_retrace():
    def branchy(x):
        if np.sum(x) > 0:
            return x * 2.0
        return x * 3.0

    compiled = dg_compile(branchy)
    np.testing.assert_allclose(compiled(np.ones(3)), 2.0)
    np.testing.assert_allclose(compiled(-np.ones(3)), -3.0)  # never the stale branch
    np.testing.assert_allclose(compiled(np.ones(3)), 2.0)
    info = compiled.cache_info()
    assert info.traces == 2 and info.guard_failures >= 1

    def counted(x):
        return x[: int(x[0])].sum()

    compiled = dg_compile(counted)
    assert compiled(np.array([2.0, 5.0, 7.0])) == 7.0
    assert compiled(np.array([3.0, 5.0, 7.0])) == 15.0


def test_data_dependent_shapes_are_guarded():
    compiled = dg_compile(lambda x: np.sum(x[x > 0] ** 2) + x[x > 0].shape[0])
    assert compiled(np.array([1.0, -1.0, 2.0])) == 7.0
    assert compiled(np.array([1.0, 1.0, 2.0])) == 9.0


def test_shapes_and_dtypes_select_specialisations_and_lru_bound():
    compiled = dg_compile(lambda x: np.sum(x * x, axis=0), maxsize=2)
    for shape in ((2, 3), (4, 3), (2, 3)):
        x = RNG.standard_normal(shape)
        np.testing.assert_allclose(compiled(x), np.sum(x * x, axis=0))
    assert compiled.cache_info().traces == 2 and compiled.cache_info().hits == 1
    compiled(np.ones((2, 3), dtype=np.float32))
    assert compiled(np.ones((2, 3), dtype=np.float32)).dtype == np.float32
    assert compiled.cache_info().size == 2
    compiled(np.ones((4, 3)))  # evicted by the float32 one: traced again
    assert compiled.cache_info().traces == 4


def test_tuples_and_lists_of_arrays_key_by_structure_shape_and_dtype():
    """Arguments that are tuples or lists of arrays (a network's parameters) are keyed
    without flattening a tree: the same structure, shapes and dtypes hit; a list where a
    tuple was, another length, shape or dtype, or a leaf that is not an array, trace anew.
    Every result equals eager dg.grad's, structure and dtype included."""

    def loss(params, x):
        w, b = params[0], params[1]
        return np.sum(np.tanh(x @ w + b) ** 2) + (np.sum(params[2]) if len(params) > 2 else 0.0)

    compiled = dg_compile(dg.grad(loss))
    x = RNG.standard_normal((4, 3))
    w, b = RNG.standard_normal((3, 2)), RNG.standard_normal(2)
    calls = [
        ((w, b), x),
        ((w * 2, b), x),  # a hit
        ([w, b], x),  # a list: its gradient is a list
        ((w, b, np.ones(3)), x),  # a third leaf
        ((w.astype(np.float32), b.astype(np.float32)), x.astype(np.float32)),
        ((RNG.standard_normal((3, 5)), RNG.standard_normal(5)), x),  # other shapes
        ((w, 0.5), x),  # a leaf that is a number: the general key
    ]
    for params, data in calls:
        got, want = compiled(params, data), dg.grad(loss)(params, data)
        assert type(got) is type(want) and len(got) == len(want)
        for g, v in zip(got, want, strict=True):
            assert np.asarray(g).dtype == np.asarray(v).dtype
            np.testing.assert_allclose(
                g, v, rtol=1e-6 if np.asarray(v).dtype == np.float32 else 1e-12
            )
    assert compiled.cache_info().traces == 6 and compiled.cache_info().hits == 1


def test_non_array_arguments_are_part_of_the_key():
    compiled = dg_compile(lambda x, power: np.sum(x**power))
    x = np.arange(3.0)
    assert compiled(x, 2) == 5.0
    assert compiled(x, 3) == 9.0
    assert compiled(x, 2) == 5.0


def test_optimisations_cse_dce_inplace_and_sum_to():
    x = RNG.standard_normal(50)
    grad = dg_compile(dg.grad(lambda x: np.sum(np.sin(x) * np.cos(x))), fuse="off")
    np.testing.assert_allclose(grad(x), np.cos(2 * x), atol=1e-12)
    source = grad.source
    assert source.count("np.cos(") == 1 and source.count("np.sin(") == 1  # CSE
    assert in_place_calls(source)  # dead temporaries written in place
    assert "sum_to" not in source  # shapes match: no sum_to at all
    vg = dg_compile(dg.grad(lambda x, y: np.sum(x * y)), fuse="off")
    np.testing.assert_allclose(vg(x, 2 * x), 2 * x)
    # The forward product and y's gradient are dead; only the cotangent times y is left.
    assert vg.source.count("np.multiply") == 1 and "multiply(x0, x1)" not in vg.source


def test_in_place_assignment_inside_fn():
    def f(x):
        y = np.zeros_like(x)
        y[0] = x[1]
        y += x
        return y

    compiled = dg_compile(f)
    for x in (np.arange(3.0), np.arange(3.0) + 5):
        np.testing.assert_allclose(compiled(x), f(x))


def test_constant_outputs_are_copies():
    compiled = dg_compile(dg.grad(lambda x, y: np.sum(x)))
    first = compiled(np.ones(3), np.ones(3))
    first += 1
    np.testing.assert_allclose(compiled(np.ones(3), np.ones(3)), np.ones(3))


@pytest.mark.parametrize(
    "fn, message",
    [
        (lambda x: x + np.random.normal(size=x.shape), "random"),
        (lambda x: print(x) or x, "printed"),
        (lambda x: x.__setitem__(0, 1.0), "writes into its argument"),
        (lambda x: np.asarray(x) + 1, "plain NumPy array"),
    ],
)
def test_refusals(fn, message):
    with pytest.raises(TypeError, match=message):
        dg_compile(fn)(np.ones(3))


def test_inside_a_transformation_fn_runs_eagerly():
    inner = dg_compile(lambda x: np.sum(np.sin(x)))
    x = RNG.standard_normal(3)
    np.testing.assert_allclose(dg.grad(inner)(x), np.cos(x))
    outer = dg_compile(lambda x: inner(x) * 2)
    assert outer(x) == pytest.approx(2 * np.sum(np.sin(x)))


def test_pytrees_in_and_out():
    from dataclasses import dataclass

    @dataclass
    class Layer:
        w: np.ndarray
        b: np.ndarray

    def loss(params, x):
        return np.sum(np.tanh(x @ params["layer"].w + params["layer"].b) ** 2)

    params = {"layer": Layer(RNG.standard_normal((3, 2)), RNG.standard_normal(2))}
    x = RNG.standard_normal((4, 3))
    compiled = dg_compile(dg.grad(loss))
    for _ in range(2):
        g = compiled(params, x)
        assert isinstance(g["layer"], Layer)

        def along_w(w):
            return loss({"layer": Layer(w, params["layer"].b)}, x)

        np.testing.assert_allclose(
            g["layer"].w, central_gradient(along_w, params["layer"].w), atol=1e-7
        )
    assert compiled.cache_info().traces == 1
    compiled({"layer": Layer(np.ones((3, 5)), np.ones(5))}, x)  # new shapes, same structure
    assert compiled.cache_info().traces == 2
    extra = compiled({**params, "extra": np.ones(2)}, x)  # a new structure: traced again
    assert compiled.cache_info().traces == 3
    np.testing.assert_array_equal(extra["extra"], np.zeros(2))


def test_grad_releases_saved_values_as_the_backward_runs():
    """Peak memory of a whole eager grad and of the compiled one, in input-sized arrays.

    Before nodes dropped their saved values the eager grad of this chain peaked at 12
    arrays; torch's peaks at 10 (measured in benchmarks/memory.py).
    """
    import tracemalloc

    x = RNG.uniform(-1, 1, 200_000)
    eager, compiled = dg.grad(chain), dg_compile(dg.grad(chain))
    compiled(x)
    peaks = {}
    for name, fn in (("eager", eager), ("compiled", compiled)):
        tracemalloc.start()
        fn(x)
        peaks[name] = tracemalloc.get_traced_memory()[1] / x.nbytes
        tracemalloc.stop()
    assert peaks["eager"] < 9.5
    assert peaks["compiled"] <= peaks["eager"]


def test_multiplying_by_the_seed_of_ones_is_dropped():
    def loss(x):
        return np.sum(np.tanh(x) * x)

    x = np.linspace(-2, 2, 9)
    compiled = dg_compile(dg.grad(loss), fuse="off")
    for _ in range(2):
        np.testing.assert_allclose(compiled(x), np.tanh(x) + x * (1 - np.tanh(x) ** 2))
    # x0 * ones is x0 itself where it is only read (never returned, never written into).
    assert "np.multiply(x0, " in compiled.source
    assert "1.0" not in compiled.source and "const_" not in compiled.source
    y = 2 * x
    result = dg_compile(dg.grad(lambda x, y: np.sum(x * y)))(x, y)
    result += 1  # the gradient is y times ones: a fresh array, never the argument y itself
    np.testing.assert_array_equal(y, 2 * x)


def test_grad_through_index_assignment():
    def f(x):
        y = np.zeros_like(x)
        y[0] = x[1] * 2
        y[1:] = np.sin(x[1:])
        return np.sum(y * x)

    compiled = dg_compile(dg.grad(f))
    for x in (np.arange(1.0, 5.0), RNG.standard_normal(4)):
        np.testing.assert_allclose(compiled(x), central_gradient(f, x), atol=1e-7)


# ---------------------------------------------------------------- fusion: blocked loops, numexpr


def wide(x, b, c):
    """Element-wise with broadcasting: x (R, C), a row b (C,), a column c (R, 1)."""
    y = np.tanh(x * b + c)
    y = np.exp(-0.5 * y * y) / (1.0 + np.square(c))
    return np.sum(np.sqrt(np.log1p(y * y) + 2.0) * x)


def fused(fn, fuse, **options):
    if fuse == "numexpr":
        pytest.importorskip("numexpr")
    return dg_compile(fn, fuse=fuse, **options)


def assert_same(fuse, got, expected):
    """Blocked loops compute every element as NumPy does; numexpr agrees to rounding, of the
    terms' size: its transcendentals may differ from NumPy's in the last bit, which a sum
    that cancels to a small element shows relative to that element (1.8e-12 was seen)."""
    for g, e in zip(got, expected, strict=True):
        assert np.asarray(g).dtype == np.asarray(e).dtype
        if fuse == "blocked":
            np.testing.assert_array_equal(g, e)
        else:
            scale = float(np.max(np.abs(e), initial=0.0))
            np.testing.assert_allclose(g, e, rtol=1e-12, atol=1e-14 * scale)


@pytest.mark.parametrize("fuse", ["blocked", "numexpr"])
@pytest.mark.parametrize("layout", ["contiguous", "strided", "fortran"])
def test_fused_chain_matches_eager_and_finite_differences(fuse, layout):
    base = RNG.uniform(-1, 1, 3 * 1001)
    x = {"contiguous": base[:1001].copy(), "strided": base[::3], "fortran": base[:1001]}[layout]
    if layout == "fortran":
        x = np.asfortranarray(base[: 1001 - 1].reshape(40, 25))
    compiled = fused(dg.value_and_grad(chain), fuse, chunk=64)  # 1001 is not a multiple of 64
    eager = dg.value_and_grad(chain)(x)
    for _ in range(2):
        value, grad = compiled(x)
        assert_same(fuse, [grad], [eager[1]])
        assert value == pytest.approx(eager[0], rel=1e-13)  # the sum may add in another order
    marker = "for start in range(" if fuse == "blocked" else "= numexpr_"
    assert marker in compiled.source and compiled.fusion == fuse
    small = x[:5] if x.ndim == 1 else x[:2, :3]
    check = fused(dg.grad(chain), fuse, chunk=2)
    np.testing.assert_allclose(check(small), central_gradient(chain, small), rtol=1e-6)


@pytest.mark.parametrize("fuse", ["blocked", "numexpr"])
def test_fused_broadcasting_gradients(fuse):
    x, b, c = RNG.standard_normal((37, 9)), RNG.standard_normal(9), RNG.standard_normal((37, 1))
    compiled = fused(dg.grad(wide, argnums=(0, 1, 2)), fuse, chunk=40)  # 4 rows a chunk
    eager = dg.grad(wide, argnums=(0, 1, 2))(x, b, c)
    for _ in range(2):
        assert_same(fuse, compiled(x, b, c), eager)
    marker = "for start in range(" if fuse == "blocked" else "= numexpr_"
    assert marker in compiled.source and compiled.fusion == fuse
    for k, arg in enumerate((x, b, c)):

        def along(a, k=k):
            args = [x, b, c]
            args[k] = a
            return wide(*args)

        np.testing.assert_allclose(eager[k], central_gradient(along, arg), rtol=1e-6, atol=1e-8)


def test_blocked_float32_is_exact_and_numexpr_leaves_it_alone():
    x = RNG.uniform(-1, 1, 999).astype(np.float32)
    eager = dg.grad(chain)(x)
    blocked = dg_compile(dg.grad(chain), fuse="blocked", chunk=100)
    np.testing.assert_array_equal(blocked(x), eager)
    assert blocked(x).dtype == np.float32 and "np.float32" in blocked.source
    pytest.importorskip("numexpr")
    numexpr = dg_compile(dg.grad(chain), fuse="numexpr")
    np.testing.assert_array_equal(numexpr(x), eager)
    assert "numexpr_" not in numexpr.source  # numexpr is used for float64 only


def test_blocked_source_is_a_readable_loop():
    compiled = dg_compile(dg.grad(chain), fuse="blocked", chunk=10)
    compiled(RNG.uniform(-1, 1, 25))
    source = compiled.source
    assert "for start in range(0, 25, 10):" in source
    assert "stop = min(start + 10, 25)" in source
    assert "np.sin(x0[start:stop], buffer_0)  # sin, derivatives.yaml:" in source
    assert "np.empty((25,), np.float64)" in source


def test_auto_fusion_is_calibrated_once_and_cached(tmp_path, monkeypatch):
    from derivgen.compile import calibration

    monkeypatch.setenv("DERIVGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(calibration, "_chosen", {})
    slow_calls = []

    def slow():
        slow_calls.append(1)
        time.sleep(0.003)

    assert calibration.choose({"slow": slow, "fast": lambda: None}, (), "digest") == "fast"
    assert slow_calls  # it was measured
    assert json.loads((tmp_path / "calibration.json").read_text()) == {"digest": "fast"}

    def never():
        raise AssertionError("a cached choice runs nothing")

    monkeypatch.setattr(calibration, "_chosen", {})  # a new process: read from the file
    assert calibration.choose({"slow": never, "fast": never}, (), "digest") == "fast"
    compiled = dg_compile(dg.grad(chain))  # fuse="auto": whichever wins computes the same
    x = RNG.uniform(-1, 1, 50)
    np.testing.assert_allclose(compiled(x), dg.grad(chain)(x), rtol=1e-12)
    assert compiled.cache_info().traces == 1 and compiled.fusion in ("off", "numexpr")


def test_fuse_and_chunk_are_checked():
    with pytest.raises(ValueError, match="fuse must be one of"):
        dg_compile(chain, fuse="fast")
    with pytest.raises(ValueError, match="chunk must be a positive"):
        dg_compile(chain, chunk=0)


def test_negations_are_absorbed_into_a_constant_factor_exactly():
    x = np.concatenate([RNG.uniform(-3, 3, 50), [0.0, -0.0, 1e-310, 1e308, np.inf]])
    with np.errstate(all="ignore"):
        eager = dg.grad(chain)(x)
        compiled = dg_compile(dg.grad(chain), fuse="off")
        np.testing.assert_array_equal(compiled(x), eager)  # NaNs and signed zeros included
    assert "np.negative" not in compiled.source and "np.multiply(-2, " in compiled.source

    def shared(x):  # the product is read twice: its sign must stay
        p = 3.0 * x
        return np.sum(-p * p + p)

    compiled = dg_compile(shared, fuse="off")
    np.testing.assert_array_equal(compiled(x[:50]), shared(x[:50]))
    assert "np.negative" in compiled.source


def test_blocked_runs_mix_dtypes_and_keep_each_result():
    def mixed(n, y):
        a = n * 3 + 1  # int64
        b = np.logical_not(a > 4)  # bool
        d = np.sqrt(y) * a  # float64
        return d + b, a  # a is returned too: a full array written chunk by chunk

    n, y = np.arange(-20, 21), RNG.uniform(0, 2, 41)
    compiled = dg_compile(mixed, fuse="blocked", chunk=8)
    for _ in range(2):
        (total, a), (expected_total, expected_a) = compiled(n, y), mixed(n, y)
        np.testing.assert_array_equal(total, expected_total)
        np.testing.assert_array_equal(a, expected_a)
        assert a.dtype == np.int64 and total.dtype == np.float64
    source = compiled.source
    assert "for start in range(" in source
    assert "np.empty((41,), np.int64)" in source and "np.empty((1, 8), np.bool)" in source


@pytest.mark.parametrize(("fused_time", "expected"), [(0.97, "off"), (0.90, "numexpr")])
def test_a_fused_variant_must_beat_plain_numpy_by_a_margin(monkeypatch, fused_time, expected):
    from derivgen.compile import calibration

    clock = [0.0]  # a fake clock: each variant "takes" a fixed time, so no timing noise
    monkeypatch.setattr(calibration.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(calibration, "_chosen", {})
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", "")

    def taking(seconds):
        def run():
            clock[0] += seconds

        return run

    variants = {"off": taking(1.0), "numexpr": taking(fused_time)}
    assert calibration.choose(variants, (), f"margin {fused_time}") == expected
