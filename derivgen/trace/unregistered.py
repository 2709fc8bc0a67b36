"""The error for a traced function with no derivative: its public name and a spec entry."""

from __future__ import annotations

import inspect
import sys
from typing import Any

import numpy as np

FORMULA = "FORMULA"  # the placeholder the advice leaves for each backward formula


def public_path(func: Any) -> str:
    """How users write ``func``: ``np.fft.fft``, ``np.linalg.eigvals``, ``scipy.special.zeta``."""
    name = getattr(func, "__name__", None) or repr(func)
    if isinstance(func, np.ufunc):  # ufuncs have no __module__: find the namespace holding it
        for prefix, namespace in (
            ("np", np),
            ("scipy.special", sys.modules.get("scipy.special")),
        ):
            if namespace is not None and getattr(namespace, name, None) is func:
                return f"{prefix}.{name}"
        return name
    module: str = getattr(func, "__module__", None) or ""
    # numpy.linalg._linalg -> numpy.linalg, scipy.special._basic -> scipy.special
    public = [part for part in module.split(".") if not part.startswith("_")]
    if public and public[0] == "numpy":
        public[0] = "np"
    return ".".join([*public, name]) if public else name


def unregistered_error(func: Any) -> TypeError:
    path = public_path(func)
    if path.rsplit(".", 1)[-1].startswith("_"):  # SciPy's private ufunc, inside its function
        from derivgen.ops.scipy_names import scipy_advice, scipy_caller

        caller = scipy_caller()
        if caller is not None:
            return TypeError(scipy_advice(caller, f"through its private {path}"))
    return TypeError(
        f"{path} has no registered derivative, so derivgen cannot differentiate through it. "
        f"To add it, put an entry like this in a spec of your own, my.yaml, write each "
        f"{FORMULA} (the backward of that input: an expression over grad, the inputs, result "
        "and the bundled ops), set the test shapes, run `derivgen generate --spec my.yaml "
        "--out mypkg` and call `derivgen.register(mypkg)`:\n\n"
        f"- extends: derivgen\n{spec_entry(func, path)}"
    )


def spec_entry(func: Any, path: str) -> str:
    """A derivatives.yaml entry for ``func`` that the generator accepts once formulas are in."""
    library, _, rest = path.partition(".")
    if library == "np":
        source = f"numpy: {rest}"
    elif library == "scipy":
        source = f"scipy: {rest}"
    else:
        source = f"forward: {path}(...)"
    inputs = _tensor_inputs(func)
    name = path.rsplit(".", 1)[-1]
    lines = [
        f"- name: {name}({', '.join(f'Tensor {n}' for n in inputs)}) -> Tensor",
        f"  {source}",
        *_batch_line(func),
        *[f"  {n}: {FORMULA}" for n in inputs],
        "  tests:",
        "    cases: [{" + ", ".join(f"{n}: [3]" for n in inputs) + "}]",
    ]
    return "\n".join(lines)


def _batch_line(func: Any) -> list[str]:
    """A ufunc batches element by element (the generator works that out); anything else
    needs its vmap rule named (``derivgen show sum`` shows one)."""
    if isinstance(func, np.ufunc) and func.signature is None:
        return []
    return ["  batch: loop  # how vmap runs it: replace with its rule, e.g. axis(axis)"]


def _tensor_inputs(func: Any) -> list[str]:
    """The arguments to differentiate: a ufunc's inputs, else the first positional one."""
    if isinstance(func, np.ufunc):
        return ["self", "other", "third"][: func.nin] if func.nin <= 3 else ["self"]
    try:
        parameters = inspect.signature(func).parameters.values()
    except (TypeError, ValueError):
        return ["self"]
    positional = [
        p.name for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    return positional[:1] or ["self"]
