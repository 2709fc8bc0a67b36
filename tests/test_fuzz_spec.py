"""Seeded mutants of the bundled spec: never a traceback, and a rejected spec changes no file.

To stay fast, the mutants are made from a self-contained part of derivatives.yaml (a few
ops and every op their formulas call) and run in-process; each mutant is one byte, line,
token or YAML-structure change.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import re
from pathlib import Path

import pytest

from derivgen.codegen import cli
from derivgen.codegen.model.spec import load_spec

ROOT = Path(__file__).resolve().parent.parent
SEED_OPS = ("sin", "exp", "log", "tanh", "multiply", "add", "divide", "sum", "reshape", "matmul")
MUTANTS = 300
ERROR_LINE = re.compile(r"^spec\.yaml:\d+: ")
YAML_VALUES = (
    "{}", "[]", "null", "~", "!!float x", "!!int []", "*a", "&a 1", "2024-01-01", "!!binary aGk=",
    "!!set {a}", "? [a]\n", "[" * 60, "{a: [1, {b: }]}", "'unterminated", '"\\x"', "|\n  -",
    "1e999", "-.inf", ".nan", "0x1f", "true", "!!str", "!!python/name:os.system", "\t", "- - -",
)  # fmt: skip
TOKENS = (
    "self", "grad", "result", "Tensor", "int", "int[]?", "np", "numeric", "__import__", "lambda",
    "(", ")", "[", "]", ",", ":", "-", "*", "**", "'", '"', '"""', "\\", "#", "0", "-1", "1e309",
    "None", "non_differentiable", "x" * 300, "ｓｉｎ", "sum_to.x",
)  # fmt: skip


def spec_part() -> str:
    """The entries of SEED_OPS and, transitively, of every op their formulas call."""
    text = (ROOT / "derivatives.yaml").read_text(encoding="utf-8")
    spec = load_spec(ROOT / "derivatives.yaml")
    by_name = {op.name.replace(".", "_"): op for op in spec.ops}
    wanted, todo = set(), [*SEED_OPS, "sum_to", "broadcast_to"]
    while todo:
        name = todo.pop()
        if name in wanted or name not in by_name:
            continue
        wanted.add(name)
        op = by_name[name]
        for formula in (*op.formulas, *((op.jvp,) if op.jvp else ())):
            todo.extend(formula.analysis.calls)
    lines = text.splitlines(keepends=True)
    starts = sorted(op.location.line for op in spec.ops)
    blocks = []
    for op in spec.ops:
        if op.name.replace(".", "_") in wanted:
            start = op.location.line
            following = [s for s in starts if s > start]
            end = following[0] - 1 if following else len(lines)
            blocks.append("".join(lines[start - 1 : end]).rstrip("\n") + "\n\n")
    return "".join(blocks)


def mutate(text: str, rng: random.Random) -> str:
    """One random change of one of four kinds."""
    kind = rng.choice(("byte", "line", "token", "yaml"))
    if kind == "byte":
        data = bytearray(text.encode("utf-8"))
        at = rng.randrange(len(data))
        byte = rng.randrange(256)
        action = rng.choice(("replace", "insert", "delete"))
        if action == "replace":
            data[at] = byte
        elif action == "insert":
            data.insert(at, byte)
        else:
            del data[at]
        return data.decode("utf-8", errors="surrogateescape")
    lines = text.split("\n")
    at = rng.randrange(len(lines))
    if kind == "line":
        action = rng.choice(("delete", "duplicate", "swap", "indent", "dedent"))
        if action == "delete":
            del lines[at]
        elif action == "duplicate":
            lines.insert(at, lines[at])
        elif action == "swap":
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
        elif action == "indent":
            lines[at] = "  " + lines[at]
        else:
            lines[at] = lines[at][2:]
        return "\n".join(lines)
    if kind == "token":
        words = list(re.finditer(r"[A-Za-z_][A-Za-z_0-9.]*|\d+|[^\sA-Za-z_0-9]", lines[at]))
        if not words:
            return mutate(text, rng)
        word = rng.choice(words)
        lines[at] = lines[at][: word.start()] + rng.choice(TOKENS) + lines[at][word.end() :]
        return "\n".join(lines)
    key, sep, _ = lines[at].partition(": ")
    if not sep:
        return mutate(text, rng)
    lines[at] = key + sep + rng.choice(YAML_VALUES)
    return "\n".join(lines)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}


def test_mutants_of_the_bundled_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    base = spec_part()
    spec, out = Path("spec.yaml"), Path("out")
    spec.write_text(base, encoding="utf-8")
    assert cli.run(spec, out, check=False) == 0, "the part of the bundled spec must generate"
    rng = random.Random(20261201)
    outcomes = {0: 0, 1: 0}
    for number in range(MUTANTS):
        text = mutate(base, rng)
        spec.write_bytes(text.encode("utf-8", errors="surrogateescape"))
        before = snapshot(out)
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = cli.run(spec, out, check=False)
        errors = err.getvalue().splitlines()
        context = f"mutant {number}:\n{errors[-6:]}"
        assert code in (0, 1), context
        assert "Traceback (most recent call last):" not in errors, context
        outcomes[code] += 1
        if code == 1:
            assert errors[-1].endswith("nothing was written."), context
            assert all(ERROR_LINE.match(line) for line in errors[:-1]), context
            assert snapshot(out) == before, f"a rejected spec changed the output: {context}"
    assert outcomes[1] > MUTANTS // 3, outcomes  # the mutations do reach the validator
    assert not [p for p in os.listdir(out) if p.endswith(".tmp")]
