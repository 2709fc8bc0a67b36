"""Loop re-rolling for compile: a body traced K times in a row becomes one ``for`` loop.

Tracing unrolls Python loops: a time loop of T steps records its body T times, and the
backward pass records the body's backward T times more. ``reroll`` finds such runs in the
optimised node list (the same ops with the same static arguments, shapes and dtypes, K times
in a row) and replaces each with one ``loop`` node (written as ``passes.rolled`` says). A run
is rolled only when every value each step reads comes from the same step, the previous step
(a *carry*: step 0 reads the value from before the loop), before the loop (the same value
every step), or an earlier rolled loop's step ``a + b*i`` (the backward reading the
forward's residuals). Integer constants that move by a constant step become ``i + a``; other
constants that differ per step are stacked. Nothing is recomputed or reordered (the loop
computes what the unrolled code does, bit for bit); other runs stay unrolled.
"""

from __future__ import annotations

import bisect
import collections
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from derivgen.compile.graph import Node, Var, _leaves_of, _rebuild, _vars_in
from derivgen.compile.passes import rolled
from derivgen.compile.passes.rolled import Affine, CarryRead, Loop, PerStep, SavedRead, joined

MAX_BODY = 2000  # the longest body looked for (ops)
MIN_TRIPS = 3  # fewer steps stay unrolled: a loop would not be shorter
MIN_OPS = 12  # nor when the run has fewer ops than this in all
_CANDIDATES = 8  # periods tried at each position
_PROBE = 4  # steps checked before a whole run is
_ATTEMPTS = 4  # searches, each without the runs whose loop was not shorter
_STACKING = frozenset(("np.stack", "np.concatenate", "np.vstack", "np.hstack", "np.array"))


class _Mismatch(Exception):
    """A run's steps differ in how they read a value; ``args[0]``: the first that differs."""


@dataclass(frozen=True)
class _Steps:
    """A body's read of ``first + stride * i``: the step of an earlier run's (run, op,
    output), or the output of the node at a position before the loop (an unstack)."""

    source: Any
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
    function's arguments), which new names avoid.
    """
    taken = set(names) | {v.name for node in nodes for v in node.outputs}
    producer = {id(v): (k, o) for k, node in enumerate(nodes) for o, v in enumerate(node.outputs)}
    keys = _keys(nodes)
    where: dict[int, list[int]] = collections.defaultdict(list)
    for k, key in enumerate(keys):
        where[key].append(k)
    banned: set[int] = set()  # where a loop would be no shorter than the code it replaces
    index = _fresh("i", taken)
    leaves: dict[int, list[Any]] = {}  # position -> the leaves of its node's parts
    for _ in range(_ATTEMPTS):
        runs, in_run = _find(nodes, keys, where, producer, banned, index, taken, leaves)
        if not runs:
            return nodes
        edits = _connect(nodes, roots, runs, in_run, taken)
        longer = [run for run in runs if run.loop.size() >= run.period * run.trips]
        if not longer:
            return _assemble(nodes, runs, edits)
        for run in longer:
            banned.update(range(run.start, run.start + run.period * run.trips))
    return nodes


def _find(nodes: list[Node], keys: list[int], where: dict[int, list[int]],
          producer: dict[int, Any], banned: set[int], index: str, taken: set[str],
          leaves: dict[int, list[Any]]) -> tuple[list[_Run], dict[int, Any]]:  # fmt: skip
    """The runs worth a loop, first found first, and where each of their values is made
    (``leaves``: each node's leaves, found once for every run tried over it)."""
    runs: list[_Run] = []
    in_run: dict[int, tuple[_Run, int, int, int]] = {}  # value id -> (run, op, output, step)
    k = 0
    while k < len(nodes):
        found = None if k in banned else _longest_repeat(keys, where, k)
        run = None
        while found is not None:
            period, trips = found
            try:  # the first steps first: most mismatches show there, for little work
                probe = min(trips, _PROBE)
                _plan(nodes, k, period, probe, producer, in_run, index, None, leaves)
                run = _plan(nodes, k, period, trips, producer, in_run, index, taken, leaves)
                break
            except _Mismatch as mismatch:
                step = mismatch.args[0]
                found = (period, step) if _worth(period, step) else None
        if run is None:
            k += 1
            continue
        runs.append(run)
        for step in range(run.trips):
            for op in range(run.period):
                for o, v in enumerate(nodes[run.start + step * run.period + op].outputs):
                    in_run[id(v)] = (run, op, o, step)
        k = run.start + run.period * run.trips
    return runs, in_run


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
                _key(node.kwargs, False) if node.kwargs else None,
                tuple([_key(v, False) for v in node.outputs]),
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
            return (v.shape, v.dtype.str)
        return ("g", type(v), getattr(v, "dtype", None))
    if t is int:
        return "int"
    if t is tuple or t is list or (isinstance(x, tuple) and hasattr(x, "_fields")):
        return (t, tuple([_key(i, exact) for i in x]))
    if t is dict:
        return ("d", tuple((k, _key(v, exact)) for k, v in x.items()))
    if t is slice:
        return ("s", _key(x.start, exact), _key(x.stop, exact), _key(x.step, exact))
    if x is None or t in (bool, str) or x is Ellipsis:
        return (t, x)
    if t in (float, complex):
        return (t, repr(x)) if exact else t
    if isinstance(x, np.ndarray | np.generic) and not exact:
        return ("n", t, x.shape, x.dtype.str)
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
          in_run: dict[int, Any], index: str, taken: set[str] | None,
          found: dict[int, list[Any]]) -> Any:  # fmt: skip
    """The loop of nodes[start : start + period * trips], or _Mismatch at the first bad step
    (only that check without ``taken``, the names in use); ``found``: the nodes' leaves
    by position, filled in as needed."""
    steps = [nodes[start + s * period : start + (s + 1) * period] for s in range(trips)]
    leaves = [
        [_leaves_at(nodes, start + s * period + op, found) for op in range(period)]
        for s in range(trips)
    ]
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
    if taken is None:
        return None
    # the body: copies of step 0's nodes, reading the templates' values
    loop = Loop([], trips, index)
    for op, node in enumerate(steps[0]):
        copy = Node(node.kind, node.func, node.call, None, {}, node.comment)
        for o, v in enumerate(node.outputs):
            hint = v.name.rstrip("0123456789").rstrip("_") or "t"
            body_vars[(op, o)] = var = Var(_fresh(f"{hint}_i", taken), copy, v.value)
            copy.outputs.append(var)
            if all(rolled.c_ordered(step[op].outputs[o].value) for step in steps):
                loop.c_order.add(id(var))
        copy.paths = list(node.paths)
        loop.body.append(copy)
    for op, (node, copy) in enumerate(zip(steps[0], loop.body, strict=True)):
        resolved = iter([_resolve(t, body_vars, carries, taken) for t in templates[op]])
        args, kwargs, expected = _rebuild(_parts(node), resolved)
        copy.args, copy.kwargs = args, kwargs
        copy.check = (node.check[0], expected) if node.kind == "guard" else node.check
    for (op, o), init in carries.items():
        loop.carries.append((f"{body_vars[(op, o)].name}_carry", init, body_vars[(op, o)]))
    return _Run(start, period, trips, loop, list(reads.values()), body_vars)


