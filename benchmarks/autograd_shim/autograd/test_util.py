"""autograd.test_util.check_grads: derivgen's gradcheck (and gradgradcheck for order 2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import derivgen as dg


def check_grads(fun: Callable[..., Any], modes: Any = ("fwd", "rev"), order: int = 2) -> Any:
    """``check_grads(f)(*args)`` raises unless derivgen's derivatives match finite differences."""

    def check(*args: Any) -> None:
        dg.gradcheck(fun, *args)
        if order >= 2:
            dg.gradgradcheck(fun, *args)

    return check
