"""First use: ``import derivgen`` and a first grad leave SciPy unimported, yet SciPy calls dispatch.

Each test runs in a fresh interpreter, since the point is what a new process imports.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap


def _run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


# Modules a first use must not import: SciPy (about 0.3 s, more than NumPy), numpy.ma.
HEAVY = "m == 'scipy' or m.startswith('scipy.') or m == 'numpy.ma'"


def test_first_grad_imports_no_scipy() -> None:
    out = _run(
        f"""
        import sys
        import numpy as np
        import derivgen as dg

        x = np.array([0.3, -1.2, 2.0])
        g = dg.grad(lambda x: np.sin(x).sum())(x)
        assert np.allclose(g, np.cos(x), rtol=1e-14, atol=0), g
        print(sorted(m for m in sys.modules if {HEAVY}))
        """
    )
    assert out.strip() == "[]", f"import derivgen and a first grad imported {out.strip()}"


def test_other_first_uses_import_no_scipy() -> None:
    out = _run(
        f"""
        import sys
        import numpy as np
        import derivgen as dg

        def f(x):
            return (np.tanh(x) * x).sum()

        x = np.array([0.3, -1.2, 2.0])
        want = np.tanh(x) + x / np.cosh(x) ** 2
        assert np.allclose(dg.compile(dg.grad(f))(x), want, rtol=1e-13)
        assert np.allclose(dg.jvp(f, (x,), (np.ones(3),))[1], want.sum(), rtol=1e-13)
        assert np.allclose(np.diag(dg.hessian(f)(x)), dg.jacfwd(dg.grad(f))(x).diagonal())
        dg.get_backward("sin")
        print(sorted(m for m in sys.modules if {HEAVY}))
        """
    )
    assert out.strip() == "[]", f"a first compile, jvp or hessian imported {out.strip()}"


def test_scipy_imported_after_derivgen_still_dispatches() -> None:
    # The first grad builds the function-to-op table while SciPy and numpy.fft are not
    # imported yet; their functions must still reach their ops afterwards, not be refused
    # or (worse) computed without their derivative.
    _run(
        """
        import sys
        import numpy as np
        import derivgen as dg

        x = np.array([0.3, -1.2, 2.0])
        dg.grad(lambda x: np.sin(x).sum())(x)
        assert "scipy.special" not in sys.modules

        import scipy.linalg
        import scipy.special
        import derivgen.scipy

        def central(f, x, h=1e-6):
            g = np.zeros_like(x)
            for i in np.ndindex(x.shape):
                e = np.zeros_like(x)
                e[i] = h
                g[i] = (f(x + e) - f(x - e)) / (2 * h)
            return g

        def erf_sum(x):
            return (scipy.special.erf(x) * x).sum()

        got = dg.grad(erf_sum)(x)
        want = scipy.special.erf(x) + x * 2 / np.sqrt(np.pi) * np.exp(-x * x)
        assert np.allclose(got, want, rtol=1e-12), (got, want)

        got = dg.grad(lambda x: derivgen.scipy.special.logsumexp(x))(x)
        want = np.exp(x) / np.exp(x).sum()  # the softmax
        assert np.allclose(got, want, rtol=1e-12), (got, want)

        a = np.array([[0.1, 0.4], [-0.3, 0.2]])
        w = np.array([[1.0, -2.0], [0.5, 3.0]])

        def expm_dot(a):
            return (derivgen.scipy.linalg.expm(a) * w).sum()

        got = dg.grad(expm_dot)(a)
        assert np.allclose(got, central(expm_dot, a), rtol=1e-7, atol=1e-9), got

        def fft_power(x):
            return (np.abs(np.fft.fft(x)) ** 2).sum()  # Parseval: 3 * |x|^2, gradient 6 x

        got = dg.grad(fft_power)(x)
        assert np.allclose(got, 6 * x, rtol=1e-12), got
        """
    )


def test_generated_ops_import_scipy_on_first_use() -> None:
    out = _run(
        """
        import sys
        import numpy as np
        from derivgen.generated import backward, ops

        before = "scipy.special" in sys.modules
        value = ops.erf(np.array([0.5]))
        print(before, "scipy.special" in sys.modules, value[0])
        """
    )
    before, after, value = out.split()
    assert (before, after) == ("False", "True")
    assert abs(float(value) - 0.5204998778130465) < 1e-15  # erf(0.5), from tables


def test_lazy_package_gives_the_real_submodule_and_names_a_missing_one() -> None:
    _run(
        """
        import sys
        from derivgen.numeric.lazy import LazyPackage

        scipy = LazyPackage("scipy")
        assert scipy.linalg is sys.modules["scipy.linalg"]
        assert scipy.linalg is scipy.linalg  # held after the first access
        try:
            scipy.no_such_module
        except AttributeError as error:
            assert "no submodule 'no_such_module'" in str(error), error
        else:
            raise AssertionError("a missing submodule was not an AttributeError")
        """
    )


# Imported only when used: the compiler (derivgen.compile.core and its passes; dg.compile
# imports it on its first call) with its random-draw watch and calibration (numpy.random,
# hashlib, threading), vmap's batching rules, SymPy, the generator's PyYAML and Jinja2.
LAZY = (
    "scipy",
    "numpy.ma",
    "numpy.random",
    "hashlib",
    "threading",
    "fractions",
    "difflib",
    "sympy",
    "yaml",
    "jinja2",
    "derivgen.batching",
    "derivgen.transforms.vmap",
    "derivgen.compile.core",
    "derivgen.compile.passes",
    "derivgen.compile.random_draws",
    "derivgen.compile.calibration",
)


def test_import_derivgen_leaves_heavy_modules_unimported() -> None:
    """Issue 26: `import derivgen` within 1.3x `import numpy` (benchmarks/startup.py times
    it); here, by name, the modules that made it slower stay unimported until used."""
    out = _run(
        f"""
        import sys
        import numpy  # what NumPy imports itself (threading, on NumPy 2.2) is not derivgen's
        before = set(sys.modules)
        import derivgen as dg

        lazy = {LAZY!r}
        new = set(sys.modules) - before
        print(sorted(m for m in new if m in lazy or m.startswith("scipy.")))
        dg.vmap, dg.hessian  # read: imported now
        dg.compile(abs)(1.0)  # the compiler, imported by its first call
        print("derivgen.transforms.vmap" in sys.modules, dg.jit is dg.compile,
              "derivgen.compile.core" in sys.modules, type(dg.Compiled).__name__)
        """
    )
    imported, after = out.strip().splitlines()
    assert imported == "[]", f"import derivgen imported {imported}"
    assert after == "True True True type"
