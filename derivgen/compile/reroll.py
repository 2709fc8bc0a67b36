"""Loop re-rolling for compile: a body traced K times in a row becomes one ``for`` loop.

Tracing unrolls Python loops: a time loop of T steps records its body T times, and the
backward pass records the body's backward T times more. ``reroll`` finds such runs in the
optimised node list (the same ops with the same static arguments, shapes and dtypes, K times
in a row) and replaces each with one ``loop`` node whose plan (`Loop`, in ``node.check``) the
writer prints. A run is rolled only when every value each step reads comes from

- the same step (a *local* value),
- the previous step (a *carry*: step 0 reads the value from before the loop),
- before the loop, the same value every step, or
- an earlier rolled loop's value of step ``a + b*i`` (a *saved* value: the backward reading
  the forward's residuals in reverse order).

Integer constants that move by a constant step per iteration (``r[t - 1]``) are written as
``i + a``; other constants that differ per step are stacked into a tuple read as
``per_step_N[i]``. Nothing is recomputed or reordered, so the loop computes exactly what the
unrolled code computes, bit for bit; a run that does not match stays unrolled.

How a rolled loop appears in the generated source (the loop variable is ``i`` unless an
argument already has that name)::

    # loop: 999 steps of 8 ops (re-rolled from the trace)
    add_3_carry = add_1                  # carries start from their value before the loop
    getitem_4_steps = [None] * 999       # per-step values read after the loop
    for i in range(999):
        item_2 = x1[i + 1]               # the body: one line per op, as unrolled
        ...
        getitem_4_steps[i] = getitem_4
        add_3_carry = add_3              # carries are updated at the end of each step
    add_2997 = add_3                     # values of the last step read after the loop
    getitem_9 = getitem_4_steps[3]       # values of other steps read after the loop
    del item_2, ...                      # the body's names

The body holds plain statements only (no ``out=`` reuse of temporaries, no ``del``); the
names a body line reads are the step's own values, carries, constants and ``i``.
"""

from __future__ import annotations

import bisect
import collections
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from derivgen.compile.graph import Node, Spelling, Var, _node_inputs

MAX_BODY = 2000  # the longest body looked for (ops)
MIN_TRIPS = 3  # fewer steps stay unrolled: a loop would not be shorter
MIN_OPS = 12  # nor when the run has fewer ops than this in all
_CANDIDATES = 8  # periods tried at each position
_STACKING = frozenset(("np.stack", "np.concatenate", "np.vstack", "np.hstack", "np.array"))


class _Mismatch(Exception):
    """A run's steps differ in how they read a value; ``step`` is the first that differs."""

    def __init__(self, step: int) -> None:
        self.step = step


@dataclass(frozen=True)
class Affine:
    """An integer constant of a body that is ``start + stride * i`` at step i."""

    start: int
    stride: int
    index: str

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        if self.stride == 0:
            return repr(self.start)
        i = self.index if self.stride == 1 else f"{self.stride} * {self.index}"
        if self.stride == -1:
            return f"({self.start} - {self.index})"
        return f"({i} + {self.start})" if self.start else (i if self.stride == 1 else f"({i})")


@dataclass(frozen=True)
class PerStep:
    """A constant of a body that differs per step: the steps' values, stacked in a tuple."""

    values: tuple[Any, ...]
    index: str

    def __derivgen_render__(self, spelling: Spelling) -> str:
        return f"{spelling.constant(self.values, 'per_step')}[{self.index}]"


@dataclass(frozen=True)
class SavedRead:
    """A value of an earlier loop's step ``at`` (an Affine) read by a later loop's body."""

    steps: Var  # the earlier loop's list of that value, one per step
    at: Affine

    @property
    def name(self) -> str:  # as a Var is written, for a guard or an assignment's target
        return f"{self.steps.name}[{self.at.__derivgen_render__(None)}]"

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        return self.name


@dataclass(frozen=True)
class CarryRead:
    """A body's read of the value the previous step computed (before the loop: its init)."""

    name: str

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        return self.name


@dataclass
class Loop:
    """The plan of one rolled loop, printed by ``lines``."""

    body: list[Node]
    trips: int
    index: str
    carries: list[tuple[str, Var, Var]] = field(default_factory=list)  # name, init, new value
    saved: list[tuple[Var, Var]] = field(default_factory=list)  # (list Var, body Var)
    after: list[tuple[Var, str]] = field(default_factory=list)  # values read after the loop


