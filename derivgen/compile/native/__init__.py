"""The Numba backend of compile: element-wise runs of the generated code as @njit kernels.

``dg.compile(f, backend="numba")`` writes each run of float64 element-wise ops (the runs
``derivgen.compile.blocking`` finds) as one Numba kernel: a loop over the elements that
computes every op of the run on scalars and stores only the values read after the run, so no
temporary array is made. A run of ``PARALLEL`` elements or more loops with ``numba.prange``
over all cores (``parallel=True``), as XLA and Inductor do. What Numba lacks (einsum, SciPy,
LAPACK calls) stays a NumPy call. ``fastmath`` stays off and ``error_model="numpy"`` makes a
division by zero give inf or NaN as NumPy does, so results equal the NumPy code's to rounding.

Where a run has a transcendental (``exp``, ``log``, ``tanh``, ``sin`` ...) and glibc's vector
math library is here (x86-64 Linux, AVX2, glibc 2.35+: ``derivgen.compile.native.libmvec``),
the kernel takes four elements per step: each such op is one call of libmvec's 4-lane
function, each arithmetic op one vector instruction (the IEEE result, bit for bit), as XLA's
vectorised loops do. libmvec's values are within a few ulp of NumPy's, with the same NaN,
infinities and signed zeros; elsewhere the kernel calls the C library's scalar functions.

Kernels are cached on disk: each kernel's module is written once to
``$DERIVGEN_CACHE_DIR/numba/`` (default ``~/.cache/derivgen/numba``), named by the digest of
its text, and imported from there with ``cache=True``, so a later process loads the machine
code instead of compiling again. Where ``DERIVGEN_CACHE_DIR`` is empty (no cache), the module
goes to a temporary folder and Numba writes no cache (``cache=False``: a fifth of a compile's
time, for files nothing would read). Numba is optional: ``pip install 'derivgen[native]'``.
"""

from __future__ import annotations

import _thread
import functools
import importlib.util
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import numpy as np

from derivgen.compile.fusion import Unfusable

if TYPE_CHECKING:
    from derivgen.compile.blocking import Segment
    from derivgen.compile.graph import Node, Spelling

PARALLEL = 1 << 15  # elements from which a kernel loops over all cores
WORTH = 1 << 13  # elements from which backend="auto" tries Numba at all (it compiles slowly)
VECTORISED = 8  # how many elements an element of a libmvec transcendental counts for, above
EXTRA = "native"  # pip install 'derivgen[native]'
# every njit decorator derivgen writes starts so (_module turns the cache off where none is
# asked for); NJIT is the whole-function and loop-kernel one, the per-run kernels add parallel
_CACHED = "numba.njit(cache=True"
NJIT = f"{_CACHED}, error_model='numpy', nogil=True)"
_FLOAT64 = np.dtype(np.float64)

# NumPy ufunc -> how the kernel writes it on scalars (Numba implements NumPy's ufuncs on
# scalars with NumPy's semantics: np.sqrt(-1.0) is nan, np.log(0.0) is -inf).
_INFIX = {np.add: "+", np.subtract: "-", np.multiply: "*", np.true_divide: "/"}
_UNARY = (
    np.negative, np.square, np.sqrt, np.exp, np.expm1, np.log, np.log1p, np.log2, np.log10,
    np.sin, np.cos, np.tan, np.arcsin, np.arccos, np.arctan, np.sinh, np.cosh, np.tanh,
    np.arcsinh, np.arccosh, np.arctanh, np.absolute, np.reciprocal, np.cbrt, np.exp2,
)  # fmt: skip
_BINARY = (np.power, np.arctan2, np.hypot)

_lock = _thread.allocate_lock()  # one parallel kernel at a time (_thread: threading's core)


_modules: dict[str, ModuleType] = {}


class NotInstalledError(ImportError):
    """backend="numba" without Numba installed."""


