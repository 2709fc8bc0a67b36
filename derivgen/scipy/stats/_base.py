"""What every derivgen.scipy.stats distribution shares: its methods from a few standard forms."""

from __future__ import annotations

from typing import Any

import numpy as np


def traced(value: Any) -> bool:
    return hasattr(type(value), "__derivgen_apply__")


def constant(call: str, name: str, value: Any) -> Any:
    """``value``, refused when traced: ``call`` has no derivative in the parameter ``name``."""
    if traced(value):
        raise TypeError(
            f"{call}: derivgen has no derivative in {name} (it needs the derivative of an "
            f"incomplete gamma or beta function in its shape parameter, which has no closed "
            f"form); pass derivgen.stop_gradient({name}) if a zero gradient is what you mean"
        )
    return value


def safe(condition: Any, value: Any, fill: Any) -> Any:
    """``value`` where ``condition``, else ``fill``: keeps NaN out of unused branches' gradients."""
    return np.where(condition, value, fill)


class Continuous:
    """A location-scale family: subclasses give the standard forms of their methods.

    Each standard method takes ``z = (x - loc) / scale`` and the shape parameters; the public
    ones take SciPy's arguments, ``(x, *shapes, loc=0, scale=1)``.
    """

    name = ""
    shapes: tuple[str, ...] = ()
    # The cdf family is an incomplete gamma or beta function of the shapes (t, gamma, beta):
    # only its derivative in x has a closed form, so a traced shape is refused there.
    tails_fixed_in_shapes = False

    def _call(self, method: str) -> str:
        return f"scipy.stats.{self.name}.{method}"

    def _split(self, method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        names = (*self.shapes, "loc", "scale")
        if len(args) > len(names):
            raise TypeError(f"{self._call(method)} takes at most {len(names) + 1} arguments")
        values = dict(zip(names, args, strict=False))
        for key, value in kwargs.items():
            if key not in names or key in values:
                raise TypeError(f"{self._call(method)}: unexpected or repeated argument {key}=")
            values[key] = value
        missing = [n for n in self.shapes if n not in values]
        if missing:
            raise TypeError(f"{self._call(method)}: missing shape parameter {missing[0]}")
        shapes = tuple(values[n] for n in self.shapes)
        if self.tails_fixed_in_shapes and method not in ("logpdf", "pdf"):
            shapes = tuple(constant(self._call(method), n, values[n]) for n in self.shapes)
        return shapes, values.get("loc", 0.0), values.get("scale", 1.0)

    def logpdf(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        shapes, loc, scale = self._split("logpdf", args, kwargs)
        return self._logpdf((x - loc) / scale, *shapes) - np.log(scale)

    def pdf(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        return np.exp(self.logpdf(x, *args, **kwargs))

    def cdf(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        shapes, loc, scale = self._split("cdf", args, kwargs)
        return self._cdf((x - loc) / scale, *shapes)

    def logcdf(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        shapes, loc, scale = self._split("logcdf", args, kwargs)
        return self._logcdf((x - loc) / scale, *shapes)

    def sf(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        shapes, loc, scale = self._split("sf", args, kwargs)
        return self._sf((x - loc) / scale, *shapes)

    def logsf(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        shapes, loc, scale = self._split("logsf", args, kwargs)
        return self._logsf((x - loc) / scale, *shapes)

    def ppf(self, q: Any, *args: Any, **kwargs: Any) -> Any:
        shapes, loc, scale = self._split("ppf", args, kwargs)
        return loc + scale * self._ppf(q, *shapes)

    # Defaults from the other standard forms; subclasses override the ones with better ones.
    def _logpdf(self, z: Any, *shapes: Any) -> Any:
        raise NotImplementedError

    def _cdf(self, z: Any, *shapes: Any) -> Any:
        raise NotImplementedError

    def _sf(self, z: Any, *shapes: Any) -> Any:
        return 1.0 - self._cdf(z, *shapes)

    def _logcdf(self, z: Any, *shapes: Any) -> Any:
        return np.log(self._cdf(z, *shapes))

    def _logsf(self, z: Any, *shapes: Any) -> Any:
        return np.log(self._sf(z, *shapes))

    def _ppf(self, q: Any, *shapes: Any) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<derivgen.scipy.stats.{self.name}>"

    def __reduce__(self) -> str:
        return self.name  # pickled by reference, as the module attribute it is
