"""Batching rules of the linear algebra, fft, polynomial, statistics and signal ops against a
Python loop of the unbatched op: every tests: case of the spec with each Tensor input batched
alone and all together, plus the edge semantics (1-D matmul operands, vector right-hand
sides, norm ord/axis, fft s/axes, einsum with ..., vector q of quantile)."""

from __future__ import annotations

import itertools
import warnings
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.batching import load_rules
from derivgen.batching.rules import batch_call, parse
from derivgen.ops.binding import by_name
from derivgen.ops.registry import ops
from tests.opcases import cases

load_rules()
B = 3
# Ops whose rule these tests check, with the rules the spec gives them.
OPS = sorted(
    name
    for name, info in ops().items()
    if parse(info.batch)[0]
    in {"matmul", "dot", "inner", "vdot", "outer", "kron", "tensordot", "multi_dot", "einsum",
        "vecdot", "cross", "solve", "norm", "tensorinv", "tensorsolve", "cho_factor", "lstsq",
        "fftn", "quantile", "cov", "corrcoef", "convolve", "polymul", "signal_convolve",
        "interp", "polyval", "polyder", "polyint", "polyadd", "vander", "polyfit"}
)  # fmt: skip


def _examples(op: str, number: int, dtype: Any = np.float64) -> list[dict[str, Any]]:
    """The case's arguments drawn B times (same shapes, other random values)."""
    out = []
    for seed in range(B):
        case = [c for c in cases(op, dtype, seed=seed) if c.number == number][0]
        out.append(case.args)
    return out


def _stack(values: list[Any]) -> Any:
    return np.stack([np.asarray(v) for v in values])


def _check(op: str, examples: list[dict[str, Any]], batched: set[str]) -> None:
    """The rule on the batch equals the loop of the op (shape, dtype and values)."""
    prep = by_name(op)
    info = prep.info

    def example(k: int) -> dict[str, Any]:
        return {
            name: (examples[k] if name in batched else examples[0])[name] for name in examples[0]
        }

    try:
        loop = [prep.call_forward(prep.bind([], example(k))) for k in range(B)]
    except (ValueError, np.linalg.LinAlgError) as error:  # an example NumPy refuses:
        loop, refused = None, type(error)  # the batch is refused too
    bound = prep.bind([], examples[0])
    flags: list[Any] = [False] * len(bound)
    for name in batched:
        i = prep.index[name]
        if isinstance(examples[0][name], list):
            bound[i] = [_stack([e[name][j] for e in examples]) for j in range(len(bound[i]))]
            flags[i] = (True,) * len(bound[i])
        else:
            bound[i] = _stack([e[name] for e in examples])
            flags[i] = True
    if loop is None:
        with pytest.raises(refused):
            batch_call(prep, bound, flags, B)
        return
    got = batch_call(prep, bound, flags, B)
    if len(info.outputs) > 1:
        assert isinstance(got, tuple) and len(got) == len(info.outputs)
        for k, out in enumerate(got):
            _same(out, _stack([r[k] for r in loop]), f"{op} output {k}")
    else:
        _same(got, _stack(loop), op)


def _same(got: Any, want: np.ndarray, what: str) -> None:
    got = np.asarray(got)
    assert got.shape == want.shape, f"{what}: shape {got.shape} != {want.shape}"
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype} != {want.dtype}"
    np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-12, err_msg=what)


def _subsets(names: list[str]) -> list[set[str]]:
    one = [{n} for n in names]
    return one + ([set(names)] if len(names) > 1 else [])


SPEC_CASES = [
    (op, case.number, tuple(sorted(subset)))
    for op in OPS
    for case in cases(op)
    for subset in _subsets([n for n in ops()[op].inputs if case.args.get(n) is not None])
]


@pytest.mark.parametrize(
    ("op", "number", "batched"),
    SPEC_CASES,
    ids=[f"{o}-{n}-{'+'.join(b)}" for o, n, b in SPEC_CASES],
)
def test_spec_cases(op: str, number: int, batched: tuple[str, ...]) -> None:
    _check_looping_only_where_expected(op, _examples(op, number), set(batched))


# Ops that take no stacks of some inputs (np.interp's xp, lstsq's matrix, polyfit's x): vmap
# runs them once per example, with its warning, which is asserted here rather than leaked.
LOOPED = {"interp", "lstsq", "polyfit"}