def available() -> bool:
    """Whether Numba is installed (the optional ``native`` extra)."""
    return "numba" not in _hidden() and _installed()


@functools.cache
def _installed() -> bool:
    """Whether Numba can be imported: looked up once (``find_spec`` takes some 60 us, and
    the ODE solvers ask at every call)."""
    return importlib.util.find_spec("numba") is not None


def _hidden() -> set[str]:
    """Modules hidden by setting them to None in sys.modules (as tests do to hide Numba)."""
    return {name for name in ("numba",) if name in sys.modules and sys.modules[name] is None}


def require(where: str) -> None:
    """Raise an error naming the extra when Numba is missing."""
    if not available():
        raise NotInstalledError(
            f"{where}: backend='numba' needs Numba, an optional dependency; install it with "
            f"pip install 'derivgen[{EXTRA}]' (or use backend='numpy')"
        )


def version() -> str:
    """Numba's version and thread count, for the calibration key ("" without Numba)."""
    if not available():
        return ""
    import numba

    return f"numba {numba.__version__} threads {numba.get_num_threads()}"


def shape_of(node: Node) -> tuple[int, ...] | None:
    """The output shape of a float64 ufunc call a kernel can compute element by element:
    every array operand has the output's shape, or is 0-d."""
    from derivgen.compile.graph import Var

    func = node.func
    if node.kind != "call" or node.kwargs or node.paths != [()] or len(node.outputs) != 1:
        return None
    if func not in _INFIX and func not in _UNARY and func not in _BINARY:
        return None
    out = node.outputs[0].value
    if type(out) is not np.ndarray or out.dtype != _FLOAT64 or out.ndim == 0 or out.size < 2:
        return None
    for arg in node.args:
        value = arg.value if type(arg) is Var else arg
        if isinstance(value, np.ndarray | np.generic):
            if value.dtype != _FLOAT64 or (value.ndim and value.shape != out.shape):
                return None
            if type(arg) is not Var and value.ndim:
                return None  # a constant array: read as an argument only when it is a Var
        elif type(value) not in (int, float) or not np.isfinite(value):
            return None
    return out.shape


def worth_trying(nodes: list[Node]) -> bool:
    """Whether backend="auto" should compile kernels at all: some run is large enough. An
    element of a transcendental that libmvec computes four at a time counts ``VECTORISED``
    times: NumPy spends 10-20 ns on it, against ~1 ns for an arithmetic op."""
    sizes = [(node, int(np.prod(shape))) for node in nodes if (shape := shape_of(node))]
    if any(size >= WORTH for _, size in sizes):
        return True
    candidates = [n for n, size in sizes if size * VECTORISED >= WORTH]
    return bool(candidates) and any(n.func.__name__ in _libmvec().functions() for n in candidates)


def lines(segment: Segment, writer: Spelling) -> list[str]:
    """The run as one kernel call; the kernel's module is compiled (or loaded) here."""
    kernel = _kernel(segment)
    try:
        function = _module(kernel.text).kernel
    except Exception as error:  # noqa: BLE001 - any failure is a fallback with its reason
        raise Unfusable(f"Numba could not load the kernel: {error}") from error
    kernel_name = writer.constant(function, "kernel")
    how = f" ({kernel.vector} four at a time by libmvec)" if kernel.vector else ""
    head = [f"    # Numba computes these {len(segment.nodes)} ops in one kernel{how}:"]
    head += [
        f"    #   {node.outputs[0].name} = {writer.call_text(node)}  # {node.comment}"
        for node in segment.nodes
    ]
    for var in segment.outputs:
        head.append(f"    {var.name} = np.empty({segment.shape!r})")
    stored = [f"{v.name}.reshape(-1)" for v in segment.outputs]
    arguments = ", ".join([str(kernel.size), *kernel.calls, *stored])
    if kernel.size >= PARALLEL:
        lock = writer.constant(_lock, "numba_lock")
        return [*head, f"    with {lock}:", f"        {kernel_name}({arguments})"]
    return [*head, f"    {kernel_name}({arguments})"]


