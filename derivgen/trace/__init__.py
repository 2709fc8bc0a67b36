"""The interpreters: traced arrays (Box), NumPy dispatch, the reverse tape and forward tangents."""

from derivgen.trace.tape import Box, ForwardTrace, ReverseTrace, Trace, stop_gradient

__all__ = ["Box", "ForwardTrace", "ReverseTrace", "Trace", "stop_gradient"]
