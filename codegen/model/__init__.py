"""The spec model: YAML loader, signatures, formulas parsed and checked, and the Spec they make."""