@dataclass(frozen=True)
class _Saved:
    """A body's read of an earlier run's value (op, output) of step ``first + stride * i``."""

    run: _Run
    op: int
    output: int
    first: int
    stride: int


@dataclass
class _Run:
    """A run found in the node list: nodes[start : start + period * trips]."""

    start: int
    period: int
    trips: int
    loop: Loop
    reads: list[Var]  # values from before the loop that the body reads
    body_vars: dict[tuple[int, int], Var]  # (op of the body, output) -> the body's Var
    saved: dict[tuple[int, int], Var] = field(default_factory=dict)


def reroll(nodes: list[Node], roots: list[Var], names: set[str]) -> list[Node]:
    """``nodes`` with each run of one body repeated K times replaced by a ``loop`` node.

    ``roots`` are the values the function returns; ``names`` the names already taken (the
    function's arguments and every value's name), which new names avoid.
    """
    taken = set(names) | {v.name for node in nodes for v in node.outputs}
    index = _fresh("i", taken)
    producer = {id(v): (k, o) for k, node in enumerate(nodes) for o, v in enumerate(node.outputs)}
    keys = _keys(nodes)
    where: dict[int, list[int]] = collections.defaultdict(list)
    for k, key in enumerate(keys):
        where[key].append(k)
    runs: list[_Run] = []
    in_run: dict[int, tuple[_Run, int, int, int]] = {}  # value id -> (run, op, output, step)
    k = 0
    while k < len(nodes):
        found = _longest_repeat(keys, where, k)
        run = None
        while found is not None:
            period, trips = found
            try:
                run = _plan(nodes, k, period, trips, producer, in_run, index, taken)
                break
            except _Mismatch as mismatch:
                run = None
                found = (period, mismatch.step) if _worth(period, mismatch.step) else None
        if run is None:
            k += 1
            continue
        runs.append(run)
        for step in range(run.trips):
            for op in range(run.period):
                for o, v in enumerate(nodes[run.start + step * run.period + op].outputs):
                    in_run[id(v)] = (run, op, o, step)
        k = run.start + run.period * run.trips
    if not runs:
        return nodes
    return _assemble(nodes, roots, runs, in_run, taken)


def _fresh(hint: str, taken: set[str]) -> str:
    name, n = hint, 0
    while name in taken:
        n += 1
        name = f"{hint}_{n}"
    taken.add(name)
    return name


def _worth(period: int, trips: int) -> bool:
    return trips >= MIN_TRIPS and period * trips >= MIN_OPS


# -- finding runs ----------------------------------------------------------------------------
def _keys(nodes: list[Node]) -> list[int]:
    """Each node's body key as a small integer: equal keys, same op up to varying constants."""
    table: dict[Any, int] = {}
    keys = []
    for node in nodes:
        if node.kind in ("loop", "block"):
            key: Any = ("barrier", id(node))
        else:
            check = _key(node.check, exact=True) if node.kind == "guard" else node.check
            key = (
                node.kind,
                node.call,
                node.func if type(node.func) is str else id(node.func),
                _key(node.args, False),
                _key(node.kwargs, False),
                tuple(_key(v, False) for v in node.outputs),
                tuple(node.paths),
                check,
            )
        keys.append(table.setdefault(key, len(table)))
    return keys


def _key(x: Any, exact: bool) -> Any:
    """What must be equal between steps: a value's shape and dtype, a constant's kind.

    Integers may differ (they become ``i + a`` or a stacked constant); so may floats and
    arrays of one shape and dtype, unless ``exact`` (a guard's expected value).
    """
    t = type(x)
    if t is Var:
        v = x.value
        if type(v) is np.ndarray:
            return ("a", v.shape, v.dtype.str)
        return ("g", type(v), getattr(v, "dtype", None))
    if t is int:
        return "int"
    if t in (tuple, list):
        return (t, tuple(_key(i, exact) for i in x))
    if t is dict:
        return ("d", tuple((k, _key(v, exact)) for k, v in x.items()))
    if t is slice:
        return ("s", _key(x.start, exact), _key(x.stop, exact), _key(x.step, exact))
    if x is None or t in (bool, str) or x is Ellipsis:
        return (t, x)
    if t in (float, complex):
        return (t, repr(x)) if exact else t
    if t is np.ndarray and not exact:
        return ("n", x.shape, x.dtype.str)
    if isinstance(x, np.generic) and not exact:
        return ("n", x.dtype.str)
    if hasattr(x, "_fields") and isinstance(x, tuple):
        return (t, tuple(_key(i, exact) for i in x))
    return ("o", id(x))


