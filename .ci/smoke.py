"""CI's smoke test of an installed derivgen: the README's calls, with plain NumPy checks."""

import numpy as np
import scipy.linalg

import derivgen as dg
from derivgen.scipy import linalg as dg_linalg

rng = np.random.default_rng(0)
x, W = rng.normal(size=(4, 3)), rng.normal(size=(3, 2))
gx, gW = dg.grad(lambda x, W: np.tanh(x @ W).sum(), argnums=(0, 1))(x, W)
t = 1 - np.tanh(x @ W) ** 2
np.testing.assert_allclose(gx, t @ W.T, rtol=1e-12)
np.testing.assert_allclose(gW, x.T @ t, rtol=1e-12)
np.testing.assert_allclose(dg.get_grad(np.sin)(np.zeros((4, 2))), np.ones((4, 2)))
a = 2 * np.eye(3) + rng.uniform(-0.5, 0.5, (3, 3))
step = np.zeros_like(a)
step[0, 1] = 1e-6
g = dg.grad(lambda m: np.sum(dg_linalg.sqrtm(m)))(a)
fd = (np.sum(scipy.linalg.sqrtm(a + step)) - np.sum(scipy.linalg.sqrtm(a - step))).real / 2e-6
np.testing.assert_allclose(g[0, 1], fd, rtol=1e-5)
compiled = dg.compile(dg.grad(lambda v: np.sum(np.cumsum(v) ** 2)))
np.testing.assert_allclose(compiled(np.arange(3.0)), [8.0, 8.0, 6.0])
print("smoke test passed:", np.__version__, scipy.__version__)
