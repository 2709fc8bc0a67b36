"""SciPy's Python functions that are derivgen ops, and the functions taking SciPy's arguments.

NumPy functions, and scipy.special's ufuncs, reach their ops through NumPy's dispatch
protocols. SciPy's Python functions (scipy.linalg.expm, scipy.special.logsumexp,
scipy.signal.convolve, ...) turn their arguments into plain arrays first, which a traced array
refuses (derivgen/trace/errors.py then names the ``derivgen.scipy`` spelling). Each adapter here
takes SciPy's arguments and calls the op; ``derivgen.scipy`` exports them under SciPy's names.
Nothing in SciPy is changed: its functions stay what they are, for identity and pickling.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from types import FrameType
from typing import Any

__all__ = ["ROUTES", "Route", "route_at", "route_of"]


def _ops() -> Any:
    from derivgen.generated import ops

    return ops


def _refuse(function: str, **given: Any) -> None:
    """A TypeError for SciPy options the op does not have (when not left at their default)."""
    for name, (value, default) in given.items():
        if not _is_default(value, default):
            raise TypeError(
                f"{function}: derivgen differentiates it without {name}= (got {name}={value!r})"
            )


def _is_default(value: Any, default: Any) -> bool:
    """Whether an option was left at its default; an array given for it never was."""
    if value is default:
        return True
    try:
        return bool(value == default)
    except (TypeError, ValueError):  # an array's elementwise comparison
        return False


# ---------------------------------------------------------------- scipy.special


def logsumexp(a: Any, axis: Any = None, b: Any = None, keepdims: bool = False,
              return_sign: bool = False) -> Any:  # fmt: skip
    _refuse("scipy.special.logsumexp", return_sign=(return_sign, False))
    import numpy as np

    if b is not None:
        shape = np.broadcast_shapes(np.shape(a), np.shape(b))
        if np.shape(a) != shape:
            a = np.broadcast_to(a, shape)
    if np.ndim(a) == 0:  # SciPy reduces a 0-d input as the 1-d [a]: keepdims gives (1,)
        a = np.reshape(a, (1,))
    if b is None:
        return _ops().logsumexp(a, axis, keepdims=keepdims)
    return _weighted_logsumexp(a, b, axis, keepdims)


def _weighted_logsumexp(a: Any, b: Any, axis: Any, keepdims: bool) -> Any:
    """``log(sum(b * exp(a)))``, differentiable in a and b, shifted by a's (constant) maximum.

    A negative sum is NaN, as SciPy gives it without return_sign; a zero weight is exact.
    """
    import numpy as np

    from derivgen.numeric.shapes import _plain

    shift = np.max(np.real(_plain(a)), axis=axis, keepdims=True)
    shift = np.where(np.isfinite(shift), shift, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.log(np.sum(b * np.exp(a - shift), axis=axis, keepdims=True)) + shift
    if keepdims:
        return out
    axes = tuple(range(np.ndim(out))) if axis is None else axis
    return np.squeeze(out, axis=axes)


def softmax(x: Any, axis: Any = None) -> Any:
    return _ops().softmax(x, axis)  # scipy's default axis=None is every axis, as the op's None


def log_softmax(x: Any, axis: Any = None) -> Any:
    return _ops().log_softmax(x, axis)


def polygamma(n: Any, x: Any) -> Any:
    return _ops().polygamma(n, x)


def softplus(x: Any, **kwargs: Any) -> Any:
    _refuse("scipy.special.softplus", **{k: (v, None) for k, v in kwargs.items()})
    return _ops().softplus(x)


def zeta(x: Any, q: Any = None, out: Any = None) -> Any:
    _refuse("scipy.special.zeta", out=(out, None))
    return _ops().zeta(x, q)


# ---------------------------------------------------------------- scipy.linalg


def expm(A: Any) -> Any:  # noqa: N803 (scipy's name)
    return _ops().expm(A)


def logm(A: Any, disp: Any = None) -> Any:  # noqa: N803
    _refuse("scipy.linalg.logm", disp=(disp, None))
    return _ops().logm(A)


def sqrtm(A: Any, disp: Any = None, blocksize: Any = None) -> Any:  # noqa: N803
    _refuse("scipy.linalg.sqrtm", disp=(disp, None))
    return _ops().sqrtm(A)  # blocksize changes only how scipy computes it


def solve_triangular(a: Any, b: Any, trans: Any = 0, lower: bool = False,
                     unit_diagonal: bool = False, overwrite_b: bool = False,
                     check_finite: bool = True) -> Any:  # fmt: skip
    return _ops().solve_triangular(a, b, trans, lower, unit_diagonal)


def solve(a: Any, b: Any, lower: bool = False, overwrite_a: bool = False,
          overwrite_b: bool = False, check_finite: bool = True, assume_a: Any = None,
          transposed: bool = False) -> Any:  # fmt: skip
    return _ops().solve_scipy(a, b, lower, assume_a, transposed)


def cho_factor(a: Any, lower: bool = False, overwrite_a: bool = False,
               check_finite: bool = True) -> Any:  # fmt: skip
    return tuple(_ops().cho_factor(a, lower))


def cho_solve(c_and_lower: Any, b: Any, overwrite_b: bool = False,
              check_finite: bool = True) -> Any:  # fmt: skip
    c, lower = c_and_lower
    return _ops().cho_solve(c, b, bool(lower))


def lu_factor(a: Any, overwrite_a: bool = False, check_finite: bool = True) -> Any:
    return tuple(_ops().lu_factor(a))


def lu_solve(lu_and_piv: Any, b: Any, trans: Any = 0, overwrite_b: bool = False,
             check_finite: bool = True) -> Any:  # fmt: skip
    lu, piv = lu_and_piv
    return _ops().lu_solve(lu, piv, b, trans)


# ---------------------------------------------------------------- scipy.signal


def convolve(in1: Any, in2: Any, mode: str = "full", method: str = "auto") -> Any:
    return _ops().signal_convolve(in1, in2, mode)  # every method gives the same numbers


def correlate(in1: Any, in2: Any, mode: str = "full", method: str = "auto") -> Any:
    return _ops().signal_correlate(in1, in2, mode)


def fftconvolve(in1: Any, in2: Any, mode: str = "full", axes: Any = None) -> Any:
    return _ops().fftconvolve(in1, in2, mode, axes)


@dataclass(frozen=True)
class Route:
    """A SciPy function's op, and the function that maps SciPy's arguments to the op's."""

    op: str
    adapter: Callable[..., Any]


