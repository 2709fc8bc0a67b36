"""Users' own specs: `extends: derivgen` reaches the bundled ops; `register` differentiates them.

Every derivative is checked against central differences of the user's forward functions.
"""

from __future__ import annotations

import hashlib
import importlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

import derivgen as dg
from derivgen.codegen.model.errors import SpecErrors
from derivgen.codegen.model.spec import parse_spec
from derivgen.codegen.render import render_package
from derivgen.ops import registry
from tests.differences import central_gradient, central_hessian

ROOT = Path(__file__).resolve().parent.parent

USER_SPEC = """\
- extends: derivgen

- name: cube(Tensor self) -> Tensor
  forward: self ** 3
  elementwise: true
  self: grad * 3 * self ** 2
  tests:
    cases: [{self: [5]}]

- name: sin_squared(Tensor self) -> Tensor
  forward: np.sin(self) ** 2
  elementwise: true
  self: 2 * grad * sin(self) * cos(self)
  tests:
    cases: [{self: [5]}]

- name: axpy(Tensor a, Tensor x, Tensor y) -> Tensor
  forward: a * x + y
  elementwise: true
  a: grad * x
  x: grad * a
  y: grad
  tests:
    cases: [{a: [3, 1], x: [4], y: [1, 4]}]

- name: rowsum(Tensor self) -> Tensor
  forward: np.sum(self, axis=-1)
  linear: true
  self: expand_reduced(grad, self.shape, -1)
  tests:
    cases: [{self: [2, 3]}]
"""

# A second package that also defines `cube`, with a rule that can be told apart (2 x**3).
OTHER_SPEC = """\
- extends: derivgen
- name: cube(Tensor self) -> Tensor
  forward: 2 * self ** 3
  elementwise: true
  self: grad * 6 * self ** 2
  tests:
    cases: [{self: [5]}]
"""

# An op for a NumPy function that derivgen has no rule for (np.nextafter).
MISSING_SPEC = """\
- extends: derivgen
- name: next_toward(Tensor self, Tensor other) -> Tensor
  numpy: nextafter
  elementwise: true
  self: grad
  other: non_differentiable
  tests:
    cases: [{self: [5], other: [5]}]
"""

# An op mirroring np.sin, which the bundled 'sin' already differentiates, and one that
# replaces the bundled 'tanh'. Their rules are deliberately 3 and 2 times the derivative,
# so that a test sees which rule a traced call used.
MIRROR_SPEC = """\
- extends: derivgen
- name: loud_sin(Tensor self) -> Tensor
  numpy: sin
  elementwise: true
  self: 3 * grad * cos(self)
  tests:
    cases: [{self: [5]}]
- name: tanh(Tensor self) -> Tensor
  numpy: tanh
  replace: true
  elementwise: true
  self: 2 * grad * (1 - result * result)
  tests:
    cases: [{self: [5]}]
"""


def _import_generated(root: Path, name: str, spec_text: str) -> ModuleType:
    files = render_package(parse_spec(spec_text, f"{name}.yaml"))
    package = root / name
    package.mkdir(parents=True)
    for file, text in files.items():
        (package / file).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(root))


@pytest.fixture(scope="module")
def packages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, ModuleType]]:
    root = tmp_path_factory.mktemp("user_packages")
    names = {"user": USER_SPEC, "other": OTHER_SPEC, "mirror": MIRROR_SPEC, "missing": MISSING_SPEC}
    modules = {key: _import_generated(root, f"userspec_{key}", text) for key, text in names.items()}
    yield modules
    for module in modules.values():
        for loaded in [m for m in sys.modules if m.split(".")[0] == module.__name__]:
            del sys.modules[loaded]


@pytest.fixture(autouse=True)
def _no_leaked_registrations() -> Iterator[None]:
    before = registry.list_ops()
    yield
    leaked = list(registry._layers)
    registry._layers.clear()
    registry._changed()
    assert not leaked, f"a test left packages registered: {[m.__name__ for m, _ in leaked]}"
    assert registry.list_ops() == before


@pytest.fixture
def user(packages: dict[str, ModuleType]) -> Iterator[ModuleType]:
    dg.register(packages["user"])
    yield packages["user"]
    dg.unregister(packages["user"])


