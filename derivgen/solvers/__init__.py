"""Differentiable solvers (ODEs, filters, fixed points, roots, argmins) and their rules."""
