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


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' (did you mean 'x'?)' suffix when a close match exists, else ''."""
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""