# Each SciPy module's routed names.
ROUTES: dict[str, dict[str, Route]] = {
    "scipy.special": {
        "logsumexp": Route("logsumexp", logsumexp),
        "softmax": Route("softmax", softmax),
        "log_softmax": Route("log_softmax", log_softmax),
        "polygamma": Route("polygamma", polygamma),
        "softplus": Route("softplus", softplus),
        "zeta": Route("zeta", zeta),
    },
    "scipy.linalg": {
        "expm": Route("expm", expm),
        "logm": Route("logm", logm),
        "sqrtm": Route("sqrtm", sqrtm),
        "solve_triangular": Route("solve_triangular", solve_triangular),
        "solve": Route("solve_scipy", solve),
        "cho_factor": Route("cho_factor", cho_factor),
        "cho_solve": Route("cho_solve", cho_solve),
        "lu_factor": Route("lu_factor", lu_factor),
        "lu_solve": Route("lu_solve", lu_solve),
    },
    "scipy.signal": {
        "convolve": Route("signal_convolve", convolve),
        "correlate": Route("signal_correlate", correlate),
        "fftconvolve": Route("fftconvolve", fftconvolve),
    },
}


def route_of(function: Any) -> Route | None:
    """The route of a SciPy function object, or of its ``derivgen.scipy`` adapter, else None.

    Only modules already imported are looked at: a function of a module not imported yet
    cannot be in the caller's hands.
    """
    module = str(getattr(function, "__module__", None))
    if module == __name__:
        return _by_adapter().get(function)
    if not module.startswith("scipy."):
        return None  # the common miss (a user's function), without a search
    for module_name, routes in ROUTES.items():
        scipy_module = sys.modules.get(module_name)
        if scipy_module is None:
            continue
        for name, route in routes.items():
            if getattr(scipy_module, name, None) is function:
                return route
    return None


def _by_adapter() -> dict[Any, Route]:
    return {route.adapter: route for routes in ROUTES.values() for route in routes.values()}


