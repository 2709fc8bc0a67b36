"""Checks that keep the spec data: identifiers, forward expressions, mirrors and test values."""

from __future__ import annotations

import ast
import functools
import keyword
import unicodedata
from collections.abc import Iterator
from typing import Any

from . import names
from .errors import did_you_mean
from .formula import parse_expression
from .signature import Signature

# Every module-level name of the generated package that an op's function could shadow:
# the modules it imports, what __init__ exports, and the builtins ops.py calls.
GENERATED_MODULE_NAMES = frozenset(
    {"np", "math", "scipy", "numeric", "kernels", "ops", "backward", "jvp", "registry", "bundled"}
)
RESERVED_OP_NAMES = GENERATED_MODULE_NAMES | {"OPS", "OpInfo", "SPEC_SHA256", "STALE_MODULE"}
RESERVED_OP_NAMES |= {"type"}  # ops.py tests type(x) is np.ndarray
# Names the generated function bodies use for their own locals and parameters.
RESERVED_ARGUMENT_NAMES = GENERATED_MODULE_NAMES | {"grad", "grads", "result", "needs", "tracer"}
RESERVED_ARGUMENT_AFFIXES = (("grad_", ""), ("t_", ""), ("", "_t"), ("", "_p"), ("", "_shape"))

# NumPy namespaces a forward expression or a `numpy:` mirror may reach into.
NUMPY_SUBMODULES = names.NUMPY_SUBMODULES
# Public NumPy functions that touch files, print, run tests or change global state: never
# run by an op (scipy.special's `test` too).
NUMPY_SIDE_EFFECTS = frozenset(
    {
        "save", "savez", "savez_compressed", "savetxt", "load", "loadtxt", "genfromtxt",
        "fromfile", "fromregex", "memmap", "DataSource", "info", "lookfor", "source",
        "show_config", "show_runtime", "get_include", "set_printoptions", "printoptions",
        "seterr", "seterrcall", "errstate", "setbufsize", "frompyfunc", "vectorize", "test",
    }
)  # fmt: skip
# Attributes a forward expression may read on an argument: NumPy array methods that only
# compute (no `tofile`, `fill`, `sort` in place, ...).
ARRAY_ATTRIBUTES = frozenset(
    {
        "T", "shape", "ndim", "dtype", "size", "real", "imag", "astype", "reshape",
        "transpose", "swapaxes", "sum", "prod", "mean", "max", "min", "conj", "copy", "ravel",
        "squeeze", "take", "clip", "cumsum", "cumprod", "dot", "diagonal", "trace", "round",
        "all", "any", "argmax", "argmin", "std", "var", "repeat",
    }
)  # fmt: skip
FORWARD_NODES = (
    ast.Expression, ast.Constant, ast.Name, ast.Attribute, ast.Call, ast.keyword, ast.BinOp,
    ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Tuple, ast.List, ast.Subscript,
    ast.Slice, ast.operator, ast.unaryop, ast.boolop, ast.cmpop, ast.Load, ast.Starred,
)  # fmt: skip
PLAIN_SCALARS = (str, int, float, bool, type(None))
MAX_TEST_VALUES = 10_000  # numbers in one op's tests: far above any real case


def identifier_problems(name: str, what: str) -> list[str]:
    """Why ``name`` cannot be a Python name in the generated code, if it cannot."""
    if keyword.iskeyword(name):
        return [f"{what} '{name}' is a Python keyword"]
    if name.startswith("_"):
        return [f"{what} '{name}' starts with '_', which Python treats as private"]
    normal = unicodedata.normalize("NFKC", name)
    if normal != name:
        return [f"{what} '{name}' is the same name as '{normal}' to Python; write '{normal}'"]
    return []


