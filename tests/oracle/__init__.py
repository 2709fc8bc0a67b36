"""The PyTorch oracle: run with `make test-oracle`; `make test` leaves it out."""
