"""The re-roller on many random loops (tests/random_loops.py): bodies drawn from the random
programs, 1 to 300 steps (log-uniform), rolled and unrolled compiled gradients bit-identical
(slow: listed in .ci/slow-files)."""

from __future__ import annotations

import pytest

from derivgen.compile.passes.reroll import MIN_TRIPS
from tests.random_loops import check, trips_of

SEEDS = range(49, 89)


def test_the_sweep_spans_the_steps_issue_24_asks_for() -> None:
    """1 to 300 steps: loops below the threshold, at it, and of more than 250 steps."""
    trips = [trips_of(seed) for seed in SEEDS]
    assert min(trips) == 1 and any(t == MIN_TRIPS for t in trips) and max(trips) > 250


@pytest.mark.parametrize("seed", SEEDS)
def test_random_loop_gives_the_same_bits_rolled(seed: int) -> None:
    trips = trips_of(seed)
    # The source's length against the trip count (a third trace) on every fourth seed: ten
    # bodies, beside the GARCH, scan and program checks of test_reroll.py and test_loops.py.
    longer = trips + 37 if trips >= 10 and seed % 4 == 0 else None
    assert check(seed, trips, longer) == []