@dataclass(frozen=True)
class _Kernel:
    """A run's kernel module: its text, its element count, how the code passes each
    parameter, and the ops it computes four lanes at a time ("" when none)."""

    text: str
    size: int
    calls: list[str]
    vector: str


def _kernel(segment: Segment) -> _Kernel:
    """The kernel's text: one element per step, or four (``libmvec.LANES``) where libmvec has a
    4-lane version of some op of the run; then each value is a tuple of four lanes, and each
    op one call of ``libmvec.lanes`` (the arithmetic too, as one vector instruction)."""
    from derivgen.compile.graph import Var

    libmvec = _libmvec()
    ops = {node.func.__name__ for node in segment.nodes}
    vector, arithmetic = libmvec.functions() & ops, frozenset(libmvec.ARITHMETIC)
    lanes = libmvec.LANES if vector else 1
    made = {id(v) for n in segment.nodes for v in n.outputs}
    params: dict[int, str] = {}  # value from before the run -> kernel parameter
    calls: list[str] = []  # how the generated code passes each parameter
    loads: list[str] = []  # an array parameter's elements, read once per step
    local: dict[int, str] = {}  # value made in the run -> kernel local
    body: list[str] = []
    for k, node in enumerate(segment.nodes):
        operands: list[tuple[str, bool]] = []  # spelling, and whether it holds the lanes
        for arg in node.args:
            if type(arg) is Var and id(arg) in made:
                operands.append((local[id(arg)], True))
            elif type(arg) is Var:
                whole = isinstance(arg.value, np.ndarray) and arg.value.ndim > 0
                if id(arg) not in params:
                    params[id(arg)] = name = f"a{len(params)}"
                    calls.append(f"{arg.name}.reshape(-1)" if whole else f"float({arg.name})")
                    if whole:
                        loads.append(f"{name}_ = {_elements(name, lanes)}")
                operands.append((f"{params[id(arg)]}_" if whole else params[id(arg)], whole))
            else:
                operands.append((repr(float(arg)), False))
        local[id(node.outputs[0])] = f"v{k}"
        name = node.func.__name__
        if lanes == 1:
            body.append(f"v{k} = {_expression(node.func, [o for o, _ in operands])}")
        elif name in vector or name in arithmetic:
            body.append(f"v{k} = {name}{lanes}({', '.join(o for o, _ in operands)})")
        else:  # an op with no 4-lane version: lane by lane
            parts = [
                _expression(node.func, [f"{o}[{j}]" if held else o for o, held in operands])
                for j in range(lanes)
            ]
            body.append(f"v{k} = ({', '.join(parts)})")
    for s, var in enumerate(segment.outputs):
        body.append(f"{_elements(f'out{s}', lanes)} = {local[id(var)]}")
    size = int(np.prod(segment.shape))
    parallel = size >= PARALLEL
    names = [*params.values(), *(f"out{s}" for s in range(len(segment.outputs)))]
    loop = "numba.prange" if parallel else "range"
    if lanes == 1:
        step = [f"    for i0 in {loop}(n):"]
    else:  # the last step's missing lanes repeat the last element (stored twice, alike)
        step = ["    last = n - 1", f"    for c in {loop}((n + {lanes - 1}) // {lanes}):"]
        step += [f"        i0 = {lanes} * c"]
        step += [f"        i{j} = min(i0 + {j}, last)" for j in range(1, lanes)]
    imports = ["from derivgen.compile.native import libmvec", ""] if vector else []
    used = sorted(ops & (vector | arithmetic)) if vector else []
    bindings = [f"{name}{lanes} = libmvec.lanes({name!r})" for name in used]
    text = "\n".join(
        [
            "import numpy as np",
            "import numba",
            *imports,
            *bindings,
            "",
            "",
            f"@{_CACHED}, parallel={parallel}, error_model='numpy', nogil=True)",
            f"def kernel(n, {', '.join(names)}):",
            *step,
            *(f"        {line}" for line in [*loads, *body]),
            "",
        ]
    )
    return _Kernel(text, size, calls, ", ".join(sorted(vector)))


