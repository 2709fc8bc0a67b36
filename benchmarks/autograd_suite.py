"""HIPS autograd's own test suite run on derivgen: ``python -m benchmarks.autograd_suite PATH``.

PATH is an autograd checkout. Its tests/ are copied to a temporary directory beside a shim
package ``autograd`` mapping autograd.numpy to derivgen.numpy and autograd's API (grad,
jacobian, make_vjp, check_grads, ...) to derivgen's; pytest runs them and the pass rate is
printed. ``--real`` turns autograd's complex-input checks off. No autograd code is used.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# Files exercising the NumPy surface through the public API (the rest test autograd's internals).
FILES = (
    "test_binary_ops.py test_complex.py test_fft.py test_graphs.py test_jacobian.py "
    "test_linalg.py test_numpy.py test_scalar_ops.py test_systematic.py test_truediv.py"
).split()

NUMPY = """
import derivgen.numpy as _target
from derivgen.numpy import *  # noqa: F403
def __getattr__(name): return getattr(_target, name)
"""
SUB = """
import derivgen.numpy.{0} as _target
from derivgen.numpy.{0} import *  # noqa: F403
def __getattr__(name): return getattr(_target, name)
"""
API = """
import numpy as _onp
import derivgen as dg
from builtins import dict, isinstance, list, tuple, type  # noqa: F401
from autograd.wrap_util import unary_to_nary

from autograd import core as _core
make_vjp = unary_to_nary(_core.make_vjp)
make_jvp = unary_to_nary(_core.make_jvp)

def grad(fun, argnum=0): return dg.grad(fun, argnums=argnum)
def value_and_grad(fun, argnum=0): return dg.value_and_grad(fun, argnums=argnum)
def jacobian(fun, argnum=0): return dg.jacobian(fun, argnums=argnum)
def hessian(fun, argnum=0): return dg.hessian(fun, argnums=argnum)

@unary_to_nary
def elementwise_grad(fun, x):
    vjp, ans = make_vjp(fun, x)
    return vjp(_onp.ones_like(ans))

@unary_to_nary
def deriv(fun, x):
    return make_jvp(fun, x)(_onp.ones_like(x))[1]

@unary_to_nary
def holomorphic_grad(fun, x):
    return dg.grad(lambda x: dg.numpy.real(fun(x)))(x)
import derivgen.numpy  # noqa: E402
"""
CORE = """
import numpy as _onp
import derivgen as dg

def make_vjp(fun, x):
    ans, pullback = dg.vjp(fun, x)
    return (lambda g: pullback(g)[0]), ans

def make_jvp(fun, x):
    return lambda v: dg.jvp(fun, (x,), (v,))

class VSpace:
    def __init__(self, value):
        self.value = value
        if isinstance(value, (list, tuple)):
            self.parts = [vspace(v) for v in value]
            self.key = (type(value).__name__, tuple(p.key for p in self.parts))
        elif isinstance(value, dict):
            self.parts = {k: vspace(v) for k, v in value.items()}
            self.key = ("dict", tuple((k, p.key) for k, p in self.parts.items()))
        else:
            self.parts = None
            self.complex = _onp.iscomplexobj(value)
            self.key = (self.complex, _onp.shape(value))
    iscomplex = property(lambda self: self.parts is None and self.complex)
    def __eq__(self, other): return self.key == other.key
    def __repr__(self): return f"VSpace{self.key}"
    def _map(self, f, *xs):
        if isinstance(self.parts, list):
            parts = enumerate(self.parts)
            return type(self.value)(p._map(f, *(x[i] for x in xs)) for i, p in parts)
        if isinstance(self.parts, dict):
            return {k: p._map(f, *(x[k] for x in xs)) for k, p in self.parts.items()}
        return f(self, *xs)
    def add(self, x, y): return self._map(lambda s, a, b: a + b, x, y)
    def scalar_mul(self, x, c): return self._map(lambda s, a: a * c, x)
    def covector(self, x): return self._map(lambda s, a: _onp.conj(a) if s.complex else a, x)
    def randn(self):
        def one(s):
            r = _onp.random.randn(*_onp.shape(s.value))
            return r + 1j * _onp.random.randn(*_onp.shape(s.value)) if s.complex else r
        return self._map(lambda s: one(s))
    def inner_prod(self, x, y):
        if isinstance(self.parts, list):
            return sum(p.inner_prod(a, b) for p, a, b in zip(self.parts, x, y))
        if isinstance(self.parts, dict):
            return sum(p.inner_prod(x[k], y[k]) for k, p in self.parts.items())
        return _onp.real(_onp.vdot(_onp.asarray(x), _onp.asarray(y)))

def vspace(value): return VSpace(value)
"""
WRAP = """
from functools import wraps

def unary_to_nary(unary_operator):
    @wraps(unary_operator)
    def nary_operator(fun, argnum=0, *op_args, **op_kwargs):
        @wraps(fun)
        def nary_f(*args, **kwargs):
            def unary_f(x):
                if isinstance(argnum, int):
                    subargs = list(args); subargs[argnum] = x
                else:
                    subargs = list(args)
                    for i, v in zip(argnum, x): subargs[i] = v
                return fun(*subargs, **kwargs)
            x = args[argnum] if isinstance(argnum, int) else tuple(args[i] for i in argnum)
            return unary_operator(unary_f, x, *op_args, **op_kwargs)
        return nary_f
    return nary_operator

def get_name(f): return getattr(f, "__name__", "[unknown name]")
"""


def _test_util(checkout: Path) -> str:
    # check_grads' logic is autograd's own test utility, run on the shim's make_vjp/vspace.
    return (checkout / "autograd" / "test_util.py").read_text().replace("from .", "from autograd.")


def install(directory: Path, checkout: Path) -> None:
    package = directory / "autograd"
    (package / "numpy").mkdir(parents=True)
    (package / "__init__.py").write_text(API)
    (package / "core.py").write_text(CORE)
    (package / "wrap_util.py").write_text(WRAP)
    (package / "test_util.py").write_text(_test_util(checkout))
    (package / "numpy" / "__init__.py").write_text(NUMPY)
    for sub in ("random", "linalg", "fft"):
        (package / "numpy" / f"{sub}.py").write_text(SUB.format(sub))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("checkout", type=Path)
    parser.add_argument("--real", action="store_true", help="turn complex-input checks off")
    parser.add_argument("-k", default=None)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        install(root, options.checkout)
        tests = root / "tests"
        shutil.copytree(options.checkout / "tests", tests)
        files = [f for f in FILES if not (options.real and f == "test_complex.py")]
        if options.real:
            utils = tests / "numpy_utils.py"
            utils.write_text(utils.read_text().replace("test_complex=True", "test_complex=False"))
        paths = [str(tests / f) for f in files]
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o",
                   "addopts=", "--rootdir", str(root), *paths]  # fmt: skip
        if options.k:
            command += ["-k", options.k]
        (root / "pytest.ini").write_text("[pytest]\n")
        env_path = f"{root}:{Path(__file__).resolve().parents[1]}"
        done = subprocess.run(command, cwd=root, capture_output=True, text=True,
                              env={**__import__("os").environ, "PYTHONPATH": env_path})  # fmt: skip
        print(done.stdout[-6000:])
        counts = {k: int(n) for n, k in re.findall(r"(\d+) (passed|failed|error)", done.stdout)}
        ran = sum(counts.values())
        passed = counts.get("passed", 0)
        print(f"pass rate: {passed}/{ran} = {passed / max(ran, 1):.1%}")


if __name__ == "__main__":
    main()
