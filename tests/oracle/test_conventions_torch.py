"""The PyTorch column of docs/conventions.md's ties-and-kinks table, checked with torch.autograd."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest

from tests.test_conventions import RULES

torch = pytest.importorskip("torch")


def _c(value: float) -> Any:
    return torch.tensor(value, dtype=torch.float64)


def _pair(x: Any, other: float) -> Any:
    return torch.stack([x, _c(other)])


# The same rules as docs/conventions.md names them, written with torch's spelling.
TORCH: dict[str, Callable[[Any], Any]] = {
    "`clip(x, 0, 1)` at x = 1": lambda x: torch.clamp(x, 0.0, 1.0),
    "`maximum(x, 1)` at x = 1": lambda x: torch.maximum(x, _c(1.0)),
    "`minimum(x, 1)` at x = 1": lambda x: torch.minimum(x, _c(1.0)),
    "`maximum(x, 0)` at x = 0": lambda x: torch.maximum(x, _c(0.0)),
    "`abs(x)` at x = 0": torch.abs,
    "`sign(x)` at x = 0": torch.sign,
    "`sqrt(x)` at x = 0": torch.sqrt,
    "`floor(x)` at x = 1": torch.floor,
    "`round(x)` at x = 0.5": torch.round,
    "`linalg.norm([x, 0])` at x = 0": lambda x: torch.linalg.norm(_pair(x, 0.0)),
    "`max([x, 1])` at x = 1": lambda x: torch.max(_pair(x, 1.0)),
    "`sort([x, 1])[0]` at x = 1": lambda x: torch.sort(_pair(x, 1.0), stable=True)[0][0],
    "`median([x, 1, 3])` at x = 1": lambda x: torch.median(torch.stack([x, _c(1.0), _c(3.0)])),
    "`where(x > 0, x, 2x)` at x = 0": lambda x: torch.where(x > 0, x, 2 * x),
}


@pytest.mark.parametrize(("name", "x", "torch_value"), [(r[0], r[2], r[5]) for r in RULES])
def test_pytorch_gives_the_value_readme_states(name: str, x: float, torch_value: float) -> None:
    leaf = torch.tensor(x, dtype=torch.float64, requires_grad=True)
    TORCH[name](leaf).backward()
    got = leaf.grad.item()
    assert (math.isnan(got) and math.isnan(torch_value)) or got == torch_value, (name, got)
