"""The derivgen code generator: derivatives.yaml in, a generated Python package out."""
