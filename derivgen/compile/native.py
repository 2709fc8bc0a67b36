"""The Numba backend of compile: element-wise runs of the generated code as @njit kernels.

``dg.compile(f, backend="numba")`` writes each run of float64 element-wise ops (the runs
``derivgen.compile.blocking`` finds) as one Numba kernel: a loop over the elements that
computes every op of the run on scalars and stores only the values read after the run, so no
temporary array is made. A run of ``PARALLEL`` elements or more loops with ``numba.prange``
over all cores (``parallel=True``), as XLA and Inductor do. What Numba lacks (einsum, SciPy,
LAPACK calls) stays a NumPy call. ``fastmath`` stays off and ``error_model="numpy"`` makes a
division by zero give inf or NaN as NumPy does, so results equal the NumPy code's to rounding
(Numba's ``exp``/``log``/``tanh`` are the C library's, or Intel's SVML where the
``intel-cmplr-lib-rt`` package is installed; NumPy's have their own SIMD loops, so the last
bit may differ).

Kernels are cached on disk: each kernel's module is written once to
``$DERIVGEN_CACHE_DIR/numba/`` (default ``~/.cache/derivgen/numba``), named by the digest of
its text, and imported from there with ``cache=True``, so a later process loads the machine
code instead of compiling again. Numba is optional: ``pip install 'derivgen[native]'``.
"""

from __future__ import annotations

import _thread
import importlib.util
import os
import sys
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
EXTRA = "native"  # pip install 'derivgen[native]'
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
    return "numba" not in _hidden() and importlib.util.find_spec("numba") is not None


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
    """Whether backend="auto" should compile kernels at all: some run is large enough."""
    return any((shape := shape_of(node)) is not None and np.prod(shape) >= WORTH for node in nodes)


def lines(segment: Segment, writer: Spelling) -> list[str]:
    """The run as one kernel call; the kernel's module is compiled (or loaded) here."""
    from derivgen.compile.graph import Var

    made = {id(v) for n in segment.nodes for v in n.outputs}
    outputs = {id(v) for v in segment.outputs}
    params: dict[int, str] = {}  # value from before the run -> kernel parameter
    calls: list[str] = []  # how the generated code passes each parameter
    local: dict[int, str] = {}  # value made in the run -> kernel local
    body: list[str] = []
    for k, node in enumerate(segment.nodes):
        operands = []
        for arg in node.args:
            if type(arg) is Var and id(arg) in made:
                operands.append(local[id(arg)])
            elif type(arg) is Var:
                if id(arg) not in params:
                    params[id(arg)] = f"a{len(params)}"
                    whole = isinstance(arg.value, np.ndarray) and arg.value.ndim > 0
                    calls.append(f"{arg.name}.reshape(-1)" if whole else f"float({arg.name})")
                name = params[id(arg)]
                whole = isinstance(arg.value, np.ndarray) and arg.value.ndim > 0
                operands.append(f"{name}[i]" if whole else name)
            else:
                operands.append(repr(float(arg)))
        local[id(node.outputs[0])] = f"v{k}"
        body.append(f"        v{k} = {_expression(node.func, operands)}")
    stores = [var for var in segment.outputs if id(var) in outputs]
    for j, var in enumerate(stores):
        body.append(f"        out{j}[i] = {local[id(var)]}")
    size = int(np.prod(segment.shape))
    parallel = size >= PARALLEL
    names = [*params.values(), *(f"out{j}" for j in range(len(stores)))]
    loop = "numba.prange" if parallel else "range"
    text = "\n".join(
        [
            "import numpy as np",
            "import numba",
            "",
            "",
            f"@numba.njit(cache=True, parallel={parallel}, error_model='numpy', nogil=True)",
            f"def kernel(n, {', '.join(names)}):",
            f"    for i in {loop}(n):",
            *body,
            "",
        ]
    )
    try:
        kernel = _module(text).kernel
    except Exception as error:  # noqa: BLE001 - any failure is a fallback with its reason
        raise Unfusable(f"Numba could not load the kernel: {error}") from error
    kernel_name = writer.constant(kernel, "kernel")
    head = [f"    # Numba computes these {len(segment.nodes)} ops in one kernel:"]
    head += [
        f"    #   {node.outputs[0].name} = {writer.call_text(node)}  # {node.comment}"
        for node in segment.nodes
    ]
    for var in stores:
        head.append(f"    {var.name} = np.empty({segment.shape!r})")
    arguments = ", ".join([str(size), *calls, *(f"{v.name}.reshape(-1)" for v in stores)])
    if parallel:
        lock = writer.constant(_lock, "numba_lock")
        return [*head, f"    with {lock}:", f"        {kernel_name}({arguments})"]
    return [*head, f"    {kernel_name}({arguments})"]


