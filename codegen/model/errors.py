"""Source locations and the spec errors that point at them."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Location:
    """A line in a spec file."""

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class SpecError:
    """One problem in the spec, printed as ``file:line: op: message``."""

    location: Location
    op: str | None
    message: str

    def __str__(self) -> str:
        where = f"{self.location}: "
        return where + (f"{self.op}: " if self.op else "") + self.message


class SpecErrors(Exception):
    """Every problem found in one run; raised only once the whole spec was read."""

    def __init__(self, errors: Iterable[SpecError]) -> None:
        self.errors = sorted(errors, key=lambda e: (e.location.line, e.message))
        super().__init__("\n".join(str(e) for e in self.errors))


def _edits(a: str, b: str) -> int:
    """Levenshtein distance."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' (did you mean 'x'?)' suffix when a close match exists, else ''.

    difflib finds the candidates; the fewest edits, then the shortest name, wins, so
    'coss' suggests 'cos' rather than 'cross'.
    """
    choices = list(choices)
    if word in choices:
        return ""  # the name exists; it is refused for another reason
    close = difflib.get_close_matches(word, choices, n=5)
    if not close:
        return ""
    best = min(close, key=lambda c: (_edits(word, c), len(c), c))
    return f" (did you mean '{best}'?)"
