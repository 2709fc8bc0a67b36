"""autograd.tracer is autograd's internal graph; derivgen has no such API."""

raise ImportError(
    "autograd.tracer (Node, trace) is autograd's internal tracer, with no derivgen "
    "equivalent: derivgen's tape is not a public API (dg.compile(f).source shows a "
    "function's staged graph instead)"
)
