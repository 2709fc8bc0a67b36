"""Seeded random NumPy programs checked against JAX: value, grad, jvp, hvp and dg.compile.

`generate(seed)` writes a program `def prog(np, sp, x)` as source text from a table of ops,
tracking the shape of every intermediate so the same text runs under numpy (derivgen, with
`derivgen.scipy.special` as sp) and jax.numpy (with `jax.scipy.special`). The input x comes in
one of several unusual kinds (strided view, Fortran order, read-only, 0-d, empty, ndarray
subclass, dict or tuple pytree) and in float64 or float32. `check(case)` returns a list of
failure strings (empty when derivgen agrees with JAX). Run many offline with
``python -m tests.random_programs 2000 [first_seed]``.
"""

from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass, field
from typing import Any

import numpy

Shape = tuple[int, ...]


class Sub(numpy.ndarray):
    """An ndarray subclass without overrides."""


KINDS = (
    "plain",
    "strided",
    "transposed",
    "fortran",
    "readonly",
    "0d",
    "empty",
    "sub",
    "dict",
    "tuple",
)


@dataclass
class Var:
    name: str
    shape: Shape
    dups: bool = False  # may hold equal entries (max, sort, maximum would meet ties)


@dataclass
class Program:
    seed: int
    kind: str
    dtype: Any
    shapes: dict[str, Shape]  # leaf name -> shape
    lines: list[str] = field(default_factory=list)
    jit: bool = True  # False when the program indexes with a data-dependent boolean mask

    @property
    def source(self) -> str:
        body = "\n".join("    " + line for line in self.lines)
        return f"def prog(np, sp, x):\n{body}\n"


def _size(shape: Shape) -> int:
    return int(numpy.prod(shape, dtype=int))


