"""Which integrator solves an ODE, and how a pytree state is laid out as one flat vector.

``Integrator`` names the routine (SciPy's ``odeint`` or ``solve_ivp``, or derivgen's own
Dormand–Prince, "dopri5", of ``derivgen.experimental.ode.odeint``) with its options and runs
it on a flat right-hand side; ``Layout`` turns a state (y0's pytree of arrays) into the flat
float vector the integrators take, and back. derivgen/solvers/integrate.py builds the
differentiable solutions on both.
"""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.integrate

from derivgen import tree
from derivgen.solvers import native_ode

# Options that only the user's own system can use: the augmented systems drop them.
_FORWARD_ONLY = frozenset(
    ("Dfun", "col_deriv", "ml", "mu", "h0", "jac", "first_step", "vectorized")
)


_IMPLICIT = ("Radau", "BDF", "LSODA")


@dataclass(frozen=True)
class Integrator:
    """Which SciPy routine integrates and with which options: ``odeint`` or ``solve_ivp``."""

    routine: str  # "odeint" or "solve_ivp"
    options: tuple[tuple[str, Any], ...]

    def for_system(self) -> Integrator:
        """The integrator of an augmented system: tolerances and limits kept, no Jacobian."""
        kept = []
        for key, value in self.options:
            if key in ("rtol", "atol") and np.ndim(value) > 0:
                value = float(np.min(value))  # per-component tolerances: the tightest for all
            if key not in _FORWARD_ONLY:
                kept.append((key, value))
        return Integrator(self.routine, tuple(kept))

    def bound(self, args: tuple[Any, ...]) -> Integrator:
        """The user's Jacobian (odeint's Dfun, solve_ivp's jac) given the extra arguments."""
        options = dict(self.options)
        if callable(options.get("Dfun")):
            dfun = options["Dfun"]
            options["Dfun"] = lambda y, t: dfun(y, t, *args)
        if callable(options.get("jac")):
            jac = options["jac"]
            options["jac"] = lambda t, y: jac(t, y, *args)
        return Integrator(self.routine, tuple(options.items()))

    def stiff(self) -> bool:
        """Whether the adjoint interpolates the forward solution (solve_ivp's implicit methods)."""
        return self.routine == "solve_ivp" and dict(self.options)["method"] in _IMPLICIT

    def run(
        self, rhs: Callable[[Any, Any], Any], y0: np.ndarray, times: np.ndarray, who: str
    ) -> Any:
        """The solution at ``times`` (rows) and SciPy's counts (nfev, njev, nlu) as ints."""
        options = dict(self.options)
        if self.routine == "dopri5":  # native_ode's Dormand–Prince, run by Python
            limits = native_ode.tolerances(self.routine, options)
            if limits is None:
                raise ValueError(f"{who}: options {sorted(options)} are not supported")
            status, ys, nfev = native_ode.python_solve(rhs, y0, times, *limits)
            if status != 0:
                raise RuntimeError(f"{who}: the Dormand–Prince solve failed: "
                                   f"{native_ode.FAILURES[status]}")  # fmt: skip
            return ys, np.array([nfev, 0, 0])
        if self.routine == "odeint":
            with warnings.catch_warnings():  # a failure is raised below, with SciPy's message
                warnings.simplefilter("ignore", scipy.integrate.ODEintWarning)
                ys, info = scipy.integrate.odeint(rhs, y0, times, full_output=True, **options)
            if info["message"] != "Integration successful.":
                raise RuntimeError(
                    f"{who}: SciPy's odeint failed: {info['message']} Raise mxstep, loosen "
                    "rtol/atol, or use solve_ivp(method='Radau') for a stiff system"
                )
            return ys, np.array([info["nfe"][-1], info["nje"][-1], 0])
        order = 1 if times[-1] >= times[0] else -1
        unique, where = np.unique(times * order, return_inverse=True)
        unique = unique * order
        if len(unique) == 1:
            return np.repeat(y0[None], len(times), axis=0), np.zeros(3, dtype=int)
        sol = scipy.integrate.solve_ivp(
            lambda t, y: rhs(y, t), (unique[0], unique[-1]), y0, t_eval=unique, **options
        )
        if not sol.success:
            raise RuntimeError(f"{who}: SciPy's solve_ivp failed: {sol.message}")
        return sol.y.T[where.ravel()], np.array([sol.nfev, sol.njev, sol.nlu])


class Layout:
    """How a pytree of arrays (a state) is laid out as one flat float vector, and back."""

    def __init__(self, example: Any) -> None:
        leaves, self.treedef = tree.tree_flatten(example)
        self.shapes = [np.shape(leaf) for leaf in leaves]
        self.sizes = [math.prod(s) for s in self.shapes]  # np.prod: 7 us a leaf, per solve
        self.ends = list(itertools.accumulate(self.sizes))
        self.array = self.treedef.node_type is None  # one array: SciPy calls flat per step

    def flat(self, state: Any, who: str, what: str) -> np.ndarray:
        if self.array and type(state) is np.ndarray and state.shape == self.shapes[0]:
            return np.asarray(state, dtype=np.float64).ravel()  # what the checks below give
        leaves = self.treedef.flatten_up_to(state, f"{who}: {what}")
        for leaf, shape in zip(leaves, self.shapes, strict=True):
            if np.shape(leaf) != shape:
                raise ValueError(
                    f"{who}: {what} has shape {np.shape(leaf)} where y0 has shape {shape}"
                )
            if not isinstance(leaf, np.ndarray | np.generic | float | int):
                raise TypeError(
                    f"{who}: {what} is a traced {type(leaf).__name__}: func uses a traced array "
                    "that is not y, t or one of args (a closure or global); pass it in args"
                )
        if len(leaves) == 1:
            return np.asarray(leaves[0], dtype=np.float64).ravel()
        return np.concatenate([np.asarray(leaf, dtype=np.float64).ravel() for leaf in leaves])

    def unflat(self, vector: np.ndarray) -> Any:
        if self.array:
            return vector.reshape(self.shapes[0])
        if len(self.shapes) == 1:  # a solver calls this at every step: no np.split
            return self.treedef.unflatten([vector.reshape(self.shapes[0])])
        starts = [0, *self.ends[:-1]]
        parts = (vector[a:b] for a, b in zip(starts, self.ends, strict=True))
        return self.treedef.unflatten(p.reshape(s) for p, s in zip(parts, self.shapes, strict=True))

    def rows(self, matrix: np.ndarray) -> Any:
        """A (T, n) array as the pytree whose leaves have a leading axis of length T."""
        if self.array:
            return matrix.reshape(len(matrix), *self.shapes[0])
        parts = np.split(matrix, self.ends[:-1], axis=1)
        return self.treedef.unflatten(
            p.reshape(len(matrix), *s) for p, s in zip(parts, self.shapes, strict=True)
        )
