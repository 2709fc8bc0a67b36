"""Elementwise ops and their derivative formulas as SymPy expressions (SymPy is optional)."""

from __future__ import annotations

import ast
from typing import Any

from derivgen.ops import registry


def _functions() -> dict[str, Any]:
    """NumPy names and their SymPy meaning, for one-argument (and a few two-argument) functions."""
    import sympy as sp

    return _more_elementwise() | _special() | {
        "sin": sp.sin, "cos": sp.cos, "tan": sp.tan, "arcsin": sp.asin, "arccos": sp.acos,
        "arctan": sp.atan, "sinh": sp.sinh, "cosh": sp.cosh, "tanh": sp.tanh,
        "arcsinh": sp.asinh, "arccosh": sp.acosh, "arctanh": sp.atanh,
        "exp": sp.exp, "exp2": lambda x: 2**x, "expm1": lambda x: sp.exp(x) - 1,
        "log": sp.log, "log2": lambda x: sp.log(x, 2), "log10": lambda x: sp.log(x, 10),
        "log1p": lambda x: sp.log(1 + x), "sqrt": sp.sqrt, "cbrt": lambda x: sp.root(x, 3),
        "square": lambda x: x**2, "reciprocal": lambda x: 1 / x, "absolute": sp.Abs,
        "fabs": sp.Abs, "abs": sp.Abs, "sign": sp.sign, "negative": lambda x: -x,
        "positive": lambda x: x, "deg2rad": lambda x: x * sp.pi / 180,
        "rad2deg": lambda x: x * 180 / sp.pi, "sinc": lambda x: sp.sin(sp.pi * x) / (sp.pi * x),
        "logaddexp": lambda a, b: sp.log(sp.exp(a) + sp.exp(b)),
        "zeros_like": lambda x: sp.Integer(0), "ones_like": lambda x: sp.Integer(1),
        "erf": sp.erf, "erfc": sp.erfc, "gamma": sp.gamma, "gammaln": sp.loggamma,
        "digamma": sp.digamma, "multiply": lambda a, b: a * b, "add": lambda a, b: a + b,
        "subtract": lambda a, b: a - b, "divide": lambda a, b: a / b,
        "power": lambda a, b: a**b, "maximum": sp.Max, "minimum": sp.Min,
        "where": lambda c, a, b: sp.Piecewise((a, c), (b, True)),
        "greater": lambda a, b: a > b, "less": lambda a, b: a < b,
        "expit": lambda x: 1 / (1 + sp.exp(-x)), "log_expit": lambda x: -sp.log(1 + sp.exp(-x)),
        "xlogy": lambda a, b: a * sp.log(b), "xlog1py": lambda a, b: a * sp.log(1 + b),
    }  # fmt: skip


def _more_elementwise() -> dict[str, Any]:
    """SymPy forms of the NumPy ufuncs added in the "more elementwise ops" section.

    Rounding functions are piecewise constant: SymPy leaves ``floor(x).diff(x)`` unevaluated,
    so they get functions whose derivative is 0 (their value is never needed here).
    """
    import sympy as sp

    def piecewise_constant(name: str) -> Any:
        return type(name, (sp.Function,), {"fdiff": lambda self, argindex=1: sp.Integer(0)})

    steps = {  # on the real line angle is 0 or pi, a step as well
        name: piecewise_constant(name)
        for name in ("floor", "ceil", "rint", "trunc", "fix", "round", "around", "angle")
    }
    return steps | {
        "radians": lambda x: x * sp.pi / 180,
        "degrees": lambda x: x * 180 / sp.pi,
        "conjugate": sp.conjugate,
        "nan_to_num": lambda x, *options: x,
        "hypot": lambda a, b: sp.sqrt(a**2 + b**2),
    }