def _expression(func: Any, operands: list[str]) -> str:
    if func in _INFIX:
        return f"{operands[0]} {_INFIX[func]} {operands[1]}"
    if func is np.negative:
        return f"-{operands[0]}"
    return f"np.{func.__name__}({', '.join(operands)})"


def cache_folder() -> Path | None:
    """Where kernel modules (and Numba's cache beside them) live; None: a temporary folder."""
    folder = os.environ.get("DERIVGEN_CACHE_DIR")
    if folder == "":
        return None
    base = Path(folder) if folder else Path.home() / ".cache" / "derivgen"
    return base / "numba"


def _module(text: str) -> ModuleType:
    """The kernel module of this text: imported once per process, written once per folder."""
    import hashlib

    digest = hashlib.sha256(text.encode()).hexdigest()[:24]
    module = _modules.get(digest)
    if module is not None:
        return module
    folder = cache_folder()
    if folder is None:
        import tempfile

        folder = Path(tempfile.mkdtemp(prefix="derivgen-numba-"))
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

LOOP_WORTH = 2000  # steps × body ops from which backend="auto" tries a Numba loop


class LoopKernels:
    """Writes the rolled loops of one generated function (``derivgen.compile.passes.rolled``) as
    Numba kernels where it can; ``lines`` gives None for a loop left to NumPy.

    Each kernel is compiled (or loaded) and run once while the code is written, on copies
    of the values seen while tracing, and its results are compared with theirs: a loop
    whose kernel cannot compile, or gives another type, shape or value (beyond rounding),
    stays NumPy code, so a result never changes silently. The kernel's per-step values are
    arrays (``steps[k]`` reads them as a list would); its scalars are converted back to the
    NumPy scalars the NumPy code would hold.
    """

    def __init__(self) -> None:
        self.values: dict[int, Any] = {}  # Var id -> the value a compiled loop gave it
        self.reasons: list[str] = []  # why loops stayed NumPy code

    def lines(self, node: Node, writer: Spelling) -> list[str] | None:
        try:
            return self._lines(node, writer)
        except Unfusable as error:
            self.reasons.append(str(error))
            if os.environ.get("DERIVGEN_DEBUG_NUMBA"):
                print("numba loop left to NumPy:", error, file=sys.stderr)
            return None

    def _lines(self, node: Node, writer: Spelling) -> list[str]:
        from derivgen.compile.graph import Var

        loop = node.check
        text = _LoopText(loop, self.values)
        for copy in loop.body:
            text.statement(copy)
        for steps, var in loop.saved:
            shape, dtype = _shape_dtype(var.value)
            text.head.append(f"    {steps.name} = np.empty({(loop.trips, *shape)!r}, np.{dtype})")
            text.body.append(f"        {steps.name}[{loop.index}] = {var.name}")
        for name, init, new in loop.carries:
            zero_d = type(init.value) is np.ndarray and init.value.ndim == 0  # np.where's result
            text.head.append(f"    {name} = {text.read(init)}{'[()]' if zero_d else ''}")
            text.body.append(f"        {name} = {new.name}")
        outputs = [steps for steps, _ in loop.saved] + [var for var, _ in loop.after]
        returned = [steps.name for steps, _ in loop.saved] + [t for _, t in loop.after]
        params = list(text.params)
        source = "\n".join(
            [
                "import numpy as np",
                "import numba",
                "",
                "",
                "@numba.njit(cache=True, error_model='numpy', nogil=True)",
                f"def kernel({', '.join(params)}):",
                *text.head,
                f"    for {loop.index} in range({loop.trips}):",
                *text.body,
                f"    return ({', '.join(returned)},)",
                "",
            ]
        )
        try:
            kernel = _module(source).kernel
            got = kernel(*(_copied(v, self.values) for v in text.params.values()))
        except Exception as error:  # noqa: BLE001 - any failure leaves the loop to NumPy
            first = " ".join(str(error).split())[:200]
            why = f"Numba could not compile a loop: {type(error).__name__}: {first}"
            raise Unfusable(why) from error
        for var, value in zip(outputs, got, strict=True):
            expected = var.value if type(var) is Var and var.node is not node else None
            if var in [steps for steps, _ in loop.saved]:
                continue
            _check_same(var.name, value, expected)
        for var, value in zip(outputs, got, strict=True):
            self.values[id(var)] = value
        name = writer.constant(kernel, "loop_kernel")
        arguments = ", ".join(
            writer.render(x) if type(x) is not Var else x.name for x in text.params.values()
        )
        targets = ", ".join(v.name for v in outputs) + ("," if len(outputs) == 1 else "")
        lines = [f"    # Numba runs this loop: {node.comment}"]
        lines += [f"    #   {line}" for copy in loop.body for line in writer.statement(copy)]
        lines.append(f"    {targets} = {name}({arguments})")
        for var, _ in loop.after:
            if isinstance(var.value, np.generic):  # Numba gives Python scalars back
                lines.append(f"    {var.name} = np.{var.value.dtype.name}({var.name})")
            elif type(var.value) is np.ndarray and var.value.ndim == 0:  # as np.where gave it
                lines.append(f"    {var.name} = np.asarray({var.name})")
        return lines