def route_at(path: str) -> Route | None:
    """The route of a dotted SciPy name such as 'scipy.linalg.expm', else None."""
    module_name, _, name = path.rpartition(".")
    module_name = module_name.replace("derivgen.scipy.", "scipy.", 1)
    return ROUTES.get(module_name, {}).get(name)


# -- what to say when SciPy's Python function meets a traced array -----------------------


def scipy_caller() -> str | None:
    """The public name of the SciPy function the user's code is in a call of, if any."""
    from derivgen.trace.frames import _user_frame  # trace's package imports this module

    return _scipy_call(_user_frame())


def _scipy_call(user: FrameType | None) -> str | None:
    """The public name of the SciPy function the user called (``scipy.stats.norm.logpdf``).

    That is the outermost SciPy frame below the user's (see ``_public_name``).
    """
    frame: FrameType | None = sys._getframe(1)
    outermost = None
    while frame is not None and frame is not user:
        if frame.f_globals.get("__name__", "").startswith("scipy."):
            outermost = frame
        frame = frame.f_back
    return None if outermost is None else _public_name(outermost)


def _public_name(outermost: FrameType) -> str | None:
    """The public name of the SciPy function running in ``outermost``; when that is a
    decorator of scipy._lib's (which some SciPy functions run in before their body), the
    function it wraps."""
    module = outermost.f_globals["__name__"]
    name = outermost.f_code.co_name
    if module.startswith("scipy._"):
        wrapped = [outermost.f_locals.get(variable) for variable in outermost.f_code.co_freevars]
        functions: list[Any] = [f for f in wrapped if _is_public_scipy(f)]
        if not functions:
            return None
        module, name = functions[0].__module__, functions[0].__name__
    public = module.split("._")[0]  # scipy.sparse.linalg._dsolve.linsolve: scipy.sparse.linalg
    owner = outermost.f_locals.get("self")
    if name == "__init__" and owner is not None:  # a class: scipy.interpolate.interp1d
        return f"{public}.{type(owner).__name__}"
    if owner is not None and type(owner).__module__.startswith("scipy.stats"):
        distribution = getattr(owner, "name", None) or type(owner).__name__.removesuffix("_gen")
        return f"{public}.{distribution}.{name}"
    return f"{public}.{name}"


def _is_public_scipy(function: object) -> bool:
    module = getattr(function, "__module__", None) or ""
    name = getattr(function, "__name__", None) or "_"
    return callable(function) and module.startswith("scipy.") and not name.startswith("_")


def scipy_advice(path: str, how: str) -> str:
    """The error text for SciPy's ``path`` converting a traced array, naming derivgen's spelling."""
    return (
        f"{path} turned a traced array into a plain one ({how}), which would drop its "
        f"derivative (SciPy's Python functions convert their inputs with np.asarray); "
        f"{_scipy_fix(path)}"
    )


def _scipy_fix(path: str) -> str:
    """What to call instead of SciPy's ``path``: derivgen.scipy's spelling when it exists."""
    ours = "derivgen." + path
    found = _resolve(ours)
    numpy_name = path.replace("scipy.linalg.", "np.linalg.", 1)
    if found:
        fix = f"call {ours} instead: it takes SciPy's arguments and traced arrays"
    elif path.startswith("scipy.linalg.") and _resolve(numpy_name.replace("np.", "numpy.", 1)):
        fix = f"{numpy_name} is traced (check that its defaults are the ones you mean)"
    elif path.rsplit(".", 1)[-1] in _ROOT_FINDERS and path.startswith("scipy.optimize."):
        fix = (
            f"derivgen has no {ours}; solve with dg.root(f, x0, *params) or "
            "dg.fixed_point(f, x0, *params), which differentiate the solution in params (the "
            "implicit function theorem), passing the traced values as params"
        )
    else:
        fix = (
            f"derivgen has no {ours}; write it with NumPy and scipy.special functions that "
            "have derivatives (`derivgen list`), or pass derivgen.stop_gradient(x) to drop the "
            "derivative on purpose"
        )
    return fix


_ROOT_FINDERS = frozenset(
    "brentq brenth ridder bisect toms748 newton root_scalar fsolve root fixed_point".split()
)


def _resolve(path: str) -> bool:
    import importlib

    parts = path.split(".")
    for cut in range(len(parts), 1, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            try:
                found = getattr(found, part)
            except (AttributeError, ImportError):
                return False
        return True
    return False
