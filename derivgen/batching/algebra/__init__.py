"""Batching rules of the linear algebra, fft, signal, polynomial, sparse and statistics ops (their
names are listed in codegen/model/batching.py RULES); importing the package registers them."""

from derivgen.batching.algebra import poly, products, signal, solvers, sparse, stats

__all__ = ["poly", "products", "signal", "solvers", "sparse", "stats"]