def _elements(array: str, lanes: int) -> str:
    """A step's elements of an array: ``a0[i0]``, or the tuple ``(a0[i0], .., a0[i3])``."""
    if lanes == 1:
        return f"{array}[i0]"
    return "(" + ", ".join(f"{array}[i{j}]" for j in range(lanes)) + ")"


def _libmvec() -> ModuleType:
    """``derivgen.compile.native.libmvec``, imported when a kernel is written (it imports
    Numba, which importing derivgen must not)."""
    from derivgen.compile.native import libmvec

    return libmvec


def _expression(func: Any, operands: list[str]) -> str:
    if func in _INFIX:
        return f"{operands[0]} {_INFIX[func]} {operands[1]}"
    if func is np.negative:
        return f"-{operands[0]}"
    return f"np.{func.__name__}({', '.join(operands)})"


def debug(what: str, error: BaseException) -> None:
    """Print why code stayed NumPy code (or was written otherwise) where
    ``DERIVGEN_DEBUG_NUMBA`` is set; the fallbacks are otherwise silent by design."""
    if os.environ.get("DERIVGEN_DEBUG_NUMBA"):
        print(f"{what}:", error, file=sys.stderr)


def cache_folder() -> Path | None:
    """Where kernel modules (and Numba's cache beside them) live; None: a temporary folder."""
    folder = os.environ.get("DERIVGEN_CACHE_DIR")
    if folder == "":
        return None
    base = Path(folder) if folder else Path.home() / ".cache" / "derivgen"
    return base / "numba"


@functools.cache
def _scratch_folder() -> Path:
    """This process's folder for kernel modules where no cache is asked for: one, removed at
    exit (the modules are compiled by then; a folder per module was left behind)."""
    import atexit
    import shutil
    import tempfile

    folder, owner = Path(tempfile.mkdtemp(prefix="derivgen-numba-")), os.getpid()

    def remove() -> None:
        if os.getpid() == owner:  # not from a forked child that exits normally
            shutil.rmtree(folder, ignore_errors=True)

    atexit.register(remove)
    return folder


def _module(text: str) -> ModuleType:
    """The kernel module of this text: imported once per process, written once per folder."""
    import hashlib

    digest = hashlib.sha256(text.encode()).hexdigest()[:24]
    module = _modules.get(digest)
    if module is not None:
        return module
    folder = cache_folder()
    if folder is None:  # no cache asked for: Numba writes none either
        folder = _scratch_folder()
        text = text.replace(f"@{_CACHED}", "@numba.njit(cache=False")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"kernel_{digest}.py"
    if not path.exists():  # an unchanged file keeps its time stamp: Numba's cache stays valid
        temporary = path.with_suffix(f".{os.getpid()}.{_thread.get_ident()}.tmp")
        temporary.write_text(text)
        temporary.replace(path)
    spec = importlib.util.spec_from_file_location(f"derivgen_numba_{digest}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # Numba's cache finds the kernel's globals by module name
    spec.loader.exec_module(module)
    _modules[digest] = module
    return module


# ---------------------------------------------------------------- rolled loops as kernels
# (written by derivgen.compile.passes.loop_kernels)

LOOP_WORTH = 2000  # steps × body ops from which backend="auto" tries a Numba loop


def loops_worth_trying(nodes: list[Node]) -> bool:
    """Whether backend="auto" should try Numba loops: some rolled loop does enough work."""
    return any(
        node.kind == "loop" and node.check.trips * len(node.check.body) >= LOOP_WORTH
        for node in nodes
    )
