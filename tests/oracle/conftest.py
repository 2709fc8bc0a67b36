"""The oracle's shared results, printed op by op with the intended differences at the end."""

from __future__ import annotations

from typing import Any

import pytest

RESULTS = pytest.StashKey[dict[str, list[str]]]()


def pytest_configure(config: Any) -> None:
    config.stash[RESULTS] = {}


@pytest.fixture()
def results(request: Any) -> dict[str, list[str]]:
    return request.config.stash[RESULTS]


def pytest_terminal_summary(terminalreporter: Any, config: Any) -> None:
    table = config.stash[RESULTS]
    if not table:
        # No oracle test ran: torch is absent (the tests skipped), or -k chose none of them.
        return
    from derivgen.ops.registry import ops
    from tests.oracle.test_torch_oracle import INTENDED, TORCH

    write = terminalreporter.write_line
    write("")
    write("derivgen vs torch.autograd, op by op:")
    for name in sorted(table):
        cases = table[name]
        agreed = sum(c.endswith("agrees") for c in cases)
        write(f"  {name:24s} {agreed}/{len(cases)} cases agree")
    missing = sorted(set(ops()) - set(TORCH))
    write(f"ops with no torch counterpart in the oracle ({len(missing)}): {', '.join(missing)}")
    write("intended differences (checked to still differ):")
    for (name, number), why in INTENDED.items():
        where = "edge point" if number is None else f"case {number}"
        write(f"  {name} {where}: {why}")