RNG = np.random.default_rng(0)
X = RNG.uniform(-1.5, 1.5, 5)


def test_unregistered_op_says_to_register(packages: dict[str, ModuleType]) -> None:
    user = packages["user"]
    message = (
        r"op 'cube' of userspec_user.ops is not registered; call derivgen.register\(userspec_user\)"
    )
    with pytest.raises(TypeError, match=message):
        dg.grad(lambda x: user.cube(x).sum())(X)
    with pytest.raises(TypeError, match="'cube' is not a registered op"):
        dg.get_backward("cube")


def test_grad_of_user_ops(user: ModuleType) -> None:
    def f(x: np.ndarray) -> float:
        return np.sum(user.cube(x) * user.sin_squared(x) + np.exp(x))

    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-7, atol=1e-9)


def test_broadcasting_multi_argument_op(user: ModuleType) -> None:
    a, x, y = RNG.normal(size=(3, 1)), RNG.normal(size=4), RNG.normal(size=(1, 4))

    def f(a: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
        return np.sum(np.tanh(user.axpy(a, x, y)))

    grads = dg.grad(f, argnums=(0, 1, 2))(a, x, y)
    expected = (
        central_gradient(lambda a_: f(a_, x, y), a),
        central_gradient(lambda x_: f(a, x_, y), x),
        central_gradient(lambda y_: f(a, x, y_), y),
    )
    for got, want in zip(grads, expected, strict=True):
        assert got.shape == want.shape
        np.testing.assert_allclose(got, want, rtol=1e-7, atol=1e-9)


def test_vjp_and_jvp_agree_with_central_differences(user: ModuleType) -> None:
    def f(x: np.ndarray) -> np.ndarray:
        return user.axpy(user.cube(x), user.sin_squared(x), x)

    tangent, cotangent = RNG.normal(size=5), RNG.normal(size=5)
    out, vjp_fn = dg.vjp(f, X)
    (pulled,) = vjp_fn(cotangent)
    np.testing.assert_allclose(out, f(X))
    np.testing.assert_allclose(
        pulled, central_gradient(lambda x: float(f(x) @ cotangent), X), rtol=1e-7, atol=1e-9
    )
    out, pushed = dg.jvp(f, (X,), (tangent,))
    h = 1e-6
    expected = (f(X + h * tangent) - f(X - h * tangent)) / (2 * h)
    np.testing.assert_allclose(pushed, expected, rtol=1e-7, atol=1e-9)
    # The forward and reverse rules are each other's transpose (the dot-product test).
    assert float(pushed @ cotangent) == pytest.approx(float(pulled @ tangent), rel=1e-12)


def test_second_order(user: ModuleType) -> None:
    def f(x: np.ndarray) -> float:
        return np.sum(user.cube(x) * user.sin_squared(x)) + np.sum(user.axpy(x, x, x) ** 2)

    np.testing.assert_allclose(dg.hessian(f)(X), central_hessian(f, X), rtol=1e-5, atol=1e-6)
    # Forward over reverse goes through the generated jvp rules of the user's ops.
    tangent = RNG.normal(size=5)
    _, hvp = dg.jvp(dg.grad(f), (X,), (tangent,))
    np.testing.assert_allclose(hvp, central_hessian(f, X) @ tangent, rtol=1e-5, atol=1e-6)


def test_an_op_whose_backward_calls_a_bundled_helper(user: ModuleType) -> None:
    """rowsum's backward calls the bundled expand_reduced, which mirrors no NumPy function."""
    # Its own generator (not the module's, whose draws depend on which tests ran first), and
    # |m| < 1: at 2, sin(sum of cubes) has fourth derivatives near 1e4, and the central
    # Hessian's h^2 error reached the tolerance.
    m = np.random.default_rng(228).uniform(-1, 1, (3, 4))

    def f(m: np.ndarray) -> float:
        return np.sum(np.sin(user.rowsum(user.cube(m))))

    np.testing.assert_allclose(dg.grad(f)(m), central_gradient(f, m), rtol=1e-7, atol=1e-9)
    tangent = RNG.normal(size=(3, 4))
    _, pushed = dg.jvp(f, (m,), (tangent,))
    h = 1e-6
    assert float(pushed) == pytest.approx((f(m + h * tangent) - f(m - h * tangent)) / (2 * h))
    hessian = dg.hessian(lambda v: f(v.reshape(3, 4)))(m.ravel())
    expected = central_hessian(lambda v: f(v.reshape(3, 4)), m.ravel())
    np.testing.assert_allclose(hessian, expected, rtol=1e-5, atol=1e-5)


def test_a_numpy_function_derivgen_lacks_is_added_by_a_users_op(
    packages: dict[str, ModuleType],
) -> None:
    def f(x: np.ndarray) -> float:
        return np.sum(np.sin(np.nextafter(x, np.inf)) * x)

    # If derivgen ever bundles np.nextafter, this test needs another missing function.
    with pytest.raises(TypeError, match="nextafter has no registered derivative"):
        dg.grad(f)(X)
    dg.register(packages["missing"])
    try:
        np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-7, atol=1e-9)
    finally:
        dg.unregister(packages["missing"])


