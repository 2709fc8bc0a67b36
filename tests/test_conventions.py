"""The tie and kink rules docs/conventions.md lists, checked against derivgen, JAX and the page."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import derivgen as dg

README = Path(__file__).resolve().parent.parent / "docs" / "conventions.md"


def _pair(xp: Any, x: Any, other: float) -> Any:
    return xp.stack([x, other + 0.0 * x])


# (the page's name for the rule, f(xp, x), x, derivgen's d f/dx, JAX's, PyTorch's as stated)
RULES: list[tuple[str, Callable[[Any, Any], Any], float, float, float, float]] = [
    ("`clip(x, 0, 1)` at x = 1", lambda xp, x: xp.clip(x, 0.0, 1.0), 1.0, 1.0, 0.5, 1.0),
    ("`maximum(x, 1)` at x = 1", lambda xp, x: xp.maximum(x, 1.0), 1.0, 0.5, 0.5, 0.5),
    ("`minimum(x, 1)` at x = 1", lambda xp, x: xp.minimum(x, 1.0), 1.0, 0.5, 0.5, 0.5),
    ("`maximum(x, 0)` at x = 0", lambda xp, x: xp.maximum(x, 0.0), 0.0, 0.5, 0.5, 0.5),
    ("`abs(x)` at x = 0", lambda xp, x: xp.abs(x), 0.0, 0.0, 1.0, 0.0),
    ("`sign(x)` at x = 0", lambda xp, x: xp.sign(x), 0.0, 0.0, 0.0, 0.0),
    ("`sqrt(x)` at x = 0", lambda xp, x: xp.sqrt(x), 0.0, math.inf, math.inf, math.inf),
    ("`floor(x)` at x = 1", lambda xp, x: xp.floor(x), 1.0, 0.0, 0.0, 0.0),
    ("`round(x)` at x = 0.5", lambda xp, x: xp.round(x), 0.5, 0.0, 0.0, 0.0),
    (
        "`linalg.norm([x, 0])` at x = 0",
        lambda xp, x: xp.linalg.norm(_pair(xp, x, 0.0)),
        0.0,
        0.0,
        math.nan,
        0.0,
    ),
    ("`max([x, 1])` at x = 1", lambda xp, x: xp.max(_pair(xp, x, 1.0)), 1.0, 0.5, 0.5, 0.5),
    ("`sort([x, 1])[0]` at x = 1", lambda xp, x: xp.sort(_pair(xp, x, 1.0))[0], 1.0, 1.0, 1.0, 1.0),
    (
        "`median([x, 1, 3])` at x = 1",
        lambda xp, x: xp.median(xp.concatenate([_pair(xp, x, 1.0), 3.0 + 0.0 * x[None]])),
        1.0,
        0.5,
        0.0,
        0.5,
    ),
    ("`where(x > 0, x, 2x)` at x = 0", lambda xp, x: xp.where(x > 0, x, 2 * x), 0.0, 2.0, 2.0, 2.0),
]


def _same(a: float, b: float) -> bool:
    return (math.isnan(a) and math.isnan(b)) or a == b


@pytest.mark.parametrize(("name", "f", "x", "ours", "jax_value", "torch_value"), RULES)
def test_derivgen_follows_the_rule(
    name: str, f: Callable[..., Any], x: float, ours: float, jax_value: float, torch_value: float
) -> None:
    with np.errstate(divide="ignore", invalid="ignore"):
        got = float(dg.grad(lambda v: f(np, v))(np.float64(x)))
    assert _same(got, ours), (name, got)


@pytest.mark.parametrize(("name", "f", "x", "ours", "jax_value", "torch_value"), RULES)
def test_jax_gives_the_value_stated_for_it(
    name: str, f: Callable[..., Any], x: float, ours: float, jax_value: float, torch_value: float
) -> None:
    jax = pytest.importorskip("jax")
    jnp = pytest.importorskip("jax.numpy")
    jax.config.update("jax_enable_x64", True)
    got = float(jax.grad(lambda v: f(jnp, v))(jnp.float64(x)))
    assert _same(got, jax_value), (name, got)


def _cell(value: float) -> str:
    return "NaN" if math.isnan(value) else "inf" if math.isinf(value) else f"{value:g}"


def test_readme_table_states_these_rules() -> None:
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 4 and re.fullmatch(r"`.*` at x = [0-9.]+", cells[0]):
            rows[cells[0]] = cells[1:4]
    expected = {n: [_cell(a), _cell(b), _cell(c)] for n, _, _, a, b, c in RULES}
    assert rows == expected
