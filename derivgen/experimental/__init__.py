"""JAX's names for what jax.experimental holds: derivgen.experimental.ode.odeint."""
