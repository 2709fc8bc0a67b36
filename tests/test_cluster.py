"""Gradients of Dask data on a real cluster: a dask.distributed LocalCluster of worker processes.

The losses are a logistic-regression GLM and a one-hidden-layer MLP, with Dask data and
NumPy parameters; grad, vmap(grad) (per-example gradients) and compile(grad) build the
graph on the client, and the workers run it. The values are checked against gradients
written out by hand in NumPy. While the graphs run, importing derivgen on the workers fails
(a finder in their sys.meta_path refuses it): the graph of a gradient needs NumPy, SciPy and
Dask only. Last, dg.grad objects go to the workers themselves, by pickle and cloudpickle.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import derivgen as dg

da = pytest.importorskip("dask.array", reason="Dask is not installed: pip install 'dask[array]'")
distributed = pytest.importorskip(
    "distributed", reason="dask.distributed is not installed: pip install distributed"
)

N, D, H, CHUNK = 96, 3, 4, 32  # rows, features, hidden units, rows per chunk

# Run on each worker by exec: derivgen and the modules of this package leave the worker's
# sys.modules, and importing them again raises, until UNBLOCK takes the finder out.
BLOCK = """
import sys
class DerivgenBlocked:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("derivgen", "generated", "codegen", "tests"):
            raise ImportError(f"{name} is blocked on this worker (tests/test_cluster.py)")
        return None
for name in [m for m in sys.modules if m.partition(".")[0] in ("derivgen", "tests")]:
    del sys.modules[name]
sys.meta_path.insert(0, DerivgenBlocked())
"""
UNBLOCK = """
import sys
sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "DerivgenBlocked"]
"""


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    )
    with cluster, distributed.Client(cluster) as connected:
        yield connected


@pytest.fixture
def blocked(client: Any) -> Iterator[Any]:
    """The client, with derivgen unimportable on every worker while the test runs."""
    client.run(exec, BLOCK, {})
    try:
        listed = "[m for m in __import__('sys').modules if m.partition('.')[0] == 'derivgen']"
        imported = client.run(eval, listed)
        assert not any(imported.values()), imported
        with pytest.raises(ImportError, match="blocked on this worker"):
            client.submit(__import__, "derivgen", pure=False).result()
        yield client
    finally:
        client.run(exec, UNBLOCK, {})


def _data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(3)
    x = rng.normal(size=(N, D))
    return x, (rng.random(N) < 1 / (1 + np.exp(-x @ [1.0, -2.0, 0.5]))).astype(float)


X, Y = _data()
W = np.array([0.3, -0.1, 0.2])
RNG = np.random.default_rng(5)
PARAMS = {
    "W1": RNG.normal(size=(D, H)),
    "b1": RNG.normal(size=H),
    "w2": RNG.normal(size=H),
    "b2": np.float64(0.1),
}


def glm_loss(w: Any, x: Any, y: Any) -> Any:
    """The negative log-likelihood of logistic regression (summed over the rows)."""
    z = x @ w
    return np.sum(np.logaddexp(0.0, z) - y * z)


def glm_gradient(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """By hand: per row, x (sigmoid(x w) - y); summed over the rows when x is a matrix."""
    return (
        (1 / (1 + np.exp(-(x @ w))) - y) @ x if x.ndim == 2 else x * (1 / (1 + np.exp(-x @ w)) - y)
    )


def mlp_loss(p: dict[str, Any], x: Any, y: Any) -> Any:
    """The mean squared error of a one-hidden-layer tanh network."""
    hidden = np.tanh(x @ p["W1"] + p["b1"])
    return np.mean((hidden @ p["w2"] + p["b2"] - y) ** 2)


def mlp_gradient(p: dict[str, Any], x: np.ndarray, y: np.ndarray) -> dict[str, np.ndarray]:
    """Backpropagation written out by hand (a single row when x is a vector)."""
    hidden = np.tanh(x @ p["W1"] + p["b1"])
    r = 2 * (hidden @ p["w2"] + p["b2"] - y) / (np.size(y) if np.ndim(y) else 1)
    back = np.multiply.outer(r, p["w2"]) * (1 - hidden**2)
    return {
        "W1": x.T @ back if x.ndim == 2 else np.multiply.outer(x, back),
        "b1": back.sum(axis=0) if x.ndim == 2 else back,
        "w2": r @ hidden if x.ndim == 2 else r * hidden,
        "b2": np.sum(r),
    }


def dask_data() -> tuple[Any, Any]:
    return da.from_array(X, chunks=(CHUNK, D)), da.from_array(Y, chunks=CHUNK)


def _close(actual: Any, expected: Any) -> None:
    for key in expected if isinstance(expected, dict) else [None]:
        got = actual[key] if key is not None else actual
        want = expected[key] if key is not None else expected
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("how", ["grad", "compile"])
def test_glm_gradient_runs_on_workers_without_derivgen(blocked: Any, how: str) -> None:
    x, y = dask_data()
    gradient = dg.compile(dg.grad(glm_loss)) if how == "compile" else dg.grad(glm_loss)
    out = gradient(W, x, y)
    assert isinstance(out, da.Array)
    _close(blocked.compute(out).result(), glm_gradient(W, X, Y))


@pytest.mark.parametrize("how", ["grad", "compile"])
def test_mlp_gradient_runs_on_workers_without_derivgen(blocked: Any, how: str) -> None:
    x, y = dask_data()
    gradient = dg.compile(dg.grad(mlp_loss)) if how == "compile" else dg.grad(mlp_loss)
    out = gradient(PARAMS, x, y)
    assert isinstance(out["W1"], da.Array)
    _close(blocked.compute(out).result(), mlp_gradient(PARAMS, X, Y))


def test_per_example_gradients_run_on_workers_without_derivgen(blocked: Any) -> None:
    x, y = dask_data()
    glm = dg.vmap(dg.grad(glm_loss), in_axes=(None, 0, 0))(W, x, y)
    mlp = dg.vmap(dg.grad(mlp_loss), in_axes=(None, 0, 0))(PARAMS, x, y)
    assert isinstance(glm, da.Array) and isinstance(mlp["W1"], da.Array)
    glm_value, mlp_value = blocked.compute([glm, mlp], sync=True)
    _close(glm_value, np.stack([glm_gradient(W, X[i], Y[i]) for i in range(N)]))
    rows = [mlp_gradient(PARAMS, X[i], Y[i]) for i in range(N)]
    _close(mlp_value, {k: np.stack([r[k] for r in rows]) for k in PARAMS})


@pytest.mark.parametrize("dumps", ["pickle", "cloudpickle"])
def test_grad_objects_pickle_to_workers(client: Any, dumps: str) -> None:
    """Runs last: the workers import derivgen (and this module) to run dg.grad themselves."""
    gradient = (
        dg.grad(glm_loss) if dumps == "pickle" else dg.grad(lambda w, x, y: glm_loss(w, x, y))
    )
    module = pickle if dumps == "pickle" else pytest.importorskip("cloudpickle")
    payload = module.dumps(gradient)
    runs = [client.submit(module.loads(payload), W, X[i::2], Y[i::2], pure=False) for i in (0, 1)]
    _close(sum(run.result() for run in runs), glm_gradient(W, X, Y))