class _LoopText:
    """The kernel's text of one loop: its parameters (values from before the loop, and
    constants), the lines before the loop and its body."""

    def __init__(self, loop: Any, values: dict[int, Any]) -> None:
        self.loop = loop
        self.values = values
        self.params: dict[str, Any] = {}  # parameter name -> the Var or constant it receives
        self.head: list[str] = []
        self.body: list[str] = []
        self.local = {v.name for copy in loop.body for v in copy.outputs}
        self.local |= {name for name, _, _ in loop.carries}

    def read(self, x: Any) -> str:
        """How the kernel reads one argument leaf."""
        from derivgen.compile.graph import Var
        from derivgen.compile.passes.rolled import Affine, CarryRead, PerStep, SavedRead

        if type(x) is Var:
            if x.name not in self.local:
                self.params.setdefault(x.name, x)
                if x.node is not None and x.node.kind == "loop" and id(x) not in self.values:
                    raise Unfusable(f"{x.name} comes from a loop left to NumPy")
            return x.name
        if type(x) is CarryRead:
            return x.name
        if type(x) is SavedRead:
            if id(x.steps) not in self.values:
                raise Unfusable(f"{x.steps.name} is not an array of a compiled loop")
            self.params.setdefault(x.steps.name, x.steps)
            return f"{x.steps.name}[{x.at.__derivgen_render__(None)}]"
        if type(x) is Affine:
            return x.__derivgen_render__(None)
        if type(x) is PerStep:
            values = np.asarray(x.values)
            if values.dtype.kind not in "biufc":
                raise Unfusable("a per-step constant that is not a number")
            name = f"per_step_{len(self.params)}"
            self.params[name] = values
            return f"{name}[{x.index}]"
        if x is None or type(x) in (bool, int):
            return repr(x)
        if type(x) in (float, complex) and np.isfinite(abs(x)):
            return repr(x)
        if isinstance(x, np.ndarray | np.generic) and x.dtype.kind in "biufc":
            name = f"constant_{len(self.params)}"
            self.params[name] = x
            return name
        raise Unfusable(f"a constant of type {type(x).__name__}")

    def index(self, index: Any) -> str:
        if type(index) is tuple:
            return ", ".join(self.index(part) for part in index) + ("," if len(index) == 1 else "")
        if type(index) is slice:
            bounds = (index.start, index.stop, index.step)
            parts = ["" if p is None else self.read(p) for p in bounds]
            return ":".join(parts[:2]) + (f":{parts[2]}" if parts[2] else "")
        if index is Ellipsis:
            return "..."
        return self.read(index)

    def statement(self, node: Node) -> None:
        from derivgen.compile.graph import Var

        if len(node.outputs) != 1 or node.paths != [()]:
            raise Unfusable(f"{node.call} with several results")
        out = node.outputs[0].name
        args = node.args
        if node.call == "np.sum" and len(args) == 1 and set(node.kwargs) <= {"axis"}:
            axis = node.kwargs.get("axis")
            if axis is None or type(axis) is int:
                shown = "" if axis is None else f", axis={axis}"
                self.body.append(f"        {out} = np.sum({self.read(args[0])}{shown})")
                return
        if node.kwargs:
            raise Unfusable(f"{node.call} with keywords")
        if node.kind in ("update", "accumulate"):
            target, index, value = args
            operator = "=" if node.kind == "update" else "+="
            where = self.index(index)
            self.body.append(f"        {self.read(target)}[{where}] {operator} {self.read(value)}")
            self.body.append(f"        {out} = {self.read(target)}")
            return
        if node.kind == "getitem" or (node.kind == "call" and node.call == "ops.getitem"):
            self.body.append(f"        {out} = {self.read(args[0])}[{self.index(args[1])}]")
            return
        value = node.outputs[0].value
        shape = getattr(value, "shape", None)
        if node.call in _RESHAPES and type(value) is np.ndarray and type(args[0]) is not tuple:
            # the result's shape is fixed by the signature: reshape, squeeze and (2-d)
            # transposes, as NumPy computes them, without their argument spellings
            if node.call == "ops.matrix_transpose" and value.ndim == 2:
                self.body.append(f"        {out} = {self.read(args[0])}.T")
            else:
                self.body.append(f"        {out} = {self.read(args[0])}.reshape({shape!r})")
            return
        if node.kind != "call" or any(isinstance(a, list | tuple | dict) for a in args):
            raise Unfusable(f"{node.call} (Numba runs element-wise ops and indexing)")
        func = node.func
        operands = [self.read(a) for a in args]
        if func is np.where and len(args) == 3:
            scalar = all(_scalar_value(a) for a in args)
            expression = (
                f"({operands[1]} if {operands[0]} else {operands[2]})"
                if scalar
                else f"np.where({', '.join(operands)})"
            )
        elif func is np.matmul and len(args) == 2:
            expression = f"{operands[0]} @ {operands[1]}"
        elif func in _INFIX or func in _UNARY or func in _BINARY:
            expression = _expression(func, operands)
        else:
            raise Unfusable(f"{node.call} (Numba runs element-wise ops and indexing)")
        if (
            type(value) is np.ndarray
            and value.dtype.kind != "f"
            or not isinstance(value, np.ndarray | np.generic)
        ):
            raise Unfusable(f"{node.call} gives a {type(value).__name__} that is not float")
        if isinstance(value, np.generic) and value.dtype != _FLOAT64:
            raise Unfusable(f"{node.call} gives a {value.dtype} scalar")
        if type(value) is np.ndarray and value.dtype != _FLOAT64:
            raise Unfusable(f"{node.call} gives a {value.dtype} array")
        del Var
        self.body.append(f"        {out} = {expression}")