def test_lookups_know_the_user_ops(user: ModuleType) -> None:
    assert dg.get_backward("cube").__wrapped__ is user.backward.cube_backward
    assert dg.register("userspec_user") == tuple(user.OPS)  # by name; already registered
    assert dg.op_info(user.cube).signature == "cube(Tensor self) -> Tensor"
    assert {"cube", "sin_squared", "axpy"} <= set(dg.list_ops())
    x = np.array([0.5, -2.0])
    np.testing.assert_allclose(dg.get_grad("cube")(x), 3 * x**2)
    np.testing.assert_allclose(dg.get_backward("cube")(np.ones(2), self=x), 3 * x**2)


def test_the_generated_package_imports_bundled_ops_rather_than_copying_them(
    user: ModuleType,
) -> None:
    source = Path(user.backward.__file__).read_text(encoding="utf-8")
    assert "from derivgen.generated import ops as bundled" in source
    assert "bundled.sum_to(" in source  # axpy undoes broadcasting with the bundled sum_to
    assert "bundled.expand_reduced(" in source  # a bundled op that is not a NumPy mirror
    assert set(user.OPS) == {"cube", "sin_squared", "axpy", "rowsum"}
    # The header hashes the bundled spec too, so `--check` sees when the bundled ops change.
    bundled = hashlib.sha256((ROOT / "derivatives.yaml").read_bytes()).hexdigest()
    assert source.startswith("# @generated from userspec_user.yaml (sha256: ")
    assert f"extending derivatives.yaml (sha256: {bundled}). Do not edit.\n" in source


def test_a_taken_name_is_an_error_unless_replaced(
    user: ModuleType, packages: dict[str, ModuleType]
) -> None:
    other = packages["other"]
    dg.register(user)  # the same package again: nothing to do
    # Tracing the unregistered package's cube must not borrow the registered cube's rule.
    with pytest.raises(TypeError, match=r"the registered 'cube' is userspec_user.ops's"):
        dg.grad(lambda x: other.cube(x).sum())(X)
    with pytest.raises(ValueError, match=r"userspec_other: op 'cube' is already registered"):
        dg.register(other)
    assert dg.get_backward("cube").__wrapped__ is user.backward.cube_backward
    dg.register(other, replace=True)
    try:
        assert dg.get_backward("cube").__wrapped__ is other.backward.cube_backward
        np.testing.assert_allclose(dg.grad(lambda x: other.cube(x).sum())(X), 6 * X**2)
        # The replaced package's own function keeps its own rule.
        np.testing.assert_allclose(dg.grad(lambda x: user.cube(x).sum())(X), 3 * X**2)
    finally:
        dg.unregister(other)
    assert dg.get_backward("cube").__wrapped__ is user.backward.cube_backward
    np.testing.assert_allclose(dg.grad(lambda x: user.cube(x).sum())(X), 3 * X**2)


