"""The spec model: one op's entry (OpSpec, its Formulas) and the whole Spec, frozen."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .batching import BatchRule
from .errors import Location
from .formula import (
    Analysis,
)
from .signature import Signature

NON_DIFFERENTIABLE = "non_differentiable"
FLAG_KEYS = ("elementwise", "broadcast", "linear", "variadic", "complex")
# Formulas calling these are not complex-linear in the cotangent (not holomorphic), so the
# forward-mode rule cannot be derived from them by putting the tangent in place of grad.
NON_HOLOMORPHIC_CALLS = frozenset({"conjugate", "real", "imag", "absolute", "angle"})
ENTRY_KEYS = (
    "name", "numpy", "scipy", "forward", "result", "category", "conventions", "tests", "replace",
    "batch", "engines",
    *FLAG_KEYS,
)  # fmt: skip
# The array engines besides NumPy that derivgen runs on through NumPy's protocols; an op that
# one of them cannot compute says so under ``engines:`` (engine: what to do instead).
ENGINES = ("dask", "cupy")
TEST_KEYS = ("domain", "cases", "edges", "matrix", "rtol", "atol", "second_order", "complex")
COMPLEX_TEST_KEYS = ("domain", "cases", "rtol", "atol")  # what `complex:` may change
# A user's spec may say `extends: derivgen` to call the bundled ops in its formulas.
BUNDLED = "derivgen"
BUNDLED_SPEC = Path(__file__).resolve().parents[2] / "derivatives.yaml"


@dataclass(frozen=True)
class Formula:
    """A checked formula: the backward of ``inputs`` (or, for forward mode, the output tangent)."""

    inputs: tuple[str, ...]
    text: str
    location: Location
    tree: ast.Expression
    analysis: Analysis


@dataclass(frozen=True)
class EngineLimit:
    """An engine an op cannot run on lazily or on its device, and what the user can do."""

    engine: str  # one of ENGINES
    message: str  # why not, and the workaround: x.compute() first, or map_blocks
    location: Location


@dataclass(frozen=True)
class EngineForward:
    """An engine's own spelling of an op's forward, where NumPy's call would fail there (Dask's
    function lacks an argument or a case) but an exact lazy formulation exists."""

    engine: str  # one of ENGINES
    forward: str  # a checked forward expression, as `forward:` takes
    location: Location


@dataclass(frozen=True)
class OpSpec:
    """One entry of derivatives.yaml, validated."""

    signature: Signature
    location: Location
    mirror: (
        str | None
    )  # the function the op mirrors: "np.sin", "np.linalg.det", "scipy.special.erf"
    forward: str | None
    formulas: tuple[Formula, ...]
    non_differentiable: tuple[str, ...]
    jvp: Formula | None
    elementwise: bool
    broadcast: bool
    linear: bool
    variadic: bool  # the last positional Tensor[] is spread: np.einsum(subscripts, *operands)
    complex: bool  # complex inputs are differentiated (JAX's convention); otherwise refused
    category: str
    conventions: str
    tests: Mapping[str, Any]
    batch: BatchRule  # how vmap runs it
    engines: tuple[EngineLimit, ...] = ()  # the engines that refuse the op, from `engines:`
    # The engines that run the op through a spelling of their own (`engines: {dask: {forward:}}`)
    engine_forwards: tuple[EngineForward, ...] = ()

    @property
    def name(self) -> str:
        return self.signature.full_name

    @property
    def differentiable(self) -> tuple[str, ...]:
        return tuple(
            a.name for a in self.signature.tensor_inputs if a.name not in self.non_differentiable
        )


@dataclass(frozen=True)
class Spec:
    """The whole spec, its source text (hashed into headers), its display name and its base.

    ``base`` is the bundled spec when this one says ``extends: derivgen``: its ops are
    callable from this spec's formulas, and the generated package imports them.
    """

    file: str
    text: str
    ops: tuple[OpSpec, ...]
    base: Spec | None = None

    def base_ops(self) -> tuple[OpSpec, ...]:
        """The base's ops that this spec does not redefine, i.e. the ones it calls there."""
        if self.base is None:
            return ()
        own = {op.name for op in self.ops}
        return tuple(op for op in self.base.ops if op.name not in own)