def _special() -> dict[str, Any]:
    """SymPy forms of the activations and scipy.special functions.

    Functions that NumPy lacks are SymPy's own classes with an ``_imp_`` (SymPy's hook for
    implemented functions), so that ``lambdify(..., modules="numpy")`` evaluates them with
    scipy while SymPy still differentiates them by its own rules. Their ``eval`` is turned
    off, so SymPy does not rewrite erfc(-x) as 2 - erfc(x), which would cancel numerically.
    """
    import sympy as sp
    from scipy import special

    def scipy_backed(name: str) -> Any:
        def eval_(cls: Any, *args: Any) -> None:
            return None

        body = {"_imp_": staticmethod(getattr(special, name)), "eval": classmethod(eval_)}
        return type(name, (getattr(sp, name),), body)

    erfc, erfinv, erfcinv = (scipy_backed(name) for name in ("erfc", "erfinv", "erfcinv"))

    def ndtr(x: Any) -> Any:
        return erfc(-x / sp.sqrt(2)) / 2

    # SymPy's besseli, evaluated with scipy.special.iv; SymPy differentiates it by its own
    # rule I_n' = (I_{n-1} + I_{n+1}) / 2, independently of the formulas in the spec.
    besseli = type(
        "besseli",
        (sp.besseli,),
        {"_imp_": staticmethod(special.iv), "eval": classmethod(lambda cls, *a: None)},
    )

    def scipy_evaluated(base: Any, function: Any) -> Any:
        # SymPy's own class (so SymPy differentiates it by its own rules), evaluated by scipy.
        body = {"_imp_": staticmethod(function), "eval": classmethod(lambda cls, *a: None)}
        return type(base.__name__, (base,), body)

    besselj = scipy_evaluated(sp.besselj, special.jv)
    bessely = scipy_evaluated(sp.bessely, special.yv)
    besselk = scipy_evaluated(sp.besselk, special.kv)
    erfi = scipy_evaluated(sp.erfi, special.erfi)
    degree = sp.pi / 180

    return {
        "jv": besselj,
        "yv": bessely,
        "kv": besselk,
        "kve": lambda v, x: sp.exp(x) * besselk(v, x),
        "j0": lambda x: besselj(0, x),
        "j1": lambda x: besselj(1, x),
        "y0": lambda x: bessely(0, x),
        "y1": lambda x: bessely(1, x),
        "k0": lambda x: besselk(0, x),
        "k1": lambda x: besselk(1, x),
        "k0e": lambda x: sp.exp(x) * besselk(0, x),
        "k1e": lambda x: sp.exp(x) * besselk(1, x),
        "ndtri": lambda x: sp.sqrt(2) * erfinv(2 * x - 1),
        "ndtri_exp": lambda x: sp.sqrt(2) * erfinv(2 * sp.exp(x) - 1),
        "erfi": erfi,
        "dawsn": lambda x: sp.sqrt(sp.pi) / 2 * sp.exp(-(x**2)) * erfi(x),
        "expi": scipy_evaluated(sp.Ei, special.expi),
        "exp1": lambda x: scipy_evaluated(sp.expint, special.expn)(1, x),
        "spence": lambda x: sp.polylog(2, 1 - x),
        "ellipk": scipy_evaluated(sp.elliptic_k, special.ellipk),
        "ellipe": lambda m: scipy_evaluated(sp.elliptic_e, special.ellipe)(m),
        "cosm1": lambda x: sp.cos(x) - 1,
        "sindg": lambda x: sp.sin(degree * x),
        "cosdg": lambda x: sp.cos(degree * x),
        "tandg": lambda x: sp.tan(degree * x),
        "cotdg": lambda x: sp.cot(degree * x),
        "rgamma": lambda x: 1 / sp.gamma(x),
        "erfcx": lambda x: sp.exp(x**2) * erfc(x),
        "erfinv": erfinv,
        "erfcinv": erfcinv,
        "ndtr": ndtr,
        "log_ndtr": lambda x: sp.log(ndtr(x)),
        "logit": lambda x: sp.log(x / (1 - x)),
        "entr": lambda x: -x * sp.log(x),
        "polygamma": sp.polygamma,
        "gelu": lambda x: x * ndtr(x),
        "rel_entr": lambda x, y: x * sp.log(x / y),
        "kl_div": lambda x, y: x * sp.log(x / y) - x + y,
        "i0": lambda x: besseli(0, x),
        "i1": lambda x: besseli(1, x),
        "i0e": lambda x: sp.exp(-sp.Abs(x)) * besseli(0, x),
        "i1e": lambda x: sp.exp(-sp.Abs(x)) * besseli(1, x),
    }


def _key(numpy_name: str) -> str:
    """'sin' -> 'sin', 'scipy.special.erf' -> 'erf'."""
    return numpy_name.removeprefix("scipy.special.")


