"""View-models the templates read: one module per kind of generated function or file."""