def signature_name_problems(sig: Signature) -> list[str]:
    """Names in a signature that would break or shadow something in the generated package."""
    errors = identifier_problems(sig.name, "op name")
    if sig.overload:
        errors += identifier_problems(sig.overload, "overload name")
    py_name = sig.full_name.replace(".", "_")
    if py_name in RESERVED_OP_NAMES:
        errors.append(f"op name '{py_name}' would shadow '{py_name}' in the generated package")
    arguments = [a.name for a in sig.arguments]
    outputs = [r.name for r in sig.returns if r.name]
    named = [(n, "argument name") for n in arguments] + [(n, "output name") for n in outputs]
    for name, what in named:
        errors += identifier_problems(name, what)
        if name in RESERVED_ARGUMENT_NAMES or (name.startswith("result") and name[6:].isdigit()):
            errors.append(f"{what} '{name}' is reserved in formulas and generated code")
        elif any(name.startswith(p) and name.endswith(s) for p, s in RESERVED_ARGUMENT_AFFIXES):
            errors.append(
                f"{what} '{name}' looks like a name the generated code makes "
                "(grad_*, t_*, *_t, *_p, *_shape); choose another"
            )
    for name in dict.fromkeys(n for n in outputs if n in arguments or outputs.count(n) > 1):
        errors.append(f"output name '{name}' is used twice")
    return errors


def _numpy_kind(parts: list[str]) -> str | None:
    """The kind of the NumPy object a dotted path names, or None unless it is public and
    side-effect free."""
    for i, part in enumerate(parts):
        if i < len(parts) - 1 and part not in NUMPY_SUBMODULES:
            return None
        if part in NUMPY_SIDE_EFFECTS or not names.is_public(part):
            return None
    return names.kind("np", parts)


def _scipy_kind(parts: list[str]) -> str | None:
    """The kind of ``scipy.special.NAME`` for the path ['special', 'NAME'], else None."""
    if len(parts) != 2 or parts[0] != "special" or not names.is_public(parts[1]):
        return None
    return names.kind("scipy", parts)


def resolve_mirror(module: str, path: str) -> bool:
    """Whether a ``numpy:`` or ``scipy:`` entry names a public callable (not a module)."""
    parts = path.split(".")
    kind = _numpy_kind(parts) if module == "numpy" else _scipy_kind(parts)
    return names.is_callable(kind)


def mirrors_ufunc(module: str, path: str) -> bool:
    """Whether a ``numpy:`` or ``scipy:`` entry names an elementwise ufunc (not matmul's kind)."""
    parts = path.split(".")
    kind = _numpy_kind(parts) if module == "numpy" else _scipy_kind(parts)
    return names.is_plain_ufunc(kind)


def _module_attribute(root: str, parts: list[str]) -> bool:
    """Whether ``root.a.b`` in a forward expression names a public function or constant."""
    if root == "np":
        kind = _numpy_kind(parts)
    elif root == "numeric":
        kind = names.kind("numeric", parts) if len(parts) == 1 else None
    else:  # scipy
        kind = _scipy_kind(parts)
    return names.is_callable(kind) or kind == names.CONSTANT


def _module_names(root: str) -> list[str]:
    """The names ``root.NAME`` could have been, for a hint (listed only for an error)."""
    if root == "np":
        import numpy as np

        return [n for n in dir(np) if not n.startswith("_")]
    if root == "numeric":
        from derivgen import numeric

        return list(numeric.__all__)
    import scipy.special

    return [f"special.{n}" for n in dir(scipy.special) if not n.startswith("_")]


def _dotted(node: ast.Attribute) -> tuple[str | None, list[str]]:
    """('np', ['linalg', 'det']) for np.linalg.det; (None, ['sum']) for (a + b).sum."""
    parts: list[str] = []
    current: ast.expr = node
    while isinstance(current, ast.Attribute):
        parts.insert(0, current.attr)
        current = current.value
    return (current.id if isinstance(current, ast.Name) else None), parts


FORWARD_MODULES = ("np", "numeric", "scipy")