def _check_looping_only_where_expected(op: str, examples: Any, batched: set[str]) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", UserWarning)
        _check(op, examples, batched)
    looped = {str(w.message).split()[1] for w in caught if "has no batched form" in str(w.message)}
    assert looped <= LOOPED, looped
    assert all("has no batched form" in str(w.message) for w in caught)


COMPLEX_CASES = [
    (op, case.number, tuple(sorted(subset)))
    for op in OPS
    if ops()[op].complex
    for case in cases(op, np.complex128)
    for subset in _subsets([n for n in ops()[op].inputs if case.args.get(n) is not None])
]


@pytest.mark.parametrize(
    ("op", "number", "batched"),
    COMPLEX_CASES,
    ids=[f"{o}-{n}-{'+'.join(b)}" for o, n, b in COMPLEX_CASES],
)
def test_complex_spec_cases(op: str, number: int, batched: tuple[str, ...]) -> None:
    _check_looping_only_where_expected(op, _examples(op, number, np.complex128), set(batched))


def _random(*shape: int, seed: int = 0, dtype: Any = np.float64) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.normal(size=shape)
    return x.astype(dtype)


def _edge(op: str, arrays: dict[str, tuple[int, ...]], dtype: Any = np.float64, **options):
    """Examples of the op with inputs of these shapes (random values) and fixed options."""
    return [
        {
            **{
                n: _random(*s, seed=10 * k + j, dtype=dtype)
                for j, (n, s) in enumerate(arrays.items())
            },
            **options,
        }
        for k in range(B)
    ]


def _all_subsets(op: str, examples: list[dict[str, Any]]) -> None:
    names = [n for n in ops()[op].inputs if n in examples[0]]
    for r in range(1, len(names) + 1):
        for subset in itertools.combinations(names, r):
            _check(op, examples, set(subset))


@pytest.mark.parametrize(
    ("sa", "sb"),
    [((4,), (4,)), ((4,), (4, 3)), ((3, 4), (4,)), ((4,), (2, 4, 3)), ((2, 3, 4), (4,)),
     ((2, 1, 3, 4), (5, 4, 2)), ((3, 4), (2, 4, 5))],
)  # fmt: skip
@pytest.mark.parametrize("op", ["matmul", "dot"])
def test_matmul_and_dot_1d_operands(op: str, sa: tuple[int, ...], sb: tuple[int, ...]) -> None:
    if op == "dot" and len(sb) > 2:
        sb = sb[1:] + sb[:1]  # dot sums over b's second-to-last axis
        sb = (sb[0], 4, sb[1]) if len(sb) == 3 else sb
    _all_subsets(op, _edge(op, {"self": sa, "other": sb}, dtype=np.complex128))


@pytest.mark.parametrize(
    ("sa", "sb"), [((3, 3), (3,)), ((3, 3), (3, 2)), ((2, 3, 3), (3,)), ((2, 3, 3), (2, 3, 1))]
)
def test_solve_vector_right_hand_side(sa: tuple[int, ...], sb: tuple[int, ...]) -> None:
    examples = _edge("solve", {"a": sa, "b": sb})
    for e in examples:
        e["a"] = e["a"] + 4 * np.eye(sa[-1])
    _all_subsets("solve", examples)


@pytest.mark.parametrize(
    ("shape", "ord", "axis", "keepdims"),
    [((5,), None, None, False), ((5,), 1, None, True), ((5,), -np.inf, None, False),
     ((3, 4), None, None, True), ((3, 4), "fro", None, False), ((3, 4), "nuc", None, True),
     ((3, 4), 2, None, False), ((3, 4), -1, None, False), ((3, 4), 1, 0, False),
     ((2, 3, 4), None, None, False), ((2, 3, 4), None, None, True), ((2, 3, 4), 3, -1, True),
     ((2, 3, 4), "fro", (0, 2), False), ((2, 3, 4), np.inf, (2, 0), True),
     ((2, 3, 4), None, (1,), False), ((), None, None, True)],
)  # fmt: skip
def test_norm_ord_and_axis(shape: tuple[int, ...], ord: Any, axis: Any, keepdims: bool) -> None:
    _all_subsets("norm", _edge("norm", {"self": shape}, ord=ord, axis=axis, keepdims=keepdims))


