"""scipy.optimize's names for traced arguments: minimize, its argmin differentiable in args."""

from __future__ import annotations

from derivgen.solvers.optimize import minimize

__all__ = ["minimize"]