class _Gen:
    def __init__(self, rng: numpy.random.Generator, prog: Program) -> None:
        self.rng = rng
        self.prog = prog
        self.vars: list[Var] = []
        self.count = 0

    def new(self, expr: str, shape: Shape, dups: bool = False) -> Var:
        name = f"v{self.count}"
        self.count += 1
        self.prog.lines.append(f"{name} = {expr}")
        var = Var(name, tuple(int(n) for n in shape), dups)
        self.vars.append(var)
        return var

    def pick(self) -> Var:
        # favour recent values so programs chain
        n = len(self.vars)
        weights = numpy.arange(1, n + 1, dtype=float) ** 2
        return self.vars[int(self.rng.choice(n, p=weights / weights.sum()))]

    def other(self, v: Var, want: str) -> Var | None:
        """Another variable whose shape broadcasts with v (want='bcast') or equals it ('same')."""
        found = []
        for w in self.vars:
            if w is v:
                continue
            if want == "same" and w.shape == v.shape:
                found.append(w)
            elif want == "bcast":
                try:
                    numpy.broadcast_shapes(v.shape, w.shape)
                except ValueError:
                    continue
                found.append(w)
        return found[int(self.rng.integers(len(found)))] if found else None

    def step(self) -> None:
        rng = self.rng
        v = self.pick()
        s, nd, size = v.shape, len(v.shape), _size(v.shape)
        choices = ["unary"] * 4 + ["binary"] * 3 + ["reduce"] * 2 + ["where", "cumsum"]
        if nd >= 1:
            choices += ["index"] * 2 + ["shape", "concat", "sort", "lse"]
        if nd == 2:
            choices += ["matmul"] * 2 + ["linalg"] * 2
        if nd == 1:
            choices += ["dot"]
        if size > 0 and nd >= 1:
            choices += ["mask"]
        op = str(rng.choice(choices))
        n = v.name
        if op == "unary":
            expr = str(
                rng.choice(
                    [
                        f"np.sin({n})",
                        f"np.tanh({n})",
                        f"np.cos({n})",
                        f"np.exp(np.tanh({n}))",
                        f"np.log({n} * {n} + 0.5)",
                        f"np.sqrt({n} * {n} + 0.25)",
                        f"np.abs({n} + 0.0625)",
                        f"{n} ** 2",
                        f"-{n}",
                        f"np.tanh({n}) * 2.5",
                    ]
                )
            )
            self.new(expr, s, v.dups)
        elif op == "binary":
            w = self.other(v, "bcast")
            if w is None:
                self.new(f"{n} * np.sin({n})", s, v.dups)
                return
            out = numpy.broadcast_shapes(s, w.shape)
            m = w.name
            k = int(rng.integers(5))
            exprs = [
                f"{n} + {m}",
                f"{n} - {m}",
                f"{n} * {m}",
                f"{n} / (1.0 + {m} * {m})",
                f"np.maximum({n}, {m} * 0.75 + 0.125)",
            ]
            dups = v.dups and w.dups
            if k == 4 and (v.dups or w.dups):
                k = 2
            self.new(exprs[k], out, dups)
        elif op == "reduce":
            kind = str(rng.choice(["sum", "mean", "max", "prod", "std"]))
            if nd == 0:
                axis = None
            else:
                axis = None if rng.random() < 0.3 else int(rng.integers(-nd, nd))
            length = size if axis is None else s[axis]
            if kind in ("mean", "max", "std") and length == 0:
                kind = "sum"
            if kind == "std" and length < 2:
                kind = "sum"
            if kind in ("max", "std") and v.dups:  # ties; a spread of zero
                kind = "sum"
            if kind == "prod" and length > 8:
                kind = "sum"
            keep = bool(rng.random() < 0.4) and axis is not None
            if axis is None:
                out: Shape = (1,) * nd if keep else ()
            else:
                ax = axis % nd
                out = s[:ax] + ((1,) if keep else ()) + s[ax + 1 :]
            args = "" if axis is None else f", axis={axis}"
            if keep:
                args += ", keepdims=True"
            fn = f"np.{kind}({n}{args})"
            if kind == "prod":
                fn = f"np.prod(np.tanh({n}) + 1.5{args})"
            self.new(fn, out, False)
        elif op == "where":
            w = self.other(v, "bcast")
            if w is None:
                self.new(f"np.where({n} > 0.1, {n}, np.sin({n}) * 0.5)", s, v.dups)
            else:
                out = numpy.broadcast_shapes(s, w.shape)
                # the condition is often true throughout: v broadcast to out repeats values
                dups = v.dups or w.dups or out != s
                self.new(f"np.where({n} > 0.1, {n}, {w.name})", out, dups)
        elif op == "cumsum":
            if nd == 0:
                self.new(f"np.cumsum({n})", (1,), v.dups)
            elif rng.random() < 0.25:
                self.new(f"np.cumsum({n})", (size,), False)
            else:
                axis = int(rng.integers(nd))
                self.new(f"np.cumsum({n}, axis={axis})", s, False)
        elif op == "index":
            k = int(rng.integers(5))
            if k == 0:
                self.new(f"{n}[::2]", ((s[0] + 1) // 2,) + s[1:], v.dups)
            elif k == 1:
                self.new(f"{n}[1:]", (max(s[0] - 1, 0),) + s[1:], v.dups)
            elif k == 2:
                self.new(f"{n}[::-1]", s, v.dups)
            elif k == 3 and nd >= 2:
                self.new(f"{n}[:, 1::2]", (s[0], s[1] // 2) + s[2:], v.dups)
            elif s[0] > 0:
                count = int(rng.integers(1, 5))
                idx = [int(i) for i in rng.integers(-s[0], s[0], size=count)]
                dups = len({i % s[0] for i in idx}) < count
                self.new(f"{n}[np.array({idx})]", (count,) + s[1:], v.dups or dups)
            else:
                self.new(f"{n}[::2]", s, v.dups)
        elif op == "mask":
            self.prog.jit = False
            self.new(f"np.sum({n}[{n} > 0.2] ** 2)", (), False)
        elif op == "shape":
            if nd >= 2 and rng.random() < 0.5:
                if nd == 2:
                    self.new(f"{n}.T", s[::-1], v.dups)
                else:
                    perm = [int(i) for i in rng.permutation(nd)]
                    self.new(f"np.transpose({n}, {tuple(perm)})", tuple(s[i] for i in perm), v.dups)
            elif nd >= 2:
                self.new(f"{n}.reshape(-1)", (size,), v.dups)
            else:
                divisors = [d for d in range(1, size + 1) if size % d == 0] or [1]
                d = int(rng.choice(divisors))
                if size == 0:
                    self.new(f"{n}.reshape(0, 3)", (0, 3), v.dups)
                else:
                    self.new(f"{n}.reshape({d}, {size // d})", (d, size // d), v.dups)
        elif op == "concat":
            w = self.other(v, "same")
            other = w.name if w is not None else f"np.sin({n})"
            dups = v.dups or (w.dups if w is not None else False)
            axis = int(rng.integers(nd))
            if rng.random() < 0.5:
                out = s[:axis] + (2 * s[axis],) + s[axis + 1 :]
                self.new(f"np.concatenate([{n}, {other}], axis={axis})", out, dups)
            else:
                out = s[:axis] + (2,) + s[axis:]
                self.new(f"np.stack([{n}, {other}], axis={axis})", out, dups)
        elif op == "sort":
            if v.dups:
                self.new(f"np.cumsum({n}, axis=-1)", s, False)
            else:
                self.new(f"np.sort({n}, axis=-1)", s, False)
        elif op == "lse":
            axis = int(rng.integers(-nd, nd))
            if s[axis] == 0:
                self.new(f"np.sum({n}, axis={axis})", s[: axis % nd] + s[axis % nd + 1 :])
            else:
                self.new(f"sp.logsumexp({n}, axis={axis})", s[: axis % nd] + s[axis % nd + 1 :])
        elif op == "matmul":
            a, b = s
            k = int(rng.integers(4))
            w = self.other(v, "same")
            if k == 0:
                self.new(f"{n} @ {n}.T", (a, a))
            elif k == 1:
                self.new(f"np.matmul({n}.T, np.tanh({n}))", (b, b))
            elif k == 2 and w is not None:
                self.new(f"np.einsum('ij,kj->ik', {n}, {w.name})", (a, a))
            else:
                self.new(f"np.einsum('ij->j', {n})", (b,))
        elif op == "dot":
            w = self.other(v, "same")
            self.new(f"np.dot({n}, {w.name if w is not None else f'np.cos({n})'})", ())
        elif op == "linalg":
            a, b = s
            if a == 0:
                self.new(f"{n}.T", (b, a), v.dups)
                return
            mat = f"(np.tanh({n} @ {n}.T) * {0.5 / a} + np.eye({a}, dtype={n}.dtype))"
            k = int(rng.integers(3))
            if k == 0:
                self.new(f"np.linalg.solve({mat}, {n})", s)
            elif k == 1:
                self.new(f"np.linalg.inv({mat})", (a, a))
            else:
                self.new(f"np.linalg.det({mat})", ())


def generate(seed: int, n_ops: int | None = None) -> Program:
    """The program of one seed: an input kind, a dtype, leaf shapes and a few ops."""
    rng = numpy.random.default_rng(seed)
    kind = str(rng.choice(KINDS))
    dtype = numpy.float32 if rng.random() < 0.3 else numpy.float64
    shape_pool: list[Shape] = [(4,), (3, 4), (2, 3, 4), (5,), (4, 3), (3, 3)]
    if kind == "0d":
        shapes = {"x": ()}
    elif kind == "empty":
        shapes = {"x": [(0,), (0, 3), (3, 0)][int(rng.integers(3))]}
    elif kind in ("fortran", "transposed"):
        shapes = {"x": [(3, 4), (4, 3), (2, 3, 4), (3, 3)][int(rng.integers(4))]}
    elif kind in ("dict", "tuple"):
        shapes = {
            "a": shape_pool[int(rng.integers(6))],
            "b": [(4,), (3, 4), ()][int(rng.integers(3))],
        }
    else:
        shapes = {"x": shape_pool[int(rng.integers(6))]}
    prog = Program(seed, kind, dtype, shapes)
    gen = _Gen(rng, prog)
    if kind == "dict":
        prog.lines += ["a = x['a']", "b = x['b']"]
    elif kind == "tuple":
        prog.lines += ["a, b = x"]
    else:
        prog.lines += ["a = x"]
    gen.vars = [Var(name, shape) for name, shape in zip("ab", shapes.values(), strict=False)]
    for _ in range(n_ops if n_ops is not None else int(rng.integers(2, 7))):
        gen.step()
    last = gen.vars[-1]
    prog.lines.append(
        f"w = np.cos(np.arange({_size(last.shape)}) + 0.5)"
        f".reshape({last.shape}).astype({last.name}.dtype)"
    )
    ret = f"np.sum({last.name} * w)"
    if len(shapes) == 2:
        ret += " + 0.5 * np.sum(np.sin(b))"
    prog.lines.append(f"return {ret}")
    return prog


def make_input(prog: Program, rng: numpy.random.Generator) -> Any:
    """A fresh input of the program's kind (different values on each call)."""
    dt = prog.dtype

    def leaf(shape: Shape) -> numpy.ndarray:
        return rng.normal(size=shape).astype(dt)

    kind = prog.kind
    if kind == "dict":
        return {name: leaf(shape) for name, shape in prog.shapes.items()}
    if kind == "tuple":
        return tuple(leaf(shape) for shape in prog.shapes.values())
    shape = prog.shapes["x"]
    if kind == "strided":
        base = rng.normal(size=(2 * shape[0], *shape[1:], 2)).astype(dt)
        return base[::2, ..., 1]
    if kind == "transposed":
        return leaf(shape[::-1]).T
    if kind == "fortran":
        return numpy.asfortranarray(leaf(shape))
    if kind == "readonly":
        x = leaf(shape)
        x.flags.writeable = False
        return x
    if kind == "sub":
        return leaf(shape).view(Sub)
    return leaf(shape)


def tangent_like(x: Any, rng: numpy.random.Generator) -> Any:
    if isinstance(x, dict):
        return {k: tangent_like(v, rng) for k, v in x.items()}
    if isinstance(x, tuple):
        return tuple(tangent_like(v, rng) for v in x)
    return rng.normal(size=x.shape).astype(x.dtype)


def _leaves(x: Any) -> list[numpy.ndarray]:
    if isinstance(x, dict):
        return [leaf for k in sorted(x) for leaf in _leaves(x[k])]
    if isinstance(x, list | tuple):
        return [leaf for v in x for leaf in _leaves(v)]
    return [numpy.asarray(x)]


def _plain(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    if isinstance(x, tuple):
        return tuple(_plain(v) for v in x)
    return numpy.array(x)


def _compare(what: str, got: Any, want: Any, dtype: Any) -> list[str]:
    got_l, want_l = _leaves(got), _leaves(want)
    if len(got_l) != len(want_l):
        return [f"{what}: {len(got_l)} leaves, jax has {len(want_l)}"]
    tol = 2e-3 if dtype == numpy.float32 else 1e-7
    out = []
    for g, w in zip(got_l, want_l, strict=True):
        if g.shape != w.shape:
            out.append(f"{what}: shape {g.shape}, jax {w.shape}")
            continue
        if g.dtype != w.dtype:
            out.append(f"{what}: dtype {g.dtype}, jax {w.dtype}")
        # Where JAX gives nan and derivgen a number, derivgen follows its kink convention
        # (the gradient of std at zero spread is 0, JAX's is nan): not counted.
        convention = numpy.isnan(w) & numpy.isfinite(g)
        if convention.any():
            g, w = numpy.where(convention, 0.0, g).astype(g.dtype), numpy.where(convention, 0.0, w)
        scale = max(1.0, float(numpy.max(numpy.abs(w), initial=0.0)))
        if not numpy.allclose(g, w, rtol=tol, atol=tol * scale, equal_nan=True):
            err = float(numpy.max(numpy.abs(numpy.asarray(g, float) - w), initial=0.0))
            out.append(f"{what}: wrong value (max abs err {err:.3g}, scale {scale:.3g})")
    return out


def _jax_side(prog: Program) -> Any:
    import jax
    import jax.numpy as jnp
    import jax.scipy.special as jsp

    jax.config.update("jax_enable_x64", True)
    namespace: dict[str, Any] = {}
    exec(prog.source, namespace)  # noqa: S102 (our own generated source)
    p = namespace["prog"]

    def f(x: Any) -> Any:
        return p(jnp, jsp, x)

    def everything(x: Any, t: Any) -> Any:
        value = f(x)
        g = jax.grad(f)(x)
        _, tangent = jax.jvp(f, (x,), (t,))
        _, h = jax.jvp(jax.grad(f), (x,), (t,))
        return value, g, tangent, h

    compiled = jax.jit(everything) if prog.jit else everything
    if tuple(int(part) for part in jax.__version__.split(".")[:2]) >= (0, 7):
        return compiled

    def old_jax(x: Any, t: Any) -> Any:
        """JAX 0.6 (the newest on Python 3.10) fails inside its own gather on programs of
        zero-size arrays ("Slice size at index 0 in gather op is out of range"). There the
        reference needs no JAX: the gradient and Hessian-vector product of an empty input are
        empty, its jvp is 0, and its value is the program run on NumPy and SciPy's own
        special functions."""
        try:
            return compiled(x, t)
        except TypeError as error:
            if numpy.size(x) != 0 or "in gather op" not in str(error):
                raise
        import scipy.special

        value = numpy.asarray(p(numpy, scipy.special, numpy.asarray(x)))
        zeros = numpy.zeros_like(numpy.asarray(x))
        return value, zeros, numpy.zeros((), value.dtype), zeros

    return old_jax


def check(prog: Program) -> list[str]:
    """Failures of derivgen against JAX on one program (empty list when all agree)."""
    import derivgen as dg
    import derivgen.scipy.special as dsp

    rng = numpy.random.default_rng(prog.seed + 10**6)
    x, x2 = make_input(prog, rng), make_input(prog, rng)
    t = tangent_like(x, rng)
    namespace: dict[str, Any] = {}
    exec(prog.source, namespace)  # noqa: S102 (our own generated source)
    p = namespace["prog"]

    def f(x: Any) -> Any:
        return p(numpy, dsp, x)

    jax_all = _jax_side(prog)
    want = [
        numpy.asarray(a) if not isinstance(a, dict | tuple) else a
        for a in jax_all(_plain(x), _plain(t))
    ]
    want = [_plain(w) for w in want]
    failures: list[str] = []
    dt = prog.dtype
    steps = [
        ("value", lambda: f(x), want[0]),
        ("grad", lambda: dg.grad(f)(x), want[1]),
        ("jvp", lambda: dg.jvp(f, (x,), (t,))[1], want[2]),
        ("hvp", lambda: dg.hvp(f, (x,), (t,)), want[3]),
    ]
    for what, run, expected in steps:
        try:
            failures += _compare(what, run(), expected, dt)
        except Exception as exc:  # noqa: BLE001 (every crash is a finding)
            failures.append(f"{what}: crash {type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
    try:
        compiled = dg.compile(dg.grad(f))
        failures += _compare("compile first call", compiled(x), want[1], dt)
        want2 = _plain(jax_all(_plain(x2), _plain(t))[1])
        failures += _compare("compile replay", compiled(x2), want2, dt)
    except Exception as exc:  # noqa: BLE001
        failures.append(f"compile: crash {type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
    return failures


def describe(prog: Program) -> str:
    dtype = numpy.dtype(prog.dtype).name
    return f"seed {prog.seed}: kind={prog.kind} dtype={dtype} shapes={prog.shapes}\n{prog.source}"


def main(argv: list[str]) -> int:
    import warnings

    warnings.simplefilter("ignore")
    count = int(argv[0]) if argv else 200
    first = int(argv[1]) if len(argv) > 1 else 0
    bad = 0
    for seed in range(first, first + count):
        prog = generate(seed)
        try:
            failures = check(prog)
        except Exception:  # noqa: BLE001 (a JAX-side problem is the generator's bug)
            failures = ["harness: " + traceback.format_exc().splitlines()[-1]]
        if failures:
            bad += 1
            print(describe(prog) + "\n".join("  " + f for f in failures) + "\n", flush=True)
    print(f"{count} programs, {bad} with failures")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
