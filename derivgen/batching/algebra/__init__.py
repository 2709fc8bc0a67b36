"""Batching rules of the linear algebra, fft, signal, polynomial and statistics ops (their
names are listed in codegen/model/batching.py RULES); importing the package registers them."""

from derivgen.batching.algebra import poly, products, signal, solvers, stats

__all__ = ["poly", "products", "signal", "solvers", "stats"]
