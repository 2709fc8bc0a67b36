"""Every op of the spec under dg.vmap, from its ``tests: cases``: the batched call equals a
Python loop of the unbatched one (in_axes 0, a moved axis, None for the other inputs; out_axes
0 and 1), and so do vmap of its pullback (dg.vjp) and of its jvp (dg.jvp)."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.checking.verify import tolerance
from derivgen.ops.registry import ops
from tests.opcases import Case, cases

B = 3  # examples per batch: each drawn with its own seed
DERIVATIVE_CASES = 2  # the vjp and jvp checks take each op's first two cases (for time)

# Ops still batched by running them once per example (batch: loop), each with why. The
# target is an empty list: an op on loop that is not listed here fails, and so does a listed
# op that has left loop (remove it from the list then).
STILL_ON_LOOP: dict[str, str] = {
    "lu_factor": (
        "scipy.linalg.lu_factor takes no stacks (SciPy 1.17 refuses them: two outputs) and "
        "NumPy has no LU; scipy.linalg.lu's permutation is not LAPACK's pivots"
    ),
}


# Tensor arguments NumPy's __array_function__ dispatch never looks at (np.full_like's
# fill_value, np.select's default): batched while every other argument is plain, the op is
# not reached and NumPy converts or copies the batched value, which raises a TypeError (not a wrong
# number). The generated forward of these mirrors needs a tracer check for them; until then
# the harness expects the error, so that this list is updated when it is fixed.
NOT_DISPATCHED: dict[str, str] = {}


def test_no_op_is_on_loop_unless_listed() -> None:
    on_loop = {name for name, info in ops().items() if info.batch == "loop"}
    assert sorted(on_loop - STILL_ON_LOOP.keys()) == []
    assert sorted(STILL_ON_LOOP.keys() - on_loop) == []


def _examples(op: str) -> list[list[Case]]:
    """Per test case of the op, B cases with the same parameters and different inputs."""
    per_seed = [list(cases(op, seed=seed)) for seed in range(B)]
    return [list(group) for group in zip(*per_seed, strict=True)]


def _stack(values: Sequence[Any], axis: int = 0) -> Any:
    return np.stack([np.asarray(v) for v in values], axis=axis)


def _stacked_tree(trees: Sequence[Any]) -> Any:
    first = trees[0]
    if isinstance(first, tuple | list):
        items = [_stacked_tree([t[k] for t in trees]) for k in range(len(first))]
        return first._make(items) if hasattr(first, "_make") else type(first)(items)
    if first is None:
        return None
    return _stack(trees)


def _moved(tree: Any, axis: int) -> Any:
    if isinstance(tree, tuple | list):
        items = [_moved(t, axis) for t in tree]
        return tree._make(items) if hasattr(tree, "_make") else type(tree)(items)
    return None if tree is None else np.moveaxis(tree, 0, axis)


def _assert_close(got: Any, want: Any, rtol: float, atol: float, what: str) -> None:
    if isinstance(want, tuple | list):
        assert isinstance(got, tuple | list), f"{what}: {type(got)} for {type(want)}"
        assert len(got) == len(want), what
        for k, (g, w) in enumerate(zip(got, want, strict=True)):
            _assert_close(g, w, rtol, atol, f"{what}[{k}]")
        return
    if want is None:
        assert got is None or not np.any(got), what
        return
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, f"{what}: shape {got.shape}, loop gives {want.shape}"
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype}, loop gives {want.dtype}"
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, err_msg=what)


def _out_axis(reference: Any) -> int:
    """1 where every output of one example has an axis, else -1 (after the last)."""
    leaves = reference if isinstance(reference, tuple | list) else [reference]
    ndims = [np.ndim(leaf[0]) if isinstance(leaf, np.ndarray) else 0 for leaf in _flat(leaves)]
    return 1 if all(n >= 1 for n in ndims) else -1


def _flat(tree: Any) -> list[Any]:
    if isinstance(tree, tuple | list):
        return [leaf for t in tree for leaf in _flat(t)]
    return [] if tree is None else [tree]


def _check(
    fn: Callable[..., Any],
    per_example: list[list[Any]],
    rtol: float,
    atol: float,
    what: str,
    configs: str = "all",
    fixed_tail: int = 0,
    undispatched: int | None = None,
) -> None:
    """vmap(fn) over the stacked arguments equals the loop; and with a moved axis, with one
    argument mapped alone (the others fixed to example 0's), and with out_axes 1.
    ``configs``: "all" of those, "axes" (the moved axis and out_axes only) or "none".
    ``fixed_tail``: first check with the last arguments (cotangents, tangents) fixed."""
    stacked = [_stacked_tree([args[k] for args in per_example]) for k in range(len(per_example[0]))]
    if fixed_tail:
        n = len(stacked) - fixed_tail
        tail = per_example[0][n:]
        want = _stacked_tree([fn(*args[:n], *tail) for args in per_example])
        got = dg.vmap(fn, in_axes=(*(0,) * n, *(None,) * fixed_tail))(*stacked[:n], *tail)
        _assert_close(got, want, rtol, atol, f"{what}, last {fixed_tail} arguments not mapped")
    reference = _stacked_tree([fn(*args) for args in per_example])
    got = dg.vmap(fn)(*stacked)
    _assert_close(got, reference, rtol, atol, f"{what}, in_axes 0")
    if configs == "none":
        return
    n = len(stacked)
    axis = _out_axis(reference)
    got = dg.vmap(fn, out_axes=axis)(*stacked)
    _assert_close(got, _moved(reference, axis), rtol, atol, f"{what}, out_axes {axis}")
    moved = [_moved(stacked[0], -1), *stacked[1:]]
    got = dg.vmap(fn, in_axes=(-1, *(0,) * (n - 1)))(*moved)
    _assert_close(got, reference, rtol, atol, f"{what}, in_axes -1 for argument 0")
    if n > 1 and configs == "all":
        for k in range(n):
            alone = [stacked[j] if j == k else per_example[0][j] for j in range(n)]
            axes = tuple(0 if j == k else None for j in range(n))
            want = _stacked_tree(
                [fn(*[args[j] if j == k else per_example[0][j] for j in range(n)])
                 for args in per_example]
            )  # fmt: skip
            if k == undispatched:
                with pytest.raises(TypeError, match="vmap: "):
                    dg.vmap(fn, in_axes=axes)(*alone)
                continue
            got = dg.vmap(fn, in_axes=axes)(*alone)
            _assert_close(got, want, rtol, atol, f"{what}, only argument {k} mapped")


def _cotangent(out: Any, rng: np.random.Generator) -> Any:
    if isinstance(out, tuple | list):
        items = [_cotangent(o, rng) for o in out]
        return out._make(items) if hasattr(out, "_make") else type(out)(items)
    return rng.standard_normal(np.shape(out))


OPS = sorted(ops())


def _groups(op: str, most: int | None = None) -> Any:
    """Per test case (the first ``most``): the op as a function of its inputs, B examples'
    inputs, a name, and which argument each input is."""
    for group in _examples(op)[:most]:
        first = group[0]
        inputs = [case.inputs() for case in group]
        yield first.function(), inputs, f"{first.id} ({first.describe()})", first.diff


def _tolerances(op: str) -> tuple[float, float]:
    tests = ops()[op].tests
    return tolerance(tests, "rtol", "float64", 1e-7), tolerance(tests, "atol", "float64", 1e-9)


@pytest.fixture(autouse=True)
def _quiet_loops() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # the ops still on loop say so
        yield


@pytest.mark.parametrize("op", OPS)
def test_vmap_equals_the_loop(op: str) -> None:
    rtol, atol = _tolerances(op)
    for f, inputs, what, diff in _groups(op):
        name = NOT_DISPATCHED.get(op)
        undispatched = [n for n, _ in diff].index(name) if name in dict(diff) else None
        _check(f, inputs, rtol, atol, what, undispatched=undispatched)


@pytest.mark.parametrize("op", OPS)
def test_vmap_of_the_pullback_equals_the_loop(op: str) -> None:
    rtol, atol = _tolerances(op)
    rng = np.random.default_rng(7)
    for f, inputs, what, _ in _groups(op, DERIVATIVE_CASES):

        def pullback(*args: Any, f: Callable[..., Any] = f) -> Any:
            *xs, cot = args
            return dg.vjp(f, *xs)[1](cot)

        cots = [_cotangent(f(*xs), rng) for xs in inputs]
        args = [[*xs, c] for xs, c in zip(inputs, cots, strict=True)]
        _check(pullback, args, rtol, atol, f"vjp of {what}", configs="axes", fixed_tail=1)


@pytest.mark.parametrize("op", OPS)
def test_vmap_of_the_jvp_equals_the_loop(op: str) -> None:
    rtol, atol = _tolerances(op)
    rng = np.random.default_rng(8)
    for f, inputs, what, _ in _groups(op, DERIVATIVE_CASES):
        n = len(inputs[0])

        def forward(*args: Any, f: Callable[..., Any] = f, n: int = n) -> Any:
            return dg.jvp(f, tuple(args[:n]), tuple(args[n:]))

        tangents = [[rng.standard_normal(np.shape(x)) for x in xs] for xs in inputs]
        args = [[*xs, *ts] for xs, ts in zip(inputs, tangents, strict=True)]
        _check(forward, args, rtol, atol, f"jvp of {what}", configs="axes", fixed_tail=n)