def test_norm_of_3d_example_with_ord_and_no_axis_raises_as_numpy() -> None:
    with pytest.raises(ValueError, match="Improper number of dimensions"):
        np.linalg.norm(np.ones((2, 3, 4)), 2)
    prep = by_name("norm")
    bound = prep.bind([], {"self": _random(B, 2, 3, 4), "ord": 2})
    with pytest.raises(ValueError, match="Improper number of dimensions"):
        batch_call(prep, bound, [True, False, False, False], B)


@pytest.mark.parametrize(
    ("subscripts", "shapes"),
    [("ij,jk", [(3, 4), (4, 2)]), ("ji", [(3, 4)]), ("...ij,...jk->...ik", [(2, 3, 4), (4, 5)]),
     ("i...,i...", [(3, 2, 2), (3, 1, 2)]), ("ii", [(3, 3)]), ("ii->i", [(3, 3)]),
     ("Ab,bC", [(2, 3), (3, 4)]), ("i,j->", [(2,), (3,)]), (",i", [(), (3,)]),
     ("b i j , b j k -> b i k", [(2, 3, 4), (2, 4, 3)])],
)  # fmt: skip
def test_einsum_labels_and_ellipsis(subscripts: str, shapes: list[tuple[int, ...]]) -> None:
    examples = [
        {
            "subscripts": subscripts,
            "operands": [_random(*s, seed=10 * k + j) for j, s in enumerate(shapes)],
        }
        for k in range(B)
    ]
    _check("einsum", examples, {"operands"})
    prep = by_name("einsum")
    for j in range(len(shapes)):  # one operand batched, the others not
        bound = prep.bind([], examples[0])
        bound[1] = list(bound[1])
        bound[1][j] = _stack([e["operands"][j] for e in examples])
        flags = [False, tuple(k == j for k in range(len(shapes)))]
        want = []
        for k in range(B):
            ops_k = list(examples[0]["operands"])
            ops_k[j] = examples[k]["operands"][j]
            want.append(np.einsum(subscripts, *ops_k))
        _same(batch_call(prep, bound, flags, B), _stack(want), f"einsum {subscripts} #{j}")


@pytest.mark.parametrize(
    ("sa", "sb", "axes"),
    [((2, 3, 4), (3, 4, 5), 2), ((2, 3), (4, 5), 0), ((2, 3, 4), (4, 2, 3), ((1, 2), (2, 0))),
     ((2, 3, 4), (4, 3), ((-1, 1), (0, -1))), ((3, 4), (4, 2), ([1], [0]))],
)  # fmt: skip
def test_tensordot_axes(sa: tuple[int, ...], sb: tuple[int, ...], axes: Any) -> None:
    _all_subsets("tensordot", _edge("tensordot", {"self": sa, "other": sb}, axes=axes))


