"""Test inputs for every op, built from the ``tests:`` metadata of its spec entry."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen.registry import ops

DEFAULT_DOMAIN = (-2.0, 2.0)


@dataclass(frozen=True)
class Case:
    """One call of an op: its arguments, and which of them are differentiated."""

    op: str
    number: int
    args: dict[str, Any]
    diff: tuple[tuple[str, int | None], ...]  # (argument, position in a Tensor[] or None)

    @property
    def id(self) -> str:
        return f"{self.op}-{self.number}"

    def function(self) -> Any:
        """The op as a function of its differentiated inputs only."""
        info = ops()[self.op]
        fixed = dict(self.args)

        def f(*xs: Any) -> Any:
            kwargs = {k: list(v) if isinstance(v, list) else v for k, v in fixed.items()}
            for (name, index), x in zip(self.diff, xs, strict=True):
                if index is None:
                    kwargs[name] = x
                else:
                    kwargs[name][index] = x
            return info.forward(**kwargs)

        return f

    def inputs(self) -> list[Any]:
        return [
            self.args[name] if index is None else self.args[name][index]
            for name, index in self.diff
        ]


def _domain(tests: Any, name: str) -> Any:
    domain = tests.get("domain", DEFAULT_DOMAIN)
    if isinstance(domain, dict):
        return domain.get(name, DEFAULT_DOMAIN)
    return domain


def _tensor(spec: Any, domain: Any, rng: np.random.Generator, dtype: Any) -> np.ndarray:
    if isinstance(spec, dict):
        value = np.asarray(spec["value"])
        return value.astype(dtype) if value.dtype.kind in "fc" else value
    shape = tuple(spec)
    if domain == "bool":
        return rng.random(shape) < 0.5
    low, high = domain
    real = rng.uniform(low, high, size=shape)
    if np.dtype(dtype).kind != "c":
        return real.astype(dtype)
    # Imaginary parts away from 0 keep complex inputs off the branch cuts on the real axis.
    imag = rng.uniform(0.2, 0.6, size=shape) * rng.choice([-1.0, 1.0], size=shape)
    return (real + 1j * imag).astype(dtype)


def _invertible(x: np.ndarray) -> np.ndarray:
    n = x.shape[-1]
    return x + (n + 1.0) * np.eye(n, dtype=x.dtype)


def cases(op: str, dtype: Any = np.float64, seed: int = 0) -> Iterator[Case]:
    """Every test case of an op, with random inputs drawn from its domain."""
    info = ops()[op]
    tests = info.tests
    if np.dtype(dtype).kind == "c":  # `complex:` in tests may give other cases or domains
        tests = {**tests, **tests.get("complex", {})}
    rng = np.random.default_rng(seed)
    matrix = tests.get("matrix", {})
    for number, case in enumerate(tests["cases"]):
        args: dict[str, Any] = {}
        for name, value in case.items():
            if name in info.inputs:
                if isinstance(value, list) and value and isinstance(value[0], list):
                    args[name] = [_tensor(v, _domain(tests, name), rng, dtype) for v in value]
                else:
                    args[name] = _tensor(value, _domain(tests, name), rng, dtype)
                if matrix.get(name) == "invertible":
                    args[name] = _invertible(args[name])
            else:
                args[name] = tuple(value) if isinstance(value, list) else value
        diff: list[tuple[str, int | None]] = []
        for name in info.differentiable:
            value = args.get(name)
            if isinstance(value, list):
                diff += [(name, k) for k in range(len(value))]
            elif value is not None and np.asarray(value).dtype.kind in "fc":
                diff.append((name, None))
        yield Case(op, number, args, tuple(diff))


def all_cases(dtype: Any = np.float64) -> list[Case]:
    return [case for op in sorted(ops()) for case in cases(op, dtype)]