_RESHAPES = ("np.reshape", "reshape", "np.squeeze", "squeeze", "ops.matrix_transpose")


def _scalar_value(x: Any) -> bool:
    from derivgen.compile.graph import Var

    value = x.value if type(x) is Var else x
    return not isinstance(value, np.ndarray) or value.ndim == 0


def _shape_dtype(value: Any) -> tuple[tuple[int, ...], str]:
    array = np.asarray(value)
    if array.dtype.kind not in "biufc":
        raise Unfusable("a per-step value that is not a number")
    return array.shape, array.dtype.name


def _copied(value: Any, values: dict[int, Any]) -> Any:
    """A copy of the value a kernel parameter had while tracing (or an earlier kernel gave)."""
    from derivgen.compile.graph import Var

    if type(value) is Var:
        value = values[id(value)] if id(value) in values else value.value
    return value.copy() if isinstance(value, np.ndarray) else value


def _check_same(name: str, got: Any, expected: Any) -> None:
    """A loop kernel's result against the value seen while tracing: same kind, shape, dtype,
    and value to rounding, else the loop stays NumPy code."""
    if expected is None:
        return
    want = np.asarray(expected)
    have = np.asarray(got)
    if have.shape != want.shape or (have.dtype != want.dtype and want.dtype.kind != "f"):
        raise Unfusable(f"the kernel's {name} has another shape or dtype")
    if have.dtype != want.dtype:
        raise Unfusable(f"the kernel's {name} is {have.dtype}, the NumPy code's {want.dtype}")
    if not np.allclose(have, want, rtol=1e-9, atol=1e-12, equal_nan=True):
        raise Unfusable(f"the kernel's {name} differs from the NumPy code's")


def loops_worth_trying(nodes: list[Node]) -> bool:
    """Whether backend="auto" should try Numba loops: some rolled loop does enough work."""
    return any(
        node.kind == "loop" and node.check.trips * len(node.check.body) >= LOOP_WORTH
        for node in nodes
    )