@pytest.mark.parametrize(
    ("sa", "sb", "options"),
    [((3,), (3,), {}), ((2, 3), (3,), {}), ((3, 2), (2, 3), {"axisa": 0, "axisc": 0}),
     ((2, 1, 3), (4, 3), {"axisc": 1}), ((2,), (2,), {}), ((4, 2), (3,), {"axisc": 0}),
     ((3, 2), (3, 2), {"axis": 0})],
)  # fmt: skip
def test_cross_axes(sa: tuple[int, ...], sb: tuple[int, ...], options: dict[str, int]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # 2-element vectors
        _all_subsets("cross", _edge("cross", {"self": sa, "other": sb}, **options))


@pytest.mark.parametrize(
    ("sa", "sb", "axis"), [((3, 4), (4,), -1), ((3, 4), (3, 1), 0), ((2, 1, 3), (4, 3), -1)]
)
def test_vecdot_axis(sa: tuple[int, ...], sb: tuple[int, ...], axis: int) -> None:
    _all_subsets(
        "vecdot", _edge("vecdot", {"self": sa, "other": sb}, dtype=np.complex128, axis=axis)
    )


@pytest.mark.parametrize(
    ("op", "shape", "options"),
    [("fftn", (3, 4, 5), {"s": (6, 3)}), ("fftn", (3, 4, 5), {"axes": (0, -1)}),
     ("ifftn", (3, 4, 5), {"s": (2,), "axes": (1,)}), ("rfftn", (3, 4, 5), {}),
     ("irfftn", (3, 4, 5), {"s": (4, 6)}), ("rfftn", (4, 5), {"s": (3, 8), "axes": (1, 0)}),
     ("fftn", (2, 3, 4), {"axes": ()})],
)  # fmt: skip
def test_fftn_s_and_axes(op: str, shape: tuple[int, ...], options: dict[str, Any]) -> None:
    dtype = np.float64 if op == "rfftn" else np.complex128
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # s without axes
        _check(op, _edge(op, {"a": shape}, dtype=dtype, **options), {"a"})


@pytest.mark.parametrize(
    ("q", "axis", "keepdims"),
    [((), None, False), ((4,), None, True), ((2, 2), 1, False), ((3,), (0, 2), True),
     ((), -1, True), ((2,), (-1, 0), False)],
)  # fmt: skip
@pytest.mark.parametrize("op", ["quantile", "nanpercentile"])
def test_quantile_with_vector_q(op: str, q: tuple[int, ...], axis: Any, keepdims: bool) -> None:
    rng = np.random.default_rng(1)
    scale = 100 if "percentile" in op else 1
    examples = [
        {"self": rng.normal(size=(3, 4, 5)), "q": scale * rng.uniform(size=q), "axis": axis,
         "keepdims": keepdims}
        for _ in range(B)
    ]  # fmt: skip
    _all_subsets(op, examples)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("m", [1, 2, 4, 5])
@pytest.mark.parametrize("mode", ["full", "same", "valid"])
@pytest.mark.parametrize("op", ["convolve", "correlate"])
def test_convolve_and_correlate_windows(op: str, mode: str, n: int, m: int) -> None:
    _all_subsets(op, _edge(op, {"a": (n,), "v": (m,)}, dtype=np.complex128, mode=mode))


@pytest.mark.parametrize(
    ("s1", "s2"), [((4, 5), (2, 3)), ((2, 3), (4, 5)), ((3, 2), (3, 4)), ((5,), (6,))]
)
@pytest.mark.parametrize("mode", ["full", "same", "valid"])
@pytest.mark.parametrize("op", ["signal_convolve", "signal_correlate"])
def test_signal_convolutions(op: str, mode: str, s1: tuple[int, ...], s2: tuple[int, ...]) -> None:
    if mode == "valid" and not (
        all(a >= b for a, b in zip(s1, s2, strict=True))
        or all(b >= a for a, b in zip(s1, s2, strict=True))
    ):
        return
    _all_subsets(op, _edge(op, {"in1": s1, "in2": s2}, mode=mode))


def test_convolution_does_not_multiply_what_does_not_overlap() -> None:
    examples = _edge("convolve", {"a": (5,), "v": (3,)})
    for e in examples:
        e["a"][0] = np.inf
    with np.errstate(invalid="ignore"):
        _all_subsets("convolve", examples)


@pytest.mark.parametrize(
    ("sa", "sb", "axis"),
    [((), (), 0), ((3,), (), -1), ((2, 1), (3,), -1), ((2, 1), (3,), 1), ((2,), (2,), 0)],
)
@pytest.mark.parametrize("op", ["linspace", "logspace", "geomspace"])
def test_linspace_axis(op: str, sa: tuple[int, ...], sb: tuple[int, ...], axis: int) -> None:
    examples = _edge(op, {"start": sa, "stop": sb}, num=4, axis=axis)
    for e in examples:
        e["start"], e["stop"] = np.abs(e["start"]) + 0.5, np.abs(e["stop"]) + 0.5
    _all_subsets(op, examples)


@pytest.mark.parametrize(("p", "x"), [((4,), (5,)), ((3,), (2, 3)), ((1,), ()), ((2,), (1, 1, 2))])
def test_polyval_shapes(p: tuple[int, ...], x: tuple[int, ...]) -> None:
    _all_subsets("polyval", _edge("polyval", {"p": p, "x": x}))


_MATRIX = np.random.default_rng(5).normal(size=(4, 4)) + 4 * np.eye(4)
_FUNCTIONS: dict[str, tuple[Any, tuple[int, ...]]] = {
    "matmul1d": (lambda x: np.matmul(x, _MATRIX), (B, 4)),
    "matvec": (lambda x: _MATRIX @ x, (B, 4)),
    "dot": (lambda x: np.dot(x, x), (B, 4)),
    "einsum": (lambda x: np.einsum("i,ij,j", x, _MATRIX, x), (B, 4)),
    "einsum_ell": (lambda x: np.einsum("...i,ij->...j", x, _MATRIX), (B, 2, 4)),
    "solve": (lambda x: np.linalg.solve(_MATRIX, x), (B, 4)),
    "solveA": (lambda x: np.linalg.solve(x.reshape(4, 4) + 4 * np.eye(4), np.ones(4)), (B, 16)),
    "norm": (lambda x: np.linalg.norm(x), (B, 2, 3)),
    "norm_ord": (lambda x: np.linalg.norm(x, 1), (B, 2, 3)),
    "quantile": (lambda x: np.quantile(x, [0.2, 0.7]), (B, 5)),
    "cov": (lambda x: np.cov(x), (B, 2, 5)),
    "corrcoef": (lambda x: np.corrcoef(x), (B, 2, 5)),
    "convolve": (lambda x: np.convolve(x, [1.0, 2.0, 0.5], "same"), (B, 5)),
    "correlate": (lambda x: np.correlate(x, x[:2], "full"), (B, 5)),
    "polyval": (lambda x: np.polyval(x, 0.7), (B, 4)),
    "polyadd": (lambda x: np.polyadd(x, [1.0, 2.0]), (B, 4)),
    "fftn": (lambda x: np.abs(np.fft.fftn(x, s=(3, 4), axes=(0, 1))), (B, 2, 5)),
    "tensordot": (lambda x: np.tensordot(x, x, 2), (B, 2, 3)),
    "cross": (lambda x: np.cross(x, [1.0, 2.0, 3.0]), (B, 3)),
    "kron": (lambda x: np.kron(x, _MATRIX[:2, :2]), (B, 2)),
    "lstsq": (lambda x: np.linalg.lstsq(_MATRIX[:, :3], x)[0], (B, 4)),
    "inv": (lambda x: np.linalg.inv(x.reshape(4, 4) + 4 * np.eye(4)), (B, 16)),
    "vander": (lambda x: np.vander(x, 3), (B, 4)),
    "multi_dot": (lambda x: np.linalg.multi_dot([x, _MATRIX, _MATRIX, x]), (B, 4)),
}


@pytest.mark.parametrize("name", sorted(_FUNCTIONS))
def test_grad_of_vmap_and_vmap_of_grad(name: str) -> None:
    """The rules on traced values (grad(vmap(f)): each rule sees a grad trace's boxes) and
    under a trace (vmap(grad(f))) give the per-example gradients of a loop."""
    f, shape = _FUNCTIONS[name]

    def g(x: Any) -> Any:
        return np.sum(np.real(f(x)) ** 2)

    x = np.random.default_rng(7).normal(size=shape)
    want = np.stack([dg.grad(g)(xi) for xi in x])
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no loop fallback
        outer = dg.grad(lambda x: np.sum(dg.vmap(g)(x)))(x)
        inner = dg.vmap(dg.grad(g))(x)
    np.testing.assert_allclose(outer, want, rtol=1e-9, atol=1e-11)
    np.testing.assert_allclose(inner, want, rtol=1e-9, atol=1e-11)


@pytest.mark.parametrize("lower", [False, True])
@pytest.mark.parametrize("dtype", [np.float64, np.complex128])
def test_cho_factor_reads_the_triangle_scipy_reads(lower: bool, dtype: Any) -> None:
    """The other triangle holds junk: the batch must ignore it as scipy does."""
    examples = []
    for k in range(B):
        m = _random(4, 4, seed=k, dtype=dtype)
        a = m @ np.conj(m.T) + 4 * np.eye(4)
        junk = _random(4, 4, seed=10 + k, dtype=dtype)
        keep = np.tri(4, dtype=bool) if lower else np.tri(4, dtype=bool).T
        examples.append({"a": np.where(keep, a, junk), "lower": lower})
    _check("cho_factor", examples, {"a"})
