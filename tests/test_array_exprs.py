"""Nested ufunc calls in whole-function Numba code: what moves, what stays, same values."""

from __future__ import annotations

import ast
import textwrap
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.compile.passes import array_exprs

ARRAY = np.ones((3, 2))


def nest(source: str, scalars: tuple[str, ...] = ()) -> str:
    """The source after the pass, every assigned name an array but ``scalars``."""
    statements = ast.parse(textwrap.dedent(source)).body
    values: dict[str, Any] = {}
    for node in ast.walk(ast.Module(statements, [])):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            values[node.id] = 1.0 if node.id in scalars else ARRAY
    return ast.unparse(array_exprs.nested(statements, values))


def test_a_chain_of_single_readers_becomes_one_expression() -> None:
    assert (
        nest("""
        a = np.multiply(x, 2.0)
        b = np.exp(a, a)
        c = np.add(b, y, b)
        return c
    """)
        == "c = np.add(np.exp(np.multiply(x, 2.0)), y)\nreturn c"
    )


def test_a_value_read_twice_or_returned_stays_a_statement() -> None:
    source = """
        a = np.sin(x)
        b = np.multiply(a, a)
        c = np.cos(x)
        d = np.add(b, c)
        return (d, c)
    """
    assert nest(source) == (
        "a = np.sin(x)\nc = np.cos(x)\nd = np.add(np.multiply(a, a), c)\nreturn (d, c)"
    )


def test_a_value_does_not_move_over_a_write() -> None:
    for write in ("x[0] = 1.0", "x += 1.0", "np.add.at(x, 0, 1.0)", "e = np.negative(y, x)"):
        source = f"""
            a = np.sin(x)
            {write}
            b = np.add(a, y)
            return b
        """
        assert nest(source).startswith("a = np.sin(x)\n"), write


def test_a_value_moves_over_a_write_into_a_buffer_it_does_not_read() -> None:
    source = """
        a = np.sin(x)
        e = np.negative(y, y)
        b = np.add(a, e)
        return b
    """
    assert nest(source) == "b = np.add(np.sin(x), np.negative(y))\nreturn b"


def test_a_value_does_not_move_over_an_assignment_of_a_name_it_reads() -> None:
    source = """
        a = np.sin(x)
        x = np.cos(y)
        b = np.add(a, x)
        return b
    """
    assert nest(source).startswith("a = np.sin(x)\n")


def test_a_sum_into_a_loops_carry_stays_in_place() -> None:
    source = """
        for i in range(3):
            t = np.multiply(w, v)
            s = np.add(s_carry, t, s_carry)
            s_carry = s
        return s
    """
    assert "np.add(s_carry, t, s_carry)" in nest(source)


def test_a_value_does_not_move_into_a_loop_body_or_out_of_one() -> None:
    source = """
        a = np.sin(x)
        for i in range(3):
            b = np.add(a, y)
            c = np.cos(b)
            d_steps.append(c)
        return d_steps
    """
    assert nest(source) == (
        "a = np.sin(x)\nfor i in range(3):\n    c = np.cos(np.add(a, y))\n    d_steps.append(c)"
        "\nreturn d_steps"
    )


def test_scalars_and_non_ufunc_calls_stay() -> None:
    source = """
        a = np.sin(x)
        b = np.sum(a)
        c = np.multiply(k, 2.0)
        d = np.add(c, y)
        return (b, d)
    """
    assert nest(source, scalars=("c",)).splitlines()[2] == "c = np.multiply(k, 2.0)"


def energy(x: Any) -> Any:
    """benchmarks/vmap.py's Hessian case: element-wise chains around in-place index sums."""
    from benchmarks import vmap

    return vmap.energy(np, x)


def rnn_loss(w: Any, xs: Any) -> Any:
    h = np.zeros(w.shape[0])
    for t in range(xs.shape[0]):
        h = np.tanh(w @ h + xs[t])
    return np.sum(np.exp(-h) * np.sin(h) + h**2)


@pytest.mark.parametrize(
    ("transform", "args"),
    [
        (lambda: dg.hessian(energy), (np.random.default_rng(0).standard_normal(12),)),
        (
            lambda: dg.grad(rnn_loss),
            (np.eye(4) * 0.5, np.random.default_rng(1).normal(size=(9, 4))),
        ),
    ],
)
def test_nested_native_code_equals_the_statements_bit_for_bit(
    transform: Any, args: tuple[Any, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("numba", reason="Numba is the optional 'native' extra")
    fused = dg.compile(transform(), backend="numba")
    fused(*args)  # traces
    got = fused(*args)
    assert fused.whole and "np.add(np." in fused.source, fused.fallback
    monkeypatch.setattr(array_exprs, "nested", lambda statements, values: statements)
    plain = dg.compile(transform(), backend="numba")
    plain(*args)
    want = plain(*args)
    assert plain.whole and plain.source != fused.source
    for g, w in zip(np.atleast_1d(got), np.atleast_1d(want), strict=True):
        np.testing.assert_array_equal(np.asarray(g).view(np.int64), np.asarray(w).view(np.int64))
    eager = transform()(*args)
    for g, e in zip(np.atleast_1d(got), np.atleast_1d(eager), strict=True):
        np.testing.assert_allclose(g, e, rtol=1e-12, atol=1e-13)
