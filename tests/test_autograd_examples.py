"""HIPS autograd's example programs run on derivgen (through benchmarks/autograd_shim) and on
autograd itself: the numbers each prints and the arrays it leaves must agree.

The programs are autograd's own, copied unchanged into tests/autograd_examples/; matplotlib
is a stub, MNIST synthetic data of its shape, and iteration counts are cut
(benchmarks/autograd_examples.py). The subset is the fast one, with the np.dot-heavy
networks (neural_net, GAN, VAE, RNN, LSTM) among it. Two processes, about 25 s alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.autograd_examples import SHIM, compare, run_isolated

pytest.importorskip("autograd")

FOLDER = Path(__file__).resolve().parent / "autograd_examples"
FAST = (
    "logistic_regression tanh define_gradient fixed_points gaussian_process gmm "
    "negative_binomial_maxlike black_box_svi neural_net generative_adversarial_net "
    "variational_autoencoder rnn lstm"
).split()


@pytest.fixture(scope="module")
def runs() -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    paths = [FOLDER / f"{name}.py" for name in FAST]
    ours, theirs = run_isolated(paths, "derivgen"), run_isolated(paths, "autograd")
    return {name: pair for name, pair in zip(FAST, zip(ours, theirs, strict=True), strict=True)}


@pytest.mark.parametrize("name", FAST)
def test_example_agrees_with_autograd(runs: dict[str, Any], name: str) -> None:
    ours, theirs = runs[name]
    assert theirs["error"] is None, theirs["error"]  # the example itself runs on autograd
    assert Path(ours["autograd"]).is_relative_to(SHIM)  # and on derivgen, through the shim
    assert not Path(theirs["autograd"]).is_relative_to(SHIM)
    verdict, note = compare(ours, theirs)
    assert verdict == "agrees", note
    assert theirs["printed"] or theirs["globals"], "the example left nothing to compare"


def test_the_comparison_sees_a_changed_number_a_missing_result_and_a_leak() -> None:
    theirs = {"error": None, "printed": ["1.25", "3"], "globals": {"w": [[2.0, 1.0]]}}
    assert compare(dict(theirs), theirs)[0] == "agrees"
    assert compare({**theirs, "printed": ["1.2500001", "3"]}, theirs)[0] == "agrees"  # rounding
    # one unit of the last printed digit is rounding of nearby values; two are not
    assert compare({**theirs, "printed": ["1.26", "3"]}, theirs)[0] == "agrees"
    assert compare({**theirs, "printed": ["1.27", "3"]}, theirs)[0] == "differs"
    assert compare({**theirs, "printed": ["1.25"]}, theirs)[0] == "differs"
    assert compare({**theirs, "globals": {}}, theirs)[0] == "differs"
    assert compare({**theirs, "globals": {"w": ["traced Box"]}}, theirs)[0] == "differs"
    assert compare({**theirs, "error": "TypeError: boom"}, theirs)[0] == "crashes"
    refused = "TypeError: odeint: derivgen has no scipy.integrate.odeint"
    assert compare({**theirs, "error": refused}, theirs)[0] == "unsupported"
