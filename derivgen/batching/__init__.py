"""Batching (``dg.vmap``): batched values, and each op's rule for running on a whole batch."""
