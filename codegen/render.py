"""Rendering: a pure function from a validated Spec to the text of every generated file.

The path reads one way: spec (model/spec.py) -> analysis (model/formula.py) -> views
(views/forward, backward, jvp, docs, registry; assembled per op in views/op.py) -> templates.
This module only assembles: it loads the templates and fills them with the views.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from pathlib import Path
from typing import Any

import jinja2

from .emit.escape import comment_text, docstring_line, py_literal
from .emit.syntax import string_literal
from .model.spec import Spec
from .views.common import FunctionView, import_block, py_name
from .views.op import OpView, op_views
from .views.registry import columns_statement

__all__ = [
    "CHUNK_SIZE",
    "PACKAGE_FILES",
    "FunctionView",
    "OpView",
    "header",
    "op_views",
    "py_name",
    "render_docs",
    "render_package",
]

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
PACKAGE_FILES = ("__init__.py", "ops.py", "backward.py", "jvp.py", "registry.py")
CHUNK_SIZE = 500  # ops per module; a spec of more ops is written in chunks (see render_package)
# The modules of functions, and what their chunk index says they hold.
FUNCTION_TITLES = {
    "ops": "Forward functions",
    "backward": "Backward functions",
    "jvp": "Forward-mode rules",
}


class _CompiledTemplates(jinja2.FileSystemBytecodeCache):
    """Compiled templates in the user's cache folder (compiling them is about 40 ms a run).

    Jinja checks each file against its template's source; the folder's name hashes the
    Jinja version and the environment's options, which the compiled code also depends on.
    A folder that cannot be read or written only costs the compiling.
    """

    def load_bytecode(self, bucket: Any) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:  # unreadable, truncated or not Jinja's: compile afresh
            bucket.reset()

    def dump_bytecode(self, bucket: Any) -> None:
        with contextlib.suppress(OSError):
            os.makedirs(self.directory, exist_ok=True)
            super().dump_bytecode(bucket)


OPTIONS: dict[str, Any] = {
    "trim_blocks": True,
    "lstrip_blocks": True,
    "keep_trailing_newline": True,
}


def _compiled_templates() -> jinja2.BytecodeCache | None:
    from .model.names import cache_folder

    folder = cache_folder()
    if folder is None:
        return None
    setting = f"{jinja2.__version__} {sorted(OPTIONS.items())} {TEMPLATES}"
    return _CompiledTemplates(
        str(folder / f"templates-{hashlib.sha256(setting.encode()).hexdigest()[:16]}")
    )


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        bytecode_cache=_compiled_templates(),
        **OPTIONS,
    )
    # Spec text reaches generated code only through these two filters (see escape.py).
    env.filters["pyrepr"] = py_literal
    env.filters["docstring_line"] = docstring_line
    return env


def header(spec: Spec) -> str:
    """One deterministic line; a spec extending the bundled one also hashes that, so that
    ``--check`` finds a user's package stale when the bundled ops it calls change."""

    def source(of: Spec) -> str:
        digest = hashlib.sha256(of.text.encode("utf-8")).hexdigest()
        return f"{comment_text(Path(of.file).name)} (sha256: {digest})"

    base = f" extending {source(spec.base)}" if spec.base is not None else ""
    return f"# @generated from {source(spec)}{base}. Do not edit."


def render_package(
    spec: Spec, views: list[OpView] | None = None, chunk_size: int = CHUNK_SIZE
) -> dict[str, str]:
    """The text of every file of the generated package, keyed by file name.

    A spec of more than ``chunk_size`` ops is written in chunks: ``_ops_000.py``,
    ``_backward_000.py``, ``_jvp_000.py`` and ``_registry_000.py`` hold the first
    ``chunk_size`` ops, and so on, and ops.py, backward.py, jvp.py and registry.py become
    small indexes that import a chunk when one of its ops is first used. Python then
    compiles only what a program uses, instead of megabytes of source at import.
    """
    env = _environment()
    views = op_views(spec) if views is None else views
    context = {
        "header": header(spec),
        "ops": views,
        "mirrors": [v for v in views if v.spec.mirror],
        "spec_file": docstring_line(Path(spec.file).name),
        "spec_sha256": hashlib.sha256(spec.text.encode("utf-8")).hexdigest(),
        "columns": columns_statement(),
        "spec_name": string_literal(Path(spec.file).name),
        "chunked": len(views) > chunk_size,
        "chunk_size": chunk_size,
        "part": "",
    }
    if not context["chunked"]:
        return {name: _render_module(env, name, views, context) for name in PACKAGE_FILES}
    files = {}
    for name in PACKAGE_FILES:
        kind = name.removesuffix(".py")
        template = "chunk_index.py" if kind in FUNCTION_TITLES else name
        files[name] = env.get_template(f"{template}.jinja").render(
            context,
            imports="",
            kind=kind,
            title=FUNCTION_TITLES.get(kind, ""),
            chunk_pattern=f"_{kind}_000.py, ...",
        )
    chunks = range(0, len(views), chunk_size)
    for number, start in enumerate(chunks):
        part = views[start : start + chunk_size]
        where = f" (chunk {number + 1} of {len(chunks)}: ops {start + 1} to {start + len(part)})"
        chunk_context = {**context, "part": where, "mirrors": []}
        for kind in (*FUNCTION_TITLES, "registry"):
            template = "registry_chunk.py" if kind == "registry" else f"{kind}.py"
            files[f"_{kind}_{number:03d}.py"] = _render_module(env, template, part, chunk_context)
    return files


def _render_module(
    env: jinja2.Environment, template: str, views: list[OpView], context: dict[str, object]
) -> str:
    """One module from its template, with the imports its functions need."""
    kind = template.removesuffix(".py")
    functions = {
        "ops": [v.forward for v in views],
        "backward": [v.backward for v in views],
        "jvp": [v.jvp for v in views if v.jvp is not None],
    }.get(kind, [])
    return env.get_template(f"{template}.jinja").render(
        context, ops=views, imports=import_block(functions)
    )


def render_docs(spec: Spec, views: list[OpView] | None = None) -> str:
    """docs/ops.md: every op by category, with formulas, forward-mode rule and conventions."""
    views = op_views(spec) if views is None else views
    context = {
        "header": header(spec),
        "ops": views,
        "categories": by_category(views),
        "spec_file": Path(spec.file).name,
    }
    return _environment().get_template("ops.md.jinja").render(context)


def by_category(views: list[OpView]) -> list[tuple[str, list[OpView]]]:
    """The ops grouped by category, categories and ops each sorted by name."""
    groups: dict[str, list[OpView]] = {}
    for view in sorted(views, key=lambda v: v.spec.name):
        groups.setdefault(view.spec.category, []).append(view)
    return sorted(groups.items())