def _leaves_at(nodes: list[Node], position: int, found: dict[int, list[Any]]) -> list[Any]:
    """The leaves of the node's parts at ``position`` (not to be changed: they are kept)."""
    leaves = found.get(position)
    if leaves is None:
        leaves = found[position] = []
        _leaves_of(_parts(nodes[position]), leaves)
    return leaves


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
    # outputs of one earlier run's op (by step), or of one node (by output: an unstack)
    if id(values[0]) in in_run:
        places = [(o[:3], o[3]) if o else None for o in map(in_run.get, map(id, values))]
    else:
        places = [(at[0], at[1]) if at else None for at in map(producer.get, map(id, values))]
    if places[0] is None or places[1] is None or places[0][0] != places[1][0]:
        raise _Mismatch(1)
    (source, first), stride = places[0], places[1][1] - places[0][1]
    for s, place in enumerate(places):
        if place != (source, first + stride * s):
            raise _Mismatch(max(s, 1))
    return _Steps(source, first, stride)


def _constant(values: list[Any], index: str, guard: bool) -> Any:
    first = values[0]
    for v in values:  # the same object at every step, mostly: a literal of fn's code
        if v is not first and not _same(first, v):
            break
    else:
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
    if type(template) is _Steps:
        return template  # resolved in _connect, once every run is known
    kind = template[0]
    if kind == "constant":
        return template[1]
    if kind == "local":
        return body_vars[(template[1], template[2])]
    if kind == "carry":
        return CarryRead(f"{body_vars[(template[1], template[2])].name}_carry")
    if kind == "outside":
        return template[1]
    raise AssertionError(kind)


# -- putting the loops in place -----------------------------------------------------------------
@dataclass
class _Edits:
    """What rolling changes outside the runs, applied only once every loop is short enough."""

    args: dict[int, tuple[Any, ...]] = field(default_factory=dict)  # position -> new args
    before: dict[int, Node] = field(default_factory=dict)  # position -> a node to put before
    outputs: dict[int, tuple[list[Var], list[Any]]] = field(default_factory=dict)  # and paths