def _longest_repeat(keys: list[int], where: dict[int, list[int]], k: int) -> tuple[int, int] | None:
    """(period, trips) of the longest run of one body starting at node k, if worth a loop."""
    found = where[keys[k]]
    first = bisect.bisect_right(found, k)
    best: tuple[int, int, int] | None = None
    for q in found[first : first + _CANDIDATES]:
        period = q - k
        if period > MAX_BODY:
            break
        body = keys[k:q]
        trips = 1
        while keys[k + trips * period : k + (trips + 1) * period] == body:
            trips += 1
        if _worth(period, trips) and (best is None or period * trips > best[0]):
            best = (period * trips, period, trips)
    return None if best is None else (best[1], best[2])


# -- checking a run's dataflow ------------------------------------------------------------------
def _leaves(x: Any, out: list[Any]) -> None:
    t = type(x)
    if t in (tuple, list) or (isinstance(x, tuple) and hasattr(x, "_fields")):
        for item in x:
            _leaves(item, out)
    elif t is dict:
        for item in x.values():
            _leaves(item, out)
    elif t is slice:
        _leaves((x.start, x.stop, x.step), out)
    else:
        out.append(x)


def _rebuild(x: Any, leaves: Any) -> Any:
    t = type(x)
    if t in (tuple, list):
        return t(_rebuild(item, leaves) for item in x)
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return t(*(_rebuild(item, leaves) for item in x))
    if t is dict:
        return {k: _rebuild(v, leaves) for k, v in x.items()}
    if t is slice:
        return slice(*_rebuild((x.start, x.stop, x.step), leaves))
    return next(leaves)


def _parts(node: Node) -> tuple[Any, ...]:
    """What a body's copy of the node rewrites: its arguments, and a guard's expected value."""
    return (node.args, node.kwargs, node.check[1] if node.kind == "guard" else None)


