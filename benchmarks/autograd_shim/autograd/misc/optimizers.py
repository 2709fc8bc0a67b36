"""autograd.misc.optimizers (sgd, rmsprop, adam), autograd's update rules on flattened trees."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from autograd.misc.flatten import flatten

Grad = Callable[[Any, int], Any]


def unflatten_optimizer(optimize: Callable[..., Any]) -> Callable[..., Any]:
    """An optimizer of flat vectors made to take and return trees, as autograd's."""

    @functools.wraps(optimize)
    def tree_optimize(grad: Grad, x0: Any, callback: Any = None, *args: Any, **kwargs: Any) -> Any:
        flat_x0, unflatten = flatten(x0)

        def flat_grad(x: Any, i: int) -> Any:
            return flatten(grad(unflatten(x), i))[0]

        flat_callback = None
        if callback:

            def flat_callback(x: Any, i: int, g: Any) -> Any:
                return callback(unflatten(x), i, unflatten(g))

        return unflatten(optimize(flat_grad, flat_x0, flat_callback, *args, **kwargs))

    return tree_optimize


@unflatten_optimizer
def sgd(grad: Grad, x: Any, callback: Any = None, num_iters: int = 200,
        step_size: float = 0.1, mass: float = 0.9) -> Any:  # fmt: skip
    """Stochastic gradient descent with momentum."""
    velocity = np.zeros(len(x))
    for i in range(num_iters):
        g = grad(x, i)
        if callback:
            callback(x, i, g)
        velocity = mass * velocity - (1.0 - mass) * g
        x = x + step_size * velocity
    return x


@unflatten_optimizer
def rmsprop(grad: Grad, x: Any, callback: Any = None, num_iters: int = 100,
            step_size: float = 0.1, gamma: float = 0.9, eps: float = 10**-8) -> Any:  # fmt: skip
    """Root mean squared prop."""
    avg_sq_grad = np.ones(len(x))
    for i in range(num_iters):
        g = grad(x, i)
        if callback:
            callback(x, i, g)
        avg_sq_grad = avg_sq_grad * gamma + g**2 * (1 - gamma)
        x = x - step_size * g / (np.sqrt(avg_sq_grad) + eps)
    return x


@unflatten_optimizer
def adam(grad: Grad, x: Any, callback: Any = None, num_iters: int = 100, step_size: float = 0.001,
         b1: float = 0.9, b2: float = 0.999, eps: float = 10**-8) -> Any:  # fmt: skip
    """Adam (Kingma and Ba), RMSprop with momentum and bias corrections."""
    m = np.zeros(len(x))
    v = np.zeros(len(x))
    for i in range(num_iters):
        g = grad(x, i)
        if callback:
            callback(x, i, g)
        m = (1 - b1) * g + b1 * m
        v = (1 - b2) * (g**2) + b2 * v
        mhat = m / (1 - b1 ** (i + 1))
        vhat = v / (1 - b2 ** (i + 1))
        x = x - step_size * mhat / (np.sqrt(vhat) + eps)
    return x
