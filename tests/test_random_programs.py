"""Seeded random NumPy programs agree with JAX: value, grad, jvp, hvp and dg.compile."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("jax")

from tests import random_programs  # noqa: E402 (after the JAX check)

SEEDS = range(30)  # about 30 s on the 2-core machine


@pytest.mark.parametrize("seed", SEEDS)
def test_random_program_agrees_with_jax(seed: int) -> None:
    prog = random_programs.generate(seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        failures = random_programs.check(prog)
    assert not failures, random_programs.describe(prog) + "\n".join(failures)