def _same(a: Any, b: Any) -> bool:
    """Whether two constants are the same value (so one literal serves every step)."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if type(a) in (float, complex):
        return repr(a) == repr(b)
    if type(a) in (int, str, bool):
        return bool(a == b)
    if type(a) is np.ndarray or isinstance(a, np.generic):
        return a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()
    return False


def _plan(nodes: list[Node], start: int, period: int, trips: int, producer: dict[int, Any],
          in_run: dict[int, Any], index: str, taken: set[str]) -> _Run:  # fmt: skip
    """The loop of nodes[start : start + period * trips], or _Mismatch at the first bad step."""
    steps = [nodes[start + s * period : start + (s + 1) * period] for s in range(trips)]
    leaves = [[_flat(node) for node in step] for step in steps]
    body_vars: dict[tuple[int, int], Var] = {}
    templates: list[list[Any]] = []
    carries: dict[tuple[int, int], Var] = {}
    reads: dict[int, Var] = {}
    for op in range(period):
        row = []
        for slot in range(len(leaves[0][op])):
            values = [leaves[s][op][slot] for s in range(trips)]
            if type(values[0]) is Var:
                row.append(_read(values, start, period, producer, in_run, carries, reads))
            else:
                row.append(_constant(values, index, nodes[start + op].kind == "guard"))
        templates.append(row)
    # the body: copies of step 0's nodes, reading the templates' values
    loop = Loop([], trips, index)
    for op, node in enumerate(steps[0]):
        copy = Node(node.kind, node.func, node.call, None, {}, node.comment)
        for o, v in enumerate(node.outputs):
            hint = v.name.rstrip("0123456789").rstrip("_") or "t"
            body_vars[(op, o)] = var = Var(_fresh(f"{hint}_i", taken), copy, v.value)
            copy.outputs.append(var)
        copy.paths = list(node.paths)
        loop.body.append(copy)
    for op, (node, copy) in enumerate(zip(steps[0], loop.body, strict=True)):
        resolved = iter([_resolve(t, body_vars, carries, taken) for t in templates[op]])
        args, kwargs, expected = _rebuild(_parts(node), resolved)
        copy.args, copy.kwargs = args, kwargs
        copy.check = (node.check[0], expected) if node.kind == "guard" else node.check
    for (op, o), init in carries.items():
        loop.carries.append((_carry_name(body_vars[(op, o)]), init, body_vars[(op, o)]))
    return _Run(start, period, trips, loop, list(reads.values()), body_vars)


def _flat(node: Node) -> list[Any]:
    out: list[Any] = []
    _leaves(_parts(node), out)
    return out


def _carry_name(var: Var) -> str:
    return f"{var.name}_carry"


def _read(values: list[Var], start: int, period: int, producer: dict[int, Any],
          in_run: dict[int, Any], carries: dict[tuple[int, int], Var],
          reads: dict[int, Var]) -> Any:  # fmt: skip
    """How the body reads one argument that is a value at every step (a template)."""
    kinds: list[tuple[Any, ...]] = []
    for s, v in enumerate(values):
        at = producer.get(id(v))
        first = start + s * period
        if at is not None and first <= at[0] < first + period:
            kinds.append(("local", at[0] - first, at[1]))
        elif at is not None and s and first - period <= at[0] < first:
            kinds.append(("carry", at[0] - first + period, at[1]))
        elif at is None or at[0] < start:
            kinds.append(("outside", v))
        else:
            raise _Mismatch(max(s, 1))
    first_kind = kinds[0]
    if len(values) == 1:
        raise _Mismatch(1)
    second = kinds[1]
    if second[0] == "local":
        for s, kind in enumerate(kinds):
            if kind != second:
                raise _Mismatch(max(s, 1))
        return ("local", second[1], second[2])
    if second[0] == "carry":
        if first_kind[0] != "outside":
            raise _Mismatch(1)
        for s, kind in enumerate(kinds[1:], start=1):
            if kind != second:
                raise _Mismatch(s)
        init = first_kind[1]
        known = carries.setdefault((second[1], second[2]), init)
        if known is not init:
            raise _Mismatch(1)
        reads[id(init)] = init
        return ("carry", second[1], second[2])
    # outside: the same value every step, or an earlier loop's value of step a + b*i
    if first_kind[0] != "outside":
        raise _Mismatch(1)
    if all(kind[1] is values[0] for kind in kinds):
        reads[id(values[0])] = values[0]
        return ("outside", values[0])
    origins = [in_run.get(id(v)) for v in values]
    if origins[0] is None or origins[1] is None:
        raise _Mismatch(1)
    run, op, o = origins[0][:3]
    stride = origins[1][3] - origins[0][3]
    for s, origin in enumerate(origins):
        if origin is None or origin[:3] != (run, op, o) or origin[3] != origins[0][3] + stride * s:
            raise _Mismatch(max(s, 1))
    return _Saved(run, op, o, origins[0][3], stride)


def _constant(values: list[Any], index: str, guard: bool) -> Any:
    first = values[0]
    if all(_same(first, v) for v in values):
        return ("constant", first)
    if type(first) is int:
        stride = values[1] - first
        if all(v == first + stride * s for s, v in enumerate(values)):
            return ("constant", Affine(first, stride, index))
    if guard and type(first) is not int:
        step = next(s for s, v in enumerate(values) if not _same(first, v))
        raise _Mismatch(step)  # a guard's expected value is printed as a literal
    return ("constant", PerStep(tuple(values), index))


def _resolve(template: Any, body_vars: dict[tuple[int, int], Var],
             carries: dict[tuple[int, int], Var], taken: set[str]) -> Any:  # fmt: skip
    if type(template) is _Saved:
        return template  # resolved in _assemble, once every run is known
    kind = template[0]
    if kind == "constant":
        return template[1]
    if kind == "local":
        return body_vars[(template[1], template[2])]
    if kind == "carry":
        return CarryRead(_carry_name(body_vars[(template[1], template[2])]))
    if kind == "outside":
        return template[1]
    raise AssertionError(kind)


# -- putting the loops in place -----------------------------------------------------------------
def _assemble(nodes: list[Node], roots: list[Var], runs: list[_Run],
              in_run: dict[int, Any], taken: set[str]) -> list[Node]:  # fmt: skip
    """The node list with each run replaced by its loop node, values leaving it named."""
    escapes: dict[int, tuple[Var, _Run, int, int, int]] = {}  # read after their loop

    def steps_of(run: _Run, op: int, o: int) -> Var:
        var = run.saved.get((op, o))
        if var is None:
            body = run.body_vars[(op, o)]
            var = Var(_fresh(f"{body.name}_steps", taken), None, None)
            var.aliased = True
            run.saved[(op, o)] = var
        return var

    def note(var: Var) -> None:
        origin = in_run.get(id(var))
        if origin is not None:
            escapes[id(var)] = (var, *origin)

    # later loops' bodies reading earlier loops' steps
    for run in runs:
        for copy in run.loop.body:
            copy.args = _saved_reads(copy.args, steps_of)
            copy.kwargs = _saved_reads(copy.kwargs, steps_of)
        for var in run.reads:
            note(var)
    starts = {run.start: run for run in runs}
    result: list[Node] = []
    k = 0
    while k < len(nodes):
        starting = starts.get(k)
        if starting is not None:
            result.append(Node("loop", None, "loop", (), {}, ""))  # filled below
            k += starting.period * starting.trips
            continue
        node = nodes[k]
        if node.kind == "call" and node.call in _STACKING and node.args:
            node.args = (_whole_list(node.args[0], in_run, steps_of), *node.args[1:])
        for var in _node_inputs(node):
            note(var)
        result.append(node)
        k += 1
    for var in roots:
        note(var)
    loops = iter(runs)
    for position, node in enumerate(result):
        if node.kind == "loop":
            result[position] = _loop_node(next(loops), escapes, steps_of)
    return result


def _saved_reads(structure: Any, steps_of: Any) -> Any:
    t = type(structure)
    if t is _Saved:
        at = Affine(structure.first, structure.stride, structure.run.loop.index)
        return SavedRead(steps_of(structure.run, structure.op, structure.output), at)
    if t in (tuple, list):
        return t(_saved_reads(item, steps_of) for item in structure)
    if isinstance(structure, tuple) and hasattr(structure, "_fields"):
        return t(*(_saved_reads(item, steps_of) for item in structure))
    if t is dict:
        return {k: _saved_reads(v, steps_of) for k, v in structure.items()}
    if t is slice:
        return slice(*_saved_reads((structure.start, structure.stop, structure.step), steps_of))
    return structure


def _whole_list(arg: Any, in_run: dict[int, Any], steps_of: Any) -> Any:
    """A sequence holding one value of every step of a loop, in order: that loop's list."""
    if type(arg) not in (tuple, list) or not arg or type(arg[0]) is not Var:
        return arg
    origin = in_run.get(id(arg[0]))
    if origin is None or len(arg) != origin[0].trips:
        return arg
    run, op, o = origin[:3]
    for s, var in enumerate(arg):
        if type(var) is not Var or in_run.get(id(var)) != (run, op, o, s):
            return arg
    return steps_of(run, op, o)


