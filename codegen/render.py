"""Rendering: a pure function from a validated Spec to the text of every generated file.

The path reads one way: spec (spec.py) -> analysis (formula.py) -> views (view_forward,
view_backward, view_jvp, view_docs; assembled per op in view_op) -> templates -> files.
This module only assembles: it loads the templates and fills them with the views.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import jinja2

from .escape import comment_text, docstring_line, py_literal
from .layout import string_literal
from .spec import Spec
from .view_common import FunctionView, import_block, py_name
from .view_docs import by_category
from .view_op import OpView, op_views
from .view_registry import columns_statement

__all__ = [
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


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
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


def render_package(spec: Spec, views: list[OpView] | None = None) -> dict[str, str]:
    """The text of every file of the generated package, keyed by file name."""
    env = _environment()
    views = op_views(spec) if views is None else views
    functions = {
        "ops.py": [v.forward for v in views],
        "backward.py": [v.backward for v in views],
        "jvp.py": [v.jvp for v in views if v.jvp is not None],
    }
    spec_file = docstring_line(Path(spec.file).name)
    digest = hashlib.sha256(spec.text.encode("utf-8")).hexdigest()
    files = {}
    for name in PACKAGE_FILES:
        context = {
            "header": header(spec),
            "ops": views,
            "mirrors": [v for v in views if v.spec.mirror],
            "spec_file": spec_file,
            "spec_sha256": digest,
            "imports": import_block(functions.get(name, [])),
            "columns": columns_statement(),
            "spec_name": string_literal(Path(spec.file).name),
        }
        files[name] = env.get_template(f"{name}.jinja").render(context)
    return files


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
