"""Rendering: a pure function from a validated Spec to the text of every generated file.

The path reads one way: spec (spec.py) -> analysis (formula.py) -> views (view_forward,
view_backward, view_jvp, view_docs; assembled per op in view_op) -> templates -> files.
This module only assembles: it loads the templates and fills them with the views.
"""

from __future__ import annotations

import hashlib
import math
from pathlib import Path

import jinja2

from .spec import Spec
from .view_common import FunctionView, import_block, py_name
from .view_docs import by_category
from .view_op import OpView, op_views

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
    env.filters["pyrepr"] = _pyrepr
    return env


def _pyrepr(value: object) -> str:
    """A Python literal for plain data; YAML mappings print as ordinary dicts."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_pyrepr(k)}: {_pyrepr(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_pyrepr(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + "".join(f"{_pyrepr(v)}, " for v in value) + ")"
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'
    return repr(value)


def header(spec: Spec) -> str:
    digest = hashlib.sha256(spec.text.encode("utf-8")).hexdigest()
    return f"# @generated from {Path(spec.file).name} (sha256: {digest}). Do not edit."


def render_package(spec: Spec, views: list[OpView] | None = None) -> dict[str, str]:
    """The text of every file of the generated package, keyed by file name."""
    env = _environment()
    views = op_views(spec) if views is None else views
    functions = {
        "ops.py": [v.forward for v in views],
        "backward.py": [v.backward for v in views],
        "jvp.py": [v.jvp for v in views if v.jvp is not None],
    }
    files = {}
    for name in PACKAGE_FILES:
        context = {
            "header": header(spec),
            "ops": views,
            "spec_file": Path(spec.file).name,
            "imports": import_block(functions.get(name, [])),
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
