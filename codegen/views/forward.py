"""The forward view: each op's forward function, a call to NumPy or its spec formula."""

from __future__ import annotations

from pathlib import Path

from ..emit.syntax import string_literal
from ..model.batching import UNDISPATCHED
from ..model.opspec import OpSpec
from .common import FunctionView, params_text, py_name


def engine_guard(op: OpSpec) -> tuple[str, ...]:
    """The statement refusing the engines the spec's ``engines:`` names, if it names any."""
    if not op.engines:
        return ()
    limits = ", ".join(
        f"{string_literal(limit.engine)}: {string_literal(limit.message)}" for limit in op.engines
    )
    tensors = "".join(f", {a.name}" for a in op.signature.tensor_inputs)
    return (f"numeric.refuse_engines({string_literal(op.name)}, {{{limits}}}{tensors})",)


def engine_spellings(op: OpSpec) -> tuple[str, ...]:
    """The branches to the engines' own spellings (``engines: {dask: {forward: ...}}``).

    Plain ndarrays skip the engine search, as the tracer handoff does, so NumPy's path costs
    one type check; a Tensor[] input is searched by ``numeric.raw_engine_of`` itself. A
    traced input takes NumPy's call, whose protocol brings the raw arrays back here.
    """
    lines: list[str] = []
    tensors = op.signature.tensor_inputs
    names = ", ".join(a.name for a in tensors)
    plain = [f"type({a.name}) is not np.ndarray" for a in tensors if not a.is_tensor_list]
    skip = "" if len(plain) < len(tensors) or not plain else " or ".join(plain)
    if skip and len(plain) > 1:
        skip = f"({skip})"
    for spelling in op.engine_forwards:
        test = f"numeric.raw_engine_of({names}) == {string_literal(spelling.engine)}"
        lines += (f"if {skip + ' and ' if skip else ''}{test}:", f"    return {spelling.forward}")
    return tuple(lines)


def forward_view(op: OpSpec, bundled: bool = False) -> FunctionView:
    """The forward function of ops.py for one op.

    A traced call of a user's package passes its module too, so that the runtime uses that
    package's rule or says it is not registered; the bundled ops are always registered.
    """
    sig = op.signature
    where = f"{Path(op.location.file).name}:{op.location.line}"  # the same from any directory
    doc = (f"Forward of {sig}.", "", f"Defined at {where}.")
    if op.mirror is not None:
        args = [a.name for a in sig.arguments if not a.kw_only]
        if op.variadic:
            args[-1] = f"*{args[-1]}"
        args += [f"{a.name}={a.name}" for a in sig.arguments if a.kw_only]
        body: tuple[str, ...] = (
            *engine_guard(op),
            *engine_spellings(op),
            f"return {op.mirror}({', '.join(args)})",
        )
        # NumPy's dispatch skips these Tensor inputs: a vmap-batched one hands off to its op.
        names = {a.name for a in sig.tensor_inputs}
        optional = [a for a in UNDISPATCHED.get(op.name, ()) if a in names]
        if optional and not op.variadic:
            call_args = ", ".join(a.name for a in sig.arguments)
            module = "" if bundled else ", __name__"
            body = (
                f"if (tracer := numeric.batched_among({', '.join(optional)})) is not None:",
                f"    return tracer.__derivgen_apply__({op.name!r}, ({call_args},){module})",
                *body,
            )
    else:
        tensors = ", ".join(a.name for a in sig.tensor_inputs)
        call_args = ", ".join(a.name for a in sig.arguments)
        # Plain ndarrays (the usual case inside a backward) skip the search for a tracer.
        traced = " or ".join(f"type({a.name}) is not np.ndarray" for a in sig.tensor_inputs)
        if len(sig.tensor_inputs) > 1:
            traced = f"({traced})"
        module = "" if bundled else ", __name__"
        handoff = f"    return tracer.__derivgen_apply__({op.name!r}, ({call_args},){module})"
        # An index may hold vmap's batched integer arrays, which NumPy's indexing cannot take.
        indices = ", ".join(a.name for a in sig.arguments if a.type == "Index")
        batched = (
            (f"if (tracer := numeric.batched_among({indices})) is not None:", handoff)
            if indices
            else ()
        )
        body = (
            f"if {traced} and (tracer := numeric.tracer_among({tensors})) is not None:",
            handoff,
            *batched,
            *engine_guard(op),
            *engine_spellings(op),
            f"return {op.forward}",
        )
    return FunctionView(py_name(op.name), params_text(sig), doc, body)
