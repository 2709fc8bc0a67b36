"""dg.compile: the graph IR, the staging tracer, the passes, the source writer and the cache."""

from derivgen.compile.core import compile  # noqa: A004 (dg.compile, as the issue names it)

__all__ = ["compile"]
