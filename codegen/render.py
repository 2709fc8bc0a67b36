"""Rendering: a pure function from a validated Spec to the text of every generated file.

The path reads one way: spec (spec.py) -> analysis (formula.py) -> views (view_forward,
view_backward, view_jvp, view_docs; assembled per op in view_op) -> templates -> files.
This module only assembles: it loads the templates and fills them with the views.
"""

from __future__ import annotations

import ast
import hashlib
import subprocess
import sys
import tempfile
from pathlib import Path

import jinja2

from .escape import comment_text, docstring_line, py_literal
from .spec import Spec
from .view_common import FunctionView, py_name
from .view_docs import by_category
from .view_op import OpView, op_views

__all__ = [
    "PACKAGE_FILES",
    "FunctionView",
    "OpView",
    "format_python",
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
    spec_file = docstring_line(Path(spec.file).name)
    digest = hashlib.sha256(spec.text.encode("utf-8")).hexdigest()
    context = {
        "header": header(spec),
        "ops": views,
        "spec_file": spec_file,  # for docstrings, escaped
        "spec_name": Path(spec.file).name,  # for Python literals, through pyrepr
        "spec_sha256": digest,
    }
    files = {name: env.get_template(f"{name}.jinja").render(context) for name in PACKAGE_FILES}
    return format_python(files)


def render_docs(spec: Spec, views: list[OpView] | None = None) -> str:
    """docs/ops.md: every op by category, with formulas, forward-mode rule and conventions."""
    views = op_views(spec) if views is None else views
    context = {
        "header": header(spec),
        "ops": views,
        "categories": by_category(views),
        "spec_file": docstring_line(Path(spec.file).name),
    }
    return _environment().get_template("ops.md.jinja").render(context)


def format_python(files: dict[str, str]) -> dict[str, str]:
    """Format Python sources with ruff, in one process, so generated code passes ruff format.

    ruff parses every file on the way, so a template bug never reaches disk, and it
    removes the imports a file does not use.
    """
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for name, text in files.items():
            (root / name).write_text(text, encoding="utf-8")
        # Templates import every module a body might use; ruff drops the unused ones.
        ruff = [sys.executable, "-m", "ruff"]
        options = ["--no-cache", "--isolated", "--line-length", "100", str(root)]
        first_party = ["--config", "lint.isort.known-first-party = ['derivgen']"]
        steps = [
            [*ruff, "check", "--fix", "--quiet", "--select", "F401,I", *first_party, *options],
            [*ruff, "format", "--quiet", *options],
        ]
        for step in steps:
            done = subprocess.run(step, capture_output=True, text=True)
            if done.returncode != 0:
                for name, text in files.items():
                    ast.parse(text, filename=name)  # names a template bug's file and line
                raise RuntimeError(f"ruff failed on the generated code: {done.stdout}{done.stderr}")
        return {name: (root / name).read_text(encoding="utf-8") for name in files}
