"""Errors inside traced code name the call that caused them and say how to fix it."""

from __future__ import annotations

import re
import sys

import numpy as np
import pytest
import scipy.linalg
import scipy.special

import derivgen as dg
from derivgen.codegen.cli import main as generate
from derivgen.trace.unregistered import FORMULA

X = np.array([0.5, 1.5, 2.5])


def _message(f, x=X) -> str:
    with pytest.raises(TypeError) as caught:
        dg.grad(lambda x: np.sum(f(x)))(x)
    return str(caught.value)


def test_np_array_of_traced_values_suggests_np_stack() -> None:
    message = _message(lambda x: np.array([x, 2 * x]))
    assert message.startswith("np.array([x, 2 * x]) (")
    assert "np.stack([...])" in message


def test_each_conversion_names_its_call() -> None:
    rng = np.random.default_rng(0)
    assert _message(lambda x: np.asarray(x)).startswith("np.asarray(x) (")
    assert _message(lambda x: np.vectorize(np.sin)(x)).startswith("np.vectorize(np.sin)(x) (")
    assert _message(lambda x: rng.normal(loc=x)).startswith("rng.normal(loc=x) (")
    m = np.array([[1.0, 0.5], [0.5, 2.0]])
    message = _message(lambda m: scipy.linalg.cosm(m), m)  # (expm is an op now)
    assert message.startswith("scipy.linalg.cosm(m) (")
    assert "test_named_errors.py:" in message  # where the call is
    assert "derivgen.stop_gradient" in message


@pytest.mark.parametrize(
    ("f", "x", "path"),
    [
        # (np.fft and np.linalg, the submodule examples before, are fully registered now)
        (np.sort_complex, X, "np.sort_complex"),
        (lambda x: scipy.special.struve(1.0, x), X, "scipy.special.struve"),
        (lambda x: np.nextafter(x, x), X, "np.nextafter"),
    ],
    ids=["function", "scipy-ufunc", "numpy-ufunc"],
)
def test_unregistered_functions_are_named_by_their_public_path(f, x, path, tmp_path) -> None:
    message = _message(lambda x: np.real(f(x)), x)
    assert message.startswith(f"{path} has no registered derivative")
    # The advice is a spec of the user's own, never the bundled derivatives.yaml (inside
    # site-packages once installed), and a command an installed user has.
    assert "derivgen generate --spec my.yaml --out mypkg" in message
    assert "derivgen.register(mypkg)" in message
    assert "python -m codegen" not in message and "in derivatives.yaml" not in message
    # The advice is a spec the generator accepts once its formulas are written.
    entry = message.split("\n\n", 1)[1]
    assert entry.startswith("- extends: derivgen\n- name: ")
    assert FORMULA in entry
    spec = tmp_path / "mine.yaml"
    spec.write_text(entry.replace(FORMULA, "grad") + "\n")
    assert generate(["--spec", str(spec), "--out", str(tmp_path / "mine")]) == 0
    source = re.search(r"^  (numpy|scipy): (\S+)$", entry, re.MULTILINE)
    assert source is not None
    assert f"{'np' if source[1] == 'numpy' else 'scipy'}.{source[2]}" == path


def test_saved_values_of_generated_backwards_are_keyword_only() -> None:
    g, x = np.ones(3), X
    with pytest.raises(TypeError, match="positional argument"):
        dg.get_backward("tanh")(g, x)  # x is not tanh's result: a mix-up, refused
    np.testing.assert_allclose(dg.get_backward("tanh")(g, result=np.tanh(x)), 1 - np.tanh(x) ** 2)
    with pytest.raises(TypeError, match="positional argument"):
        dg.get_backward("multiply")(g, x, x)
    gx, gy = dg.get_backward("multiply")(g, self=x, other=2 * x)
    np.testing.assert_array_equal(gx, 2 * x)
    np.testing.assert_array_equal(gy, x)


@pytest.mark.skipif(sys.version_info >= (3, 11), reason="Python 3.11+ reads co_positions")
def test_the_call_is_read_from_the_ast_on_python_3_10() -> None:
    """Python 3.10 has no co_positions: the call is matched with its node in the AST."""
    from derivgen.trace.frames import call_text

    seen: list[str | None] = []

    def here(*_: object, **__: object) -> int:
        seen.append(call_text(sys._getframe(1)))
        return 1

    def f(x: int) -> int:
        y = here(x) + here(
            here(x), k=2)  # fmt: skip
        return y + (lambda z: here(z, z))(x)

    f(0)
    assert seen == ["here(x)", "here(x)", "here( here(x), k=2)", "here(z, z)"]