class _ToSympy:
    """Translates a formula or forward expression over one variable into SymPy."""

    def __init__(self, names: dict[str, Any]) -> None:
        import sympy as sp

        self.sp = sp
        self.names = names
        self.functions = _functions()

    def __call__(self, node: ast.AST) -> Any:
        sp = self.sp
        if isinstance(node, ast.Expression):
            return self(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return sp.nsimplify(node.value)
        if isinstance(node, ast.Name) and node.id in self.names:
            return self.names[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self(node.operand)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd | ast.BitOr):
            a, b = self(node.left), self(node.right)
            return sp.And(a, b) if isinstance(node.op, ast.BitAnd) else sp.Or(a, b)
        if isinstance(node, ast.BinOp):
            a, b = self(node.left), self(node.right)
            ops = {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b, ast.Div: a / b}
            if isinstance(node.op, ast.Pow):
                return a**b
            if type(node.op) in ops:
                return ops[type(node.op)]
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            a, b = self(node.left), self(node.comparators[0])
            table = {ast.Gt: sp.Gt, ast.Lt: sp.Lt, ast.GtE: sp.Ge, ast.LtE: sp.Le, ast.Eq: sp.Eq}
            if type(node.ops[0]) in table:
                return table[type(node.ops[0])](a, b)
        if isinstance(node, ast.IfExp) and _is_complex_test(node.test):
            # SymPy checks real inputs, so the real branch is the one to compare.
            negated = isinstance(node.test, ast.UnaryOp)
            return self(node.body if negated else node.orelse)
        if isinstance(node, ast.Call):
            return self.call(node)
        raise ValueError(f"no SymPy form for '{ast.unparse(node)}'")

    def call(self, node: ast.Call) -> Any:
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            name = func.attr if func.value.id in ("np", "special", "scipy", "numeric") else ""
        elif isinstance(func, ast.Name):
            name = func.id
        else:
            name = ""
        args = [self(a) for a in node.args]
        # A bare name calls an op of the spec; np.X, special.X and numeric.X are functions.
        info = registry.ops().get(name) if isinstance(func, ast.Name) else None
        if info is not None and info.numpy_name is None and len(args) == 1:
            return forward_expression(info, args[0])
        key = _key(info.numpy_name) if info is not None and info.numpy_name else name
        if key in self.functions:
            return self.functions[key](*args)
        raise ValueError(f"no SymPy form for the function '{name}'")


def _is_complex_test(test: ast.AST) -> bool:
    """Whether a condition is ``numeric.is_complex(x)`` or its negation."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test = test.operand
    return (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Attribute)
        and test.func.attr == "is_complex"
    )


def _parse(text: str) -> ast.Expression:
    return ast.parse(text, mode="eval")


def forward_expression(info: Any, x: Any) -> Any:
    """The op's forward as a SymPy expression of x (unary elementwise ops only)."""
    if info.numpy_name is not None:
        functions = _functions()
        if _key(info.numpy_name) not in functions:
            raise ValueError(f"no SymPy form for {info.numpy_name}")
        return functions[_key(info.numpy_name)](x)
    import inspect

    source = inspect.getsource(info.forward).strip().splitlines()[-1].strip()
    body = source.removeprefix("return ")
    return _ToSympy({info.inputs[0]: x})(_parse(body))


def derivative(info: Any, simplify: bool = True) -> Any:
    """The derivative that the op's backward formula states, as a SymPy expression of x."""
    import sympy as sp

    if not info.elementwise or len(info.inputs) != 1 or len(info.outputs) != 1:
        raise ValueError(f"{info.name} is not a unary elementwise op")
    x = sp.Symbol("x", real=True)
    result = forward_expression(info, x)
    formula = info.formulas[info.inputs[0]]
    expr = _ToSympy({"grad": sp.Integer(1), info.inputs[0]: x, "result": result})(_parse(formula))
    return sp.simplify(expr) if simplify else expr


def lambdify_modules() -> list[Any]:
    """Modules for sympy.lambdify that evaluate every function these SymPy forms produce.

    lambdify's "scipy" printer does not know SymPy's elliptic integrals or polylog, which
    derivatives of the elliptic and dilogarithm forms contain; they are evaluated with scipy
    and mpmath here, independently of the spec's formulas.
    """
    import mpmath
    import numpy as np
    from scipy import special

    def polylog(order: int, z: Any) -> Any:
        return np.vectorize(lambda v: float(mpmath.polylog(order, v)))(z)

    functions = {
        "DiracDelta": lambda v: 0 * v,
        "elliptic_k": special.ellipk,
        "elliptic_e": special.ellipe,
        "polylog": polylog,
    }
    return [functions, "scipy", "numpy"]
