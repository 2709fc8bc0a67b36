"""dg.vmap on whole programs as users write them (tests/programs.py, tests/random_programs.py).

Every batched result is compared with the Python loop of the unbatched call (itself checked
against central differences and JAX by tests/test_programs.py and test_random_programs.py),
the random programs also with jax.vmap of the same source on jax.numpy where JAX is
installed, and Jacobians and Hessians (built on vmap) with central differences. A program
vmap cannot batch must fail with a TypeError naming the call and the spelling that works.
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
import derivgen.scipy.special as dsp
from tests import random_programs
from tests.programs import PROGRAMS, REFUSED

B = 3

# Programs vmap refuses, with the words the TypeError must contain.
VMAP_REFUSED: dict[str, tuple[str, ...]] = {
    **REFUSED,  # the same calls grad refuses, with the same spellings
    # y[y < 0] = 0.1 * y[y < 0]: a batched mask selects a different count per example
    "masked_assignment": ("batched boolean mask", "np.where(mask, x, fill)"),
}
# Programs with a call that runs once per example (no batched form), with the warning's words.
LOOPED = {
    "interp_values": "interp",
    "interp_query": "interp",
    "lstsq_fit": "lstsq",
}


def _is_array(value: Any) -> bool:
    return isinstance(value, np.ndarray | dict | tuple | list)


def _stack(trees: list[Any]) -> Any:
    return dg.tree_map(lambda *leaves: np.stack([np.asarray(v) for v in leaves]), *trees)


def _close(got: Any, want: Any, rtol: float = 1e-9, atol: float = 1e-10) -> None:
    got_leaves, want_leaves = dg.tree_leaves(got), dg.tree_leaves(want)
    assert len(got_leaves) == len(want_leaves)
    for g, w in zip(got_leaves, want_leaves, strict=True):
        assert np.shape(g) == np.shape(w)
        assert np.asarray(g).dtype == np.asarray(w).dtype
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)


def _batch(name: str, mode: str) -> tuple[Callable[..., Any], tuple[Any, ...], Any, list[Any]]:
    """(f, in_axes, the batched arguments, each example's arguments) for B examples of a
    program: mode "all" stacks every array input, "data" keeps the parameter unbatched
    (per-example gradients of one parameter over a batch of data sets)."""
    prog, inputs = PROGRAMS[name]
    examples = [inputs(np.random.default_rng(seed)) for seed in range(B)]
    first = examples[0]
    axes = tuple(
        0 if _is_array(a) and (mode == "all" or k > 0) else None for k, a in enumerate(first)
    )
    args = tuple(
        _stack([e[k] for e in examples]) if axis == 0 else first[k] for k, axis in enumerate(axes)
    )
    each = [tuple(e[k] if axis == 0 else first[k] for k, axis in enumerate(axes)) for e in examples]
    return (lambda *a: prog(np, *a)), axes, args, each


CASES = [(name, "all") for name in sorted(PROGRAMS)] + [
    (name, "data")
    for name in sorted(PROGRAMS)
    if any(_is_array(a) for a in PROGRAMS[name][1](np.random.default_rng(0))[1:])
]


def _run(name: str, call: Callable[[], Any]) -> Any:
    """call(), checking that the loop fallback's warning is given exactly where expected."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = call()
    messages = [str(w.message) for w in caught if issubclass(w.category, UserWarning)]
    if name in LOOPED:
        assert all("no batched form" in m for m in messages)
    else:
        assert not messages, messages
    return out


@pytest.mark.parametrize(("name", "mode"), CASES)
def test_vmap_and_per_example_grad_of_a_program_equal_the_loop(name: str, mode: str) -> None:
    f, axes, args, each = _batch(name, mode)
    transforms = {"vmap(f)": f, "vmap(grad(f))": dg.grad(f)}
    for what, g in transforms.items():
        if name in VMAP_REFUSED:
            with pytest.raises(TypeError) as caught:
                dg.vmap(g, in_axes=axes)(*args)
            message = str(caught.value)
            if "vmap" in message:  # grad may refuse first, with its own words
                for words in VMAP_REFUSED[name]:
                    assert words in message, (what, message)
            continue
        got = _run(name, lambda g=g: dg.vmap(g, in_axes=axes)(*args))
        _close(got, _stack([g(*a) for a in each]))


@pytest.mark.parametrize("name", sorted(set(PROGRAMS) - set(VMAP_REFUSED)))
def test_grad_of_the_summed_vmap_is_the_per_example_gradient(name: str) -> None:
    f, axes, args, each = _batch(name, "all")
    total = lambda p, *rest: np.sum(dg.vmap(f, in_axes=axes)(p, *rest))  # noqa: E731
    got = _run(name, lambda: dg.grad(total)(*args))
    _close(got, _stack([dg.grad(f)(*a) for a in each]))


COMPILED = ["gp_loglik", "kalman", "mlp_xent", "attention", "lstm", "sinkhorn", "pca_eigh"]


@pytest.mark.parametrize("name", COMPILED)
def test_compiled_per_example_grad_matches_eager_on_first_call_and_replay(name: str) -> None:
    prog, inputs = PROGRAMS[name]
    f = lambda *a: prog(np, *a)  # noqa: E731
    compiled = None
    for offset in (0, 10):
        examples = [inputs(np.random.default_rng(offset + s)) for s in range(B)]
        args = tuple(_stack([e[k] for e in examples]) for k in range(len(examples[0])))
        if compiled is None:
            compiled = dg.compile(dg.vmap(dg.grad(f)))
        _close(compiled(*args), _stack([dg.grad(f)(*e) for e in examples]), 1e-8, 1e-10)


def _central(f: Callable[[np.ndarray], Any], v: np.ndarray, eps: float = 1e-5) -> np.ndarray:
    out = []
    for i in range(v.size):
        step = np.zeros_like(v)
        step[i] = eps
        out.append((np.asarray(f(v + step)) - np.asarray(f(v - step))) / (2 * eps))
    return np.stack(out, axis=-1)


JACOBIANS = ["rosenbrock", "rk4", "kalman", "trimmed_mean", "power_spectrum", "black_scholes"]


@pytest.mark.parametrize("name", JACOBIANS)
def test_jacobian_and_hessian_of_a_program_match_central_differences(name: str) -> None:
    prog, inputs = PROGRAMS[name]
    p, *data = inputs(np.random.default_rng(0))
    f = lambda q: prog(np, q, *data)  # noqa: E731
    grad = dg.grad(f)
    np.testing.assert_allclose(dg.jacobian(f)(p), _central(f, p), rtol=1e-5, atol=1e-6)
    want = _central(grad, p)
    np.testing.assert_allclose(dg.hessian(f)(p), want, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(dg.jacobian(grad)(p), want, rtol=1e-4, atol=1e-5)


# --- seeded random programs (tests/random_programs.py)

SEEDS = range(30)


def _random(seed: int) -> tuple[random_programs.Program, Callable[..., Any], Any, list[Any]]:
    prog = random_programs.generate(seed)
    namespace: dict[str, Any] = {}
    exec(prog.source, namespace)  # noqa: S102 (our own generated source)
    source = namespace["prog"]
    rng = np.random.default_rng(seed + 7)
    xs = [random_programs.make_input(prog, rng) for _ in range(B)]
    return prog, (lambda x, m=np, sp=dsp: source(m, sp, x)), _stack(xs), xs


def _compare(what: str, got: Any, want: Any, dtype: Any) -> None:
    failures = random_programs._compare(what, got, want, dtype)
    assert not failures, failures


@pytest.mark.parametrize("seed", SEEDS)
def test_random_program_under_vmap_equals_the_loop_and_jax(seed: int) -> None:
    prog, f, X, xs = _random(seed)
    grad = dg.grad(f)
    total = dg.grad(lambda X: np.sum(dg.vmap(f)(X)))
    runs = {
        "vmap(f)": (lambda: dg.vmap(f)(X), [f(x) for x in xs]),
        "vmap(grad(f))": (lambda: dg.vmap(grad)(X), [grad(x) for x in xs]),
        "grad(sum(vmap(f)))": (lambda: total(X), [grad(x) for x in xs]),
    }
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        if not prog.jit:  # indexes with a mask of its own values: no batched shape
            for run, _ in runs.values():
                with pytest.raises(TypeError, match=r"batched boolean mask.*np\.where"):
                    run()
            return
        got = {}
        for what, (run, loop) in runs.items():
            with warnings.catch_warnings():
                warnings.simplefilter("error", UserWarning)  # no loop fallback here
                got[what] = run()
            _compare(what, got[what], _stack(loop), prog.dtype)
    try:
        import jax
        import jax.numpy as jnp
        import jax.scipy.special as jsp
    except ImportError:
        return
    jax.config.update("jax_enable_x64", True)
    jf = lambda x: _random_source(prog)(jnp, jsp, x)  # noqa: E731
    plain = random_programs._plain(X)

    def twin(X: Any) -> dict[str, Any]:
        return {
            "vmap(f)": jax.vmap(jf)(X),
            "vmap(grad(f))": jax.vmap(jax.grad(jf))(X),
            "grad(sum(vmap(f)))": jax.grad(lambda X: jnp.sum(jax.vmap(jf)(X)))(X),
        }

    try:
        want = jax.jit(twin)(plain)  # one compiled call: faster than JAX op by op
    except TypeError:
        # JAX 0.6 (the newest on Python 3.10) fails inside its own gather on some of these
        # programs ("Slice size ... in gather op"); the loop above is the reference there.
        if tuple(int(p) for p in jax.__version__.split(".")[:2]) >= (0, 7):
            raise
        return
    for what, value in want.items():
        _compare(what + " vs jax", got[what], random_programs._plain(value), prog.dtype)


def _random_source(prog: random_programs.Program) -> Callable[..., Any]:
    namespace: dict[str, Any] = {}
    exec(prog.source, namespace)  # noqa: S102 (our own generated source)
    return namespace["prog"]


@pytest.mark.parametrize("seed", [s for s in SEEDS if random_programs.generate(s).jit][:5])
def test_compiled_vmap_of_grad_of_a_random_program_matches_eager(seed: int) -> None:
    prog, f, X, xs = _random(seed)
    compiled = dg.compile(dg.vmap(dg.grad(f)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for what, batch in (("first call", X), ("replay", dg.tree_map(lambda a: a[::-1] * 0.5, X))):
            want = dg.vmap(dg.grad(f))(batch)
            _compare("compile " + what, compiled(batch), want, prog.dtype)


# --- idioms a new user writes inside a vmapped function


def _set(y: Any, index: Any, value: Any) -> Any:
    y[index] = value
    return y


def _filled(x: Any) -> Any:
    q = np.outer(x, x)
    np.fill_diagonal(q, -q.sum(axis=1))
    np.put(q, [1, 7], x[:2])
    np.copyto(q, 3 * x[None, :], where=np.eye(5, dtype=bool))
    return q


def _flat_written(x: Any) -> Any:
    y = np.outer(x, x)
    y.flat[[1, 7]] = x[0]
    return (
        np.sum(y**2)
        + np.sum(y.flat[::4])
        + np.sum(np.pad(x, (2, 1), constant_values=dg.stop_gradient(x[1])))
    )


def _chain(x: Any) -> Any:
    y = np.zeros_like(x)
    for i in range(1, len(x)):
        y[i] = y[i - 1] * 0.5 + x[i] * x[i - 1]
    return y


_T = np.linspace(-1.0, 1.0, 4)
IDIOMS: dict[str, Callable[[Any], Any]] = {
    "x[np.argmax(x)]": lambda x: x[np.argmax(x)] ** 2,
    "one-hot rows of labels": lambda x: np.sum(
        np.take_along_axis(np.eye(5), np.argsort(x)[:, None], axis=0) * x
    ),
    "x.flat[i] = ..., np.pad(constant_values=b)": _flat_written,
    "x[np.argsort(x)]": lambda x: np.sum(x[np.argsort(x)][:3] * np.arange(3)),
    "fill_diagonal, put, copyto": lambda x: np.sum(_filled(x) ** 2),
    "y[y < 0] = 0.0": lambda x: np.sum(_set(x * 1.0, x < 0, 0.0) ** 2),
    "y[mask of rows] = row": lambda x: np.sum(
        _set(np.outer(x, x), x > 0, np.arange(5.0)) * np.sin(x)
    ),
    "y = zeros_like(x); y[i] = ...": lambda x: np.sum(_chain(x) ** 2),
    "searchsorted, digitize": lambda x: np.sum(
        x * np.searchsorted(_T, x) + x**2 * np.digitize(x, _T, right=True)
    ),
    "concatenate with plain parts": lambda x: np.sum(np.concatenate([x, np.ones(1), [2.0]]) ** 3),
    "stack with a constant": lambda x: np.sum(np.stack([x[0], 1.0, x.sum()]) ** 2),
    "x += ...; x.sort()": lambda x: np.sum(np.cos(_sorted(x)) * np.arange(5)),
    "python loop over elements": lambda x: sum(v**2 * k for k, v in enumerate(x)),
    "eigh and solve": lambda x: np.sum(
        np.linalg.eigh(np.outer(x, x) + np.eye(5))[0] * np.linalg.solve(np.diag(x**2 + 1), x)
    ),
    "logsumexp, softmax": lambda x: dsp.logsumexp(x) + np.sum(dsp.softmax(x) * x),
}


def _sorted(x: Any) -> Any:
    y = x * 1.0
    y += 0.5
    y.sort()
    return y


@pytest.mark.parametrize("name", sorted(IDIOMS))
def test_an_idiom_under_vmap_and_per_example_grad_equals_the_loop(name: str) -> None:
    f = IDIOMS[name]
    X = np.random.default_rng(5).normal(size=(B, 5))
    for g in (f, dg.grad(f)):
        with warnings.catch_warnings():
            warnings.simplefilter("error", UserWarning)  # no loop fallback
            got = dg.vmap(g)(X)
        _close(got, _stack([g(x) for x in X]))
    _close(dg.grad(lambda X: np.sum(dg.vmap(f)(X)))(X), _stack([dg.grad(f)(x) for x in X]))


def _buffer(x: Any) -> Any:
    y = np.zeros(5)
    y[0] = x[0]
    return y


REFUSALS: dict[str, tuple[Callable[[Any], Any], tuple[str, ...]]] = {
    "y = np.zeros(5); y[0] = b": (_buffer, ("y[0]", "test_vmap_programs.py", "np.zeros_like")),
    "np.array([...])": (lambda x: np.array([x[0], x[1]]), ("np.array([x[0]", "np.stack([...])")),
    "np.eye(4)[labels]": (
        lambda x: np.eye(5)[np.argsort(x)],
        ("np.eye(5)[np.argsort(x)]", "np.take_along_axis", "np.arange(n)"),
    ),
    "np.take(plain, batched)": (
        lambda x: np.take(np.arange(5.0), np.argsort(x)),
        ("np.take(np.arange(5.0), np.argsort(x))", "np.take_along_axis"),
    ),
    "x.flatten('F')": (lambda x: np.outer(x, x).flatten("F"), ("order='F'",)),
    "np.full(3, b)": (lambda x: np.full(3, x[0]), ("np.full(3, x[0])", "np.zeros_like")),
    "if b > 0": (lambda x: x if x[0] > 0 else -x, ("bool()", "np.where")),
    "y[mask] = per-element values": (
        lambda x: _set(x * 1.0, x < 0, 0.1 * x[x < 0]),
        ("batched boolean mask", "np.where"),
    ),
    "np.putmask with a batched mask": (
        lambda x: np.putmask(x * 1.0, x > 0, 1.0),
        ("np.putmask", "np.where"),
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_what_vmap_cannot_batch_is_a_type_error_naming_the_call(name: str) -> None:
    f, words = REFUSALS[name]
    with pytest.raises(TypeError) as caught:
        dg.vmap(f)(np.random.default_rng(6).normal(size=(B, 5)))
    if sys.version_info < (3, 11) and name in _READ_FROM_THE_FRAME:
        assert "vmap" in str(caught.value)
        return  # Python 3.10 has no co_positions: the subscript is not read from the frame
    for word in words:
        assert word in str(caught.value), str(caught.value)


# Refusals whose words come from reading the user's subscript in the calling frame.
_READ_FROM_THE_FRAME = {"y = np.zeros(5); y[0] = b", "np.eye(4)[labels]"}


NESTED = ["trimmed_mean", "interp_query", "gp_loglik", "sinkhorn", "rosenbrock"]


@pytest.mark.parametrize("name", NESTED)
def test_nested_vmap_of_grad_and_a_compiled_one_over_two_batch_sizes(name: str) -> None:
    """vmap(vmap(grad)) reaches the per-example helpers (median's quantile weights) and the
    ops whose indices NumPy does not dispatch (np.take in interp's backward) with values of
    two vmaps; compile(vmap(grad)) guards on values such as interp's bins."""
    prog, inputs = PROGRAMS[name]
    p, *data = inputs(np.random.default_rng(0))
    grad = dg.grad(lambda q: prog(np, q, *data))
    P = np.stack(
        [
            np.stack([inputs(np.random.default_rng(3 * i + j))[0] for j in range(3)])
            for i in range(2)
        ]
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # interp's loop fallback
        _close(dg.vmap(dg.vmap(grad))(P), _stack([_stack([grad(q) for q in row]) for row in P]))
        compiled = dg.compile(dg.vmap(grad))
        for batch in (P[0], P[1][:2], P[0]):
            _close(compiled(batch), _stack([grad(q) for q in batch]), 1e-8, 1e-10)


def test_stop_gradient_inside_vmap_stops_every_derivative() -> None:
    """grad(vmap(f)) batches hold traced values: dg.stop_gradient must reach inside them."""
    x = np.arange(1.0, 4.0)

    def f(a: Any) -> Any:
        return np.sin(a) * dg.stop_gradient(np.cos(a)) + a * dg.stop_gradient(a)

    want = np.array([dg.grad(f)(v) for v in x])
    np.testing.assert_allclose(dg.grad(lambda a: np.sum(dg.vmap(f)(a)))(x), want)
    np.testing.assert_allclose(dg.vmap(dg.grad(f))(x), want)
    second = np.array([dg.grad(dg.grad(f))(v) for v in x])
    np.testing.assert_allclose(dg.grad(lambda a: np.sum(dg.vmap(dg.grad(f))(a)))(x), second)


@dg.custom_vjp
def _scaled(x: Any, w: Any) -> Any:
    return np.sin(x) * w


_scaled.defvjp(
    lambda x, w: (np.sin(x) * w, (x, w)),
    lambda res, g: (3.0 * g * res[1], g * np.sin(res[0])),  # x's rule: 3 w, not cos(x) w
)


@dg.custom_jvp
def _bent(x: Any) -> Any:
    return np.sin(x)


_bent.defjvp(lambda p, t: (np.sin(p[0]), 5.0 * t[0]))


def test_custom_rules_hold_in_grad_and_jvp_of_vmap() -> None:
    """grad(vmap(f)) with a custom rule in f: the rule, not the primal's derivative (the
    argument vmap does not batch gets the sum of the examples' cotangents)."""
    x, w = np.linspace(0.2, 1.4, 3), np.array([0.5, 2.0])

    def f(a: Any, v: Any) -> Any:
        return np.sum(_scaled(a * v, v)) + np.sum(_bent(a * v))

    each = [dg.grad(f, argnums=(0, 1))(a, w) for a in x]
    gx, gw = dg.grad(lambda a, v: np.sum(dg.vmap(f, in_axes=(0, None))(a, v)), argnums=(0, 1))(x, w)
    np.testing.assert_allclose(gx, [e[0] for e in each])
    np.testing.assert_allclose(gw, np.sum([e[1] for e in each], axis=0))
    tangent = dg.jvp(lambda a: dg.vmap(f, in_axes=(0, None))(a, w), (x,), (np.ones(3),))[1]
    np.testing.assert_allclose(tangent, [e[0] for e in each])
    np.testing.assert_allclose(dg.vmap(dg.grad(f), in_axes=(0, None))(x, w), [e[0] for e in each])