def _loop_node(run: _Run, escapes: dict[int, Any], steps_of: Any) -> Node:
    loop = run.loop
    for var, owner, op, o, step in escapes.values():
        if owner is not run:
            continue
        body = run.body_vars[(op, o)]
        text = body.name if step == run.trips - 1 else f"{steps_of(run, op, o).name}[{step}]"
        var.fresh, var.aliased = False, True  # a list of steps may still hold it
        loop.after.append((var, text))
    loop.saved = [(steps, run.body_vars[key]) for key, steps in run.saved.items()]
    args = list(run.reads)
    for copy in loop.body:
        args += [r.steps for r in _saved_in(copy.args)] + [r.steps for r in _saved_in(copy.kwargs)]
    comment = f"loop: {run.trips} steps of {run.period} ops (re-rolled from the trace)"
    node = Node("loop", None, "loop", tuple(dict.fromkeys(args)), {}, comment)
    node.check = loop
    node.outputs = [steps for steps, _ in loop.saved] + [var for var, _ in loop.after]
    node.paths = [() for _ in node.outputs]
    for steps in node.outputs[: len(loop.saved)]:
        steps.node = node
    return node


def _saved_in(structure: Any) -> list[SavedRead]:
    found: list[SavedRead] = []
    _leaves(structure, found)
    return [x for x in found if type(x) is SavedRead]


def lines(loop: Loop, spelling: Spelling) -> list[str]:
    """The rolled loop's source, indented for the body of the generated function."""
    head = [f"    {name} = {init.name}" for name, init, _ in loop.carries]
    head += [f"    {steps.name} = [None] * {loop.trips}" for steps, _ in loop.saved]
    body = [f"        {line}" for node in loop.body for line in spelling.statement(node)]
    body += [f"        {steps.name}[{loop.index}] = {var.name}" for steps, var in loop.saved]
    body += [f"        {name} = {new.name}" for name, _, new in loop.carries]
    after = [f"    {var.name} = {text}" for var, text in loop.after]
    names = [v.name for node in loop.body for v in node.outputs]
    names += [name for name, _, _ in loop.carries]
    gone = [f"    del {', '.join(sorted(set(names)))}"] if names else []
    return [*head, f"    for {loop.index} in range({loop.trips}):", *body, *after, *gone]