def test_replacing_a_mirrored_numpy_function(packages: dict[str, ModuleType]) -> None:
    mirror = packages["mirror"]
    bundled_rule = dg.grad(lambda x: np.sin(x).sum())(X)  # warms the dispatch caches
    bundled_tanh = dg.get_backward("tanh")
    with pytest.raises(ValueError) as clash:
        dg.register(mirror)
    assert str(clash.value) == (
        "cannot register userspec_mirror: op 'tanh' is already registered; op 'loud_sin' "
        "mirrors numpy.sin, which op 'sin' already differentiates. Rename the op in your "
        "spec, or pass replace=True to use your rules instead"
    )
    dg.register(mirror, replace=True)
    try:
        np.testing.assert_allclose(dg.grad(lambda x: np.sin(x).sum())(X), 3 * np.cos(X))
        np.testing.assert_allclose(dg.grad(lambda x: np.tanh(x).sum())(X), 2 / np.cosh(X) ** 2)
        assert dg.get_backward("tanh").__wrapped__ is mirror.backward.tanh_backward
        np.testing.assert_allclose(dg.grad(lambda x: (x * 2.0).sum())(X), 2.0)
    finally:
        dg.unregister(mirror)
    np.testing.assert_allclose(dg.grad(lambda x: np.sin(x).sum())(X), bundled_rule)
    assert dg.get_backward("tanh") is bundled_tanh  # the same wrapper


def test_a_regenerated_package_takes_the_place_of_its_earlier_registration(
    tmp_path: Path,
) -> None:
    first = _import_generated(tmp_path / "first", "userspec_again", OTHER_SPEC)
    dg.register(first)
    try:
        np.testing.assert_allclose(dg.grad(lambda x: first.cube(x).sum())(X), 6 * X**2)
        for loaded in [m for m in sys.modules if m.split(".")[0] == "userspec_again"]:
            del sys.modules[loaded]
        second = _import_generated(tmp_path / "second", "userspec_again", USER_SPEC)
        assert dg.register(second)[0] == "cube"  # no clash with its own earlier version
        np.testing.assert_allclose(dg.grad(lambda x: second.cube(x).sum())(X), 3 * X**2)
        assert dg.get_backward("cube").__wrapped__ is second.backward.cube_backward
    finally:
        dg.unregister("userspec_again")
        for loaded in [m for m in sys.modules if m.split(".")[0] == "userspec_again"]:
            del sys.modules[loaded]


def test_register_rejects_what_is_not_a_generated_package() -> None:
    with pytest.raises(TypeError, match="has no OPS mapping"):
        dg.register(np)
    with pytest.raises(TypeError, match=r"\(a module\), not test_user_specs"):
        dg.register(lambda: None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="is not registered"):
        dg.unregister(np)


# ---------------------------------------------------------------- resolving names in the spec