def _forward_problems(tree: ast.Expression, args: set[str]) -> Iterator[str]:
    """Walk the tree, never into a refused node, so each problem is reported once."""
    stack: list[tuple[ast.AST, ast.AST | None]] = [(tree, None)]
    while stack:
        node, parent = stack.pop()
        problem = _forward_node_problem(node, parent, args)
        if problem:
            yield problem
            continue
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute | ast.Name):
            continue  # a dotted name, checked whole from its outermost attribute
        stack.extend((child, node) for child in reversed(list(ast.iter_child_nodes(node))))


def _forward_node_problem(node: ast.AST, parent: ast.AST | None, args: set[str]) -> str | None:
    if not isinstance(node, FORWARD_NODES):
        return f"'{ast.unparse(node)}' is not allowed in a forward expression"
    if isinstance(node, ast.Name):
        if node.id in FORWARD_MODULES:
            if not isinstance(parent, ast.Attribute):
                return f"module '{node.id}' can only be used as '{node.id}.NAME'"
        elif node.id not in args:
            hint = did_you_mean(node.id, args | set(FORWARD_MODULES))
            return f"unknown name '{node.id}' in forward expression{hint}"
    elif isinstance(node, ast.Attribute):
        root, parts = _dotted(node)
        if any(part.startswith("_") for part in parts):
            return f"'{ast.unparse(node)}': names starting with '_' are not allowed"
        if root in FORWARD_MODULES:
            dotted = ".".join(parts)
            if root == "np" and NUMPY_SIDE_EFFECTS & set(parts):
                return f"'np.{dotted}' reads or writes files or global state"
            if not _module_attribute(root, parts):
                hint = did_you_mean(dotted, _module_names(root))
                return f"'{root}.{dotted}' is not a public function or constant{hint}"
            return None
        if root is not None and root not in args:
            hint = did_you_mean(root, args | set(FORWARD_MODULES))
            return f"unknown name '{root}' in forward expression{hint}"
        if len(parts) > 1 and root is not None or node.attr not in ARRAY_ATTRIBUTES:
            hint = did_you_mean(node.attr, ARRAY_ATTRIBUTES)
            return f"attribute '.{node.attr}' is not allowed in a forward expression{hint}"
    elif isinstance(node, ast.Call) and not isinstance(node.func, ast.Attribute):
        what = ast.unparse(node.func)
        return f"'{what}' cannot be called: call np.NAME, numeric.NAME or a method"
    return None


def check_forward(text: str, sig: Signature) -> tuple[str | None, list[str]]:
    """The forward expression re-emitted from its checked tree, or the reasons it is refused.

    A forward may read the op's arguments (and their array methods), call public NumPy,
    ``scipy.special`` and ``numeric`` functions, and use operators; nothing else.
    """
    code, problems = _checked_forward(text, frozenset(a.name for a in sig.arguments))
    return code, list(problems)


@functools.lru_cache(maxsize=1 << 12)
def _checked_forward(text: str, args: frozenset[str]) -> tuple[str | None, tuple[str, ...]]:
    """check_forward, memoized: the answer depends only on the text and the argument names,
    and many ops share a forward (``np.sin(self)``, ...)."""
    tree = parse_expression(text)
    if isinstance(tree, str):
        return None, (tree.replace("formula", "forward expression", 1),)
    problems = tuple(dict.fromkeys(_forward_problems(tree, set(args))))
    return (None, problems) if problems else (ast.unparse(tree), ())


def plain_data_problem(value: Any, where: str) -> str | None:
    """Why a `tests:` value is not plain YAML data (str, number, bool, null, list, mapping)."""
    stack, count = [(value, where)], 0
    while stack:
        item, path = stack.pop()
        count += 1
        if count > MAX_TEST_VALUES:
            return f"'{where}' holds more than {MAX_TEST_VALUES} values"
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    return f"'{path}' has a key {key!r} that is not a string"
                stack.append((inner, f"{path}.{key}"))
        elif isinstance(item, list):
            stack.extend((inner, f"{path}[{i}]") for i, inner in enumerate(item))
        elif not isinstance(item, PLAIN_SCALARS):
            kind = type(item).__name__
            return f"'{path}' is a YAML {kind}, not plain data; quote it to make it a string"
    return None
