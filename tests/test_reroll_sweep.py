"""The re-roller on many random loops (tests/random_loops.py): bodies drawn from the random
programs, 1 to 120 steps, rolled and unrolled compiled gradients bit-identical (slow: listed
in .ci/slow-files)."""

from __future__ import annotations

import pytest

from tests.random_loops import check, trips_of

SEEDS = range(100, 140)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_loop_gives_the_same_bits_rolled(seed: int) -> None:
    trips = trips_of(seed)
    # The source's length against the trip count (a third trace) on every fourth seed: ten
    # bodies, beside the GARCH, scan and program checks of test_reroll.py and test_loops.py.
    longer = trips + 37 if trips >= 10 and seed % 4 == 0 else None
    assert check(seed, trips, longer) == []