def line_of(text: str, start: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def spec_errors(text: str) -> list[str]:
    with pytest.raises(SpecErrors) as info:
        parse_spec(text, "my.yaml")
    return [str(e) for e in info.value.errors]


def test_without_extends_the_bundled_ops_are_suggested() -> None:
    """One line per formula that calls bundled ops, naming them and the fix (issue 26)."""
    text = USER_SPEC.replace("- extends: derivgen\n", "")
    errors = spec_errors(text)
    hint = "add '- extends: derivgen' as the first item of the spec to call the bundled ops"
    assert errors[0] == (
        f"my.yaml:5: cube: the formula for 'self' calls the bundled ops 'multiply', 'power': "
        f"{hint} without copying them"
    )
    assert len(errors) == 5 and all(hint in error for error in errors)  # one per formula
    assert not any("needs op" in error or "unknown op" in error for error in errors)


def test_an_unknown_op_that_is_not_bundled_is_named_with_the_hint() -> None:
    text = USER_SPEC.replace("- extends: derivgen\n", "").replace(
        "self: grad * 3 * self ** 2", "self: grad * 3 * slef_op(self)"
    )
    cube = [error for error in spec_errors(text) if error.startswith("my.yaml:5:")]
    assert cube == [
        "my.yaml:5: cube: the formula for 'self' calls the bundled op 'multiply': add '- extends: "
        "derivgen' as the first item of the spec to call the bundled ops without copying them",
        "my.yaml:5: cube: unknown op 'slef_op' in the formula for 'self'",
    ]


def test_redefining_a_bundled_op_names_both_lines() -> None:
    text = USER_SPEC + (
        "\n- name: sinh(Tensor self) -> Tensor\n  numpy: sinh\n  self: grad * cosh(self)\n"
        "  tests: {cases: [{self: [3]}]}\n"
    )
    bundled_line = line_of((ROOT / "derivatives.yaml").read_text(), "- name: sinh(")
    own_line = line_of(text, "- name: sinh(")
    assert spec_errors(text) == [
        f"my.yaml:{own_line}: sinh: redefines the bundled op 'sinh' defined at derivatives.yaml:"
        f"{bundled_line}; rename it, or add 'replace: true' to use this definition in its place"
    ]
    replaced = parse_spec(text.replace("  numpy: sinh\n", "  numpy: sinh\n  replace: true\n"), "m")
    assert [op.name for op in replaced.ops][-1] == "sinh"
    assert "sinh" not in {op.name for op in replaced.base_ops()}


@pytest.mark.parametrize(
    "text, error",
    [
        (
            USER_SPEC.replace("- extends: derivgen\n", "") + "- extends: derivgen\n",
            f"my.yaml:{len(USER_SPEC.splitlines())}: 'extends' must be the first item",
        ),
        (
            USER_SPEC.replace("extends: derivgen", "extends: numpy"),
            "my.yaml:1: cannot extend 'numpy'; the only base is 'derivgen' (the ops bundled "
            "with derivgen)",
        ),
        (
            USER_SPEC.replace("- extends: derivgen\n", "- extends: derivgen\n  numpy: sin\n"),
            "my.yaml:1: 'extends' stands alone; 'numpy' is here",
        ),
        (
            USER_SPEC.replace("  forward: self ** 3\n", "  forward: self ** 3\n  replace: true\n"),
            "my.yaml:5: cube: 'replace: true', but there is no bundled op 'cube' to replace",
        ),
        (
            "extends: derivgen\nops: []\n",
            "my.yaml:1: the top level must be a list of ops; write '- extends: derivgen' as its "
            "first item",
        ),
    ],
)
def test_bad_extends(text: str, error: str) -> None:
    assert error in spec_errors(text)


def test_the_command_line_workflow(tmp_path: Path) -> None:
    """The README's steps: write my.yaml, `derivgen generate`, import, register, grad."""
    (tmp_path / "my.yaml").write_text(USER_SPEC, encoding="utf-8")
    script = (
        "import numpy as np, derivgen as dg, mypkg\n"
        "dg.register(mypkg)\n"
        "print(dg.grad(lambda x: mypkg.cube(x).sum())(np.array([1.0, -2.0])))\n"
    )
    run = [sys.executable, "-m", "derivgen", "generate", "--spec", "my.yaml", "--out", "mypkg"]
    generated = subprocess.run(run, cwd=tmp_path, capture_output=True, text=True)
    assert generated.returncode == 0, generated.stderr
    used = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True
    )
    assert used.returncode == 0, used.stderr
    assert used.stdout.split() == ["[", "3.", "12.]"]
    show = [sys.executable, "-m", "derivgen", "show", "cube", "--package", "mypkg"]
    shown = subprocess.run(show, cwd=tmp_path, capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("cube(Tensor self) -> Tensor\n  defined at my.yaml:3\n")
    assert "def cube_backward(grad, *, self):" in shown.stdout
    missing = subprocess.run(show[:-1] + ["nopkg"], cwd=tmp_path, capture_output=True, text=True)
    assert missing.returncode == 2
    assert missing.stderr.startswith("derivgen: cannot import package 'nopkg'")


def test_compiled_user_ops_match_eager(user: ModuleType) -> None:
    """dg.compile records a package's ops by their module (Staged.__derivgen_apply__)."""

    def f(x: np.ndarray) -> float:
        return np.sum(user.cube(x) * user.sin_squared(x) + user.rowsum(x[None, :]))

    compiled = dg.compile(f)
    gradient = dg.compile(dg.grad(f))
    for x in (X, X * 0.9, X):
        np.testing.assert_allclose(compiled(x), f(x), rtol=1e-13)
        np.testing.assert_allclose(gradient(x), dg.grad(f)(x), rtol=1e-13)
    np.testing.assert_allclose(gradient(X), central_gradient(f, X), rtol=1e-7, atol=1e-9)
