"""A stand-in for the ``scipy`` package that imports each submodule when an op first uses it.

Generated modules write ``scipy.special.erf(x)``; importing scipy.special at their top would
cost ``import derivgen`` about 0.3 s (more than NumPy itself) for every user, including the
many whose functions never touch an op SciPy computes. ``scipy`` here is an object whose
``special``, ``linalg`` and ``signal`` attributes import that submodule on first access and
then hold the real module, so later calls pay one attribute lookup, as a module would.
"""

from __future__ import annotations

import importlib
from types import ModuleType

__all__ = ["LazyPackage", "scipy"]


class LazyPackage:
    """A package whose submodules are imported when first read (``scipy.special``)."""

    def __init__(self, name: str) -> None:
        self.__name__ = name

    def __getattr__(self, attribute: str) -> ModuleType:
        # Only reached while the attribute is not yet in the instance's __dict__.
        if attribute.startswith("__"):
            raise AttributeError(attribute)  # copy, pickle and friends probe for dunders
        try:
            module = importlib.import_module(f"{self.__name__}.{attribute}")
        except ModuleNotFoundError as missing:
            if missing.name != f"{self.__name__}.{attribute}":
                raise  # the package itself (SciPy not installed) or one of its dependencies
            raise AttributeError(f"{self.__name__} has no submodule {attribute!r}") from None
        setattr(self, attribute, module)
        return module

    def __repr__(self) -> str:
        loaded = sorted(k for k in vars(self) if not k.startswith("__"))
        return f"<lazy package {self.__name__!r}, imported so far: {', '.join(loaded) or 'none'}>"


scipy = LazyPackage("scipy")