def _connect(nodes: list[Node], roots: list[Var], runs: list[_Run], in_run: dict[int, Any],
             taken: set[str]) -> _Edits:  # fmt: skip
    """Each run's values read after it (``loop.after``) and lists of steps (``run.saved``);
    the nodes that stack every step's value of a run take that list instead, and the nodes
    whose outputs a body reads one per step give their tuple of outputs too."""
    read_outside: set[int] = set()
    edits = _Edits()

    def steps_of(run: _Run, op: int, o: int) -> Var:
        var = run.saved.get((op, o))
        if var is None:
            var = Var(_fresh(f"{run.body_vars[(op, o)].name}_steps", taken), None, None)
            var.aliased = True
            run.saved[(op, o)] = var
        return var

    def parts_of(position: int) -> Var:
        var = parts.get(position)
        if var is None:
            node = nodes[position]
            hint = node.outputs[0].name.rstrip("0123456789").rstrip("_") or "t"
            var = Var(_fresh(f"{hint}_parts", taken), node, tuple(v.value for v in node.outputs))
            var.aliased = True
            parts[position] = var
        return var

    escapes: dict[int, Var] = {}
    parts: dict[int, Var] = {}  # nodes whose outputs a body reads one per step: their tuple

    def note(vars: Any) -> None:
        for var in vars:
            read_outside.add(id(var))
            if id(var) in in_run:
                escapes[id(var)] = var

    for run in runs:  # later loops' bodies reading earlier loops' steps
        for copy in run.loop.body:
            copy.args = _saved_reads(copy.args, run.loop.index, steps_of, parts_of)
            copy.kwargs = _saved_reads(copy.kwargs, run.loop.index, steps_of, parts_of)
        note(run.reads)
    starts = {run.start: run for run in runs}
    k = 0
    while k < len(nodes):
        if k in starts:
            k += starts[k].period * starts[k].trips
            continue
        node = nodes[k]
        stacked = node.call in _STACKING and node.args
        whole = rolled.whole_list(node.args[0], in_run) if stacked else None
        if whole is not None and whole[0][0] == "steps" and len(whole) == 1:
            edits.args[k] = (steps_of(*whole[0][1]), *node.args[1:])
        elif whole is not None:  # the steps' list joined with the values around it
            layout = tuple(how for how, _ in whole)
            pieces = [v if how == "value" else steps_of(*v) for how, v in whole]
            join = Node("call", joined, "fn_derivgen_joined", (layout, *pieces), {}, "one list")
            items = [x.value if type(x) is Var else x for x in node.args[0]]  # its traced value
            join.outputs, join.paths = [Var(_fresh("joined", taken), join, items)], [()]
            join.outputs[0].aliased = True  # a list holding the steps' values
            edits.before[k] = join
            edits.args[k] = (join.outputs[0], *node.args[1:])
            note(pieces)
        note(_vars_in((edits.args.get(k, node.args), node.kwargs)))
        k += 1
    note(roots)
    for var in escapes.values():
        run, op, o, step = in_run[id(var)]
        body = run.body_vars[(op, o)]
        text = body.name if step == run.trips - 1 else f"{steps_of(run, op, o).name}[{step}]"
        run.loop.after.append((var, text))
    for run in runs:
        run.loop.saved = [(steps, run.body_vars[key]) for key, steps in run.saved.items()]
    for position, var in parts.items():  # the node gives its tuple, and the parts read outside
        node = nodes[position]
        kept = [(v, p) for v, p in zip(node.outputs, node.paths, strict=True)
                if id(v) in read_outside]  # fmt: skip
        edits.outputs[position] = ([var, *(v for v, _ in kept)], [(), *(p for _, p in kept)])
    return edits


def _assemble(nodes: list[Node], runs: list[_Run], edits: _Edits) -> list[Node]:
    """The node list with each run replaced by its loop node."""
    starts = {run.start: run for run in runs}
    result: list[Node] = []
    k = 0
    while k < len(nodes):
        if k in starts:
            result.append(starts[k].loop.node(starts[k].reads))
            k += starts[k].period * starts[k].trips
            continue
        if k in edits.before:
            result.append(edits.before[k])
        if k in edits.args:
            nodes[k].args = edits.args[k]
        if k in edits.outputs:
            nodes[k].outputs, nodes[k].paths = edits.outputs[k]
            for var in nodes[k].outputs[1:]:
                var.fresh, var.aliased = False, True  # the tuple still holds it
        result.append(nodes[k])
        k += 1
    return result


def _saved_reads(structure: Any, index: str, steps_of: Any, parts_of: Any) -> Any:
    """The structure with each read of an earlier run's steps or a node's parts resolved."""

    def resolve(x: Any) -> Any:
        if type(x) is not _Steps:
            return x
        read = parts_of(x.source) if type(x.source) is int else steps_of(*x.source)
        return SavedRead(read, Affine(x.first, x.stride, index))

    leaves: list[Any] = []
    _leaves_of(structure, leaves)
    return _rebuild(structure, iter([resolve(x) for x in leaves]))
