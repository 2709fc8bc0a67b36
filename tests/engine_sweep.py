"""The op sweep shared by the engine tests (Dask here, CuPy in tests/gpu): every op of the
spec from its ``tests: cases``, run on another engine's arrays and compared with NumPy.

An engine is described by how to move a NumPy array onto it and back; everything else
(the forward, dg.vjp and dg.jvp of each case, the references) is the same for all engines.
This module imports neither Dask nor CuPy, so that each engine's tests run without the other.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

import numpy as np

import derivgen as dg
from derivgen.checking.verify import Case, tolerance

DERIVATIVE_CASES = 2  # the vjp and jvp checks take each op's first two cases (for time)


@dataclass(frozen=True)
class Engine:
    """How the sweep moves arrays onto an engine and back, and what its arrays are."""

    name: str  # as in the spec's `engines:` key
    to_engine: Callable[[np.ndarray], Any]
    to_host: Callable[[Any], np.ndarray]
    array_type: type
    # Several arrays back at once (Dask: one compute, their shared graph run once).
    to_host_all: Callable[[list[Any]], list[np.ndarray]] | None = None

    def hosts(self, arrays: list[Any]) -> list[np.ndarray]:
        """Each array on the host: the engine's moved back, the rest as NumPy arrays."""
        mine = [k for k, a in enumerate(arrays) if isinstance(a, self.array_type)]
        moved = [arrays[k] for k in mine]
        back = self.to_host_all(moved) if self.to_host_all else [self.to_host(a) for a in moved]
        hosts = dict(zip(mine, back, strict=True))
        return [np.asarray(hosts[k] if k in hosts else a) for k, a in enumerate(arrays)]


def leaves(tree: Any) -> list[Any]:
    if isinstance(tree, tuple | list):
        return [leaf for item in tree for leaf in leaves(item)]
    return [] if tree is None else [tree]


def _map(tree: Any, f: Callable[[Any], Any]) -> Any:
    if isinstance(tree, tuple | list):
        items = [_map(item, f) for item in tree]
        return tree._make(items) if hasattr(tree, "_make") else type(tree)(items)
    return None if tree is None else f(tree)


def _like(tree: Any, rng: np.random.Generator) -> Any:
    """A random floating-point tree shaped like ``tree`` (cotangents, tangents)."""
    return _map(tree, lambda leaf: rng.standard_normal(np.shape(leaf)))


def _on(engine: Engine, tree: Any) -> Any:
    return _map(tree, lambda leaf: engine.to_engine(np.asarray(leaf)))


def _check_types(engine: Engine, tree: Any, what: str) -> None:
    """Every array of ``tree`` is the engine's: no silent change of array type."""
    for leaf in leaves(tree):
        if isinstance(leaf, np.ndarray) or hasattr(leaf, "__array_function__"):
            assert isinstance(leaf, engine.array_type), (
                f"{what}: a {type(leaf).__module__}.{type(leaf).__name__}, "
                f"not a {engine.name} array"
            )


def _assert_close(got: list[np.ndarray], want: Any, rtol: float, atol: float, what: str) -> None:
    """``got``: the leaves on the host (Engine.hosts)."""
    want_leaves = leaves(want)
    assert len(got) == len(want_leaves), f"{what}: {len(got)} outputs"
    for k, (host, w) in enumerate(zip(got, want_leaves, strict=True)):
        w = np.asarray(w)
        assert host.shape == w.shape, f"{what}[{k}]: shape {host.shape}, NumPy gives {w.shape}"
        np.testing.assert_allclose(host, w, rtol=rtol, atol=atol, err_msg=f"{what}[{k}]")


def _on_engine(engine: Engine, case: Case) -> Case:
    """The case with its other array arguments (conditions, weights) on the engine too;
    integer arrays stay on the host, as indices do."""

    def move(leaf: Any) -> Any:
        plain = isinstance(leaf, np.ndarray) and leaf.dtype.kind not in "iu"
        return engine.to_engine(leaf) if plain else leaf

    return dataclasses.replace(case, args={k: _map(v, move) for k, v in case.args.items()})


def _floating(tree: Any) -> bool:
    return all(np.asarray(leaf).dtype.kind in "fc" for leaf in leaves(tree))


def run_case(
    engine: Engine, case: Case, derivatives: bool, watch: AbstractContextManager[Any]
) -> None:
    """Forward, and (``derivatives``) dg.vjp and dg.jvp of one case on the engine, each
    compared with NumPy's. Everything on the engine is built inside ``watch`` (which counts
    a lazy engine's computes); only the comparisons after it read the values."""
    tests = case.info.tests
    rtol = tolerance(tests, "rtol", "float64", 1e-7)
    atol = tolerance(tests, "atol", "float64", 1e-9)
    f, xs = case.function(), case.inputs()
    on = [engine.to_engine(x) for x in xs]
    f_on = _on_engine(engine, case).function()
    want = f(*xs)
    derivatives = derivatives and _floating(want)
    if derivatives:
        rng = np.random.default_rng(7)
        cot, tangents = _like(want, rng), _like(xs, rng)
        _, pullback = dg.vjp(f, *xs)
        want_grads = pullback(cot)
        want_jvp = dg.jvp(f, tuple(xs), tuple(tangents))
        cot_on, tangents_on = _on(engine, cot), _on(engine, tangents)
    with watch:
        got = f_on(*on)
        _check_types(engine, got, f"{case.id} forward")
        if derivatives:
            got_out, engine_pullback = dg.vjp(f_on, *on)
            got_grads = engine_pullback(cot_on)
            got_jvp = dg.jvp(f_on, tuple(on), tuple(tangents_on))
            for name, tree in (("vjp output", got_out), ("vjp", got_grads), ("jvp", got_jvp)):
                _check_types(engine, tree, f"{case.id} {name}")
    checks = [("forward", got, want)]
    if derivatives:
        checks += [("vjp", got_grads, want_grads), ("jvp", got_jvp, want_jvp)]
    hosts = engine.hosts([leaf for _, tree, _ in checks for leaf in leaves(tree)])
    for what, tree, want_tree in checks:
        n = len(leaves(tree))
        _assert_close(hosts[:n], want_tree, rtol, atol, f"{case.id} {what}")
        hosts = hosts[n:]
