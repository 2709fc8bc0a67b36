"""The op table: the bundled and registered ops, their compact rows, bindings and SciPy routes."""
