"""The interpreters: traced arrays (Box), NumPy dispatch, the reverse tape and forward tangents.

Importing the package loads its modules in the order they build on one another: the core
(Trace, Box, apply), the reverse tape, the drivers, forward mode, the fast-path recorders,
then NumPy dispatch and the rest of ndarray's surface, which set their methods on Box.
"""

from derivgen.trace import core, dispatch, forward, recorders, reverse, surface, tape
from derivgen.trace.core import Box, Trace, stop_gradient
from derivgen.trace.forward import ForwardTrace
from derivgen.trace.tape import ReverseTrace

dispatch.count_references()

__all__ = [
    "Box",
    "ForwardTrace",
    "ReverseTrace",
    "Trace",
    "core",
    "dispatch",
    "forward",
    "recorders",
    "reverse",
    "stop_gradient",
    "surface",
    "tape",
]
