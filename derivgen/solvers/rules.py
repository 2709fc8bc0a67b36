"""The derivative rule of each solver, as ``derivgen show`` prints it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SolverRule:
    """How one solver is differentiated: what runs in reverse and in forward mode.

    ``name`` is what ``derivgen show`` accepts (``odeint``, ``scipy.signal.lfilter``);
    ``where`` is the public spelling (``derivgen.scipy.integrate.odeint``).
    """

    name: str
    where: str
    reverse: str
    forward: str
    aliases: tuple[str, ...] = ()


RULES: dict[str, SolverRule] = {}


def register(rule: SolverRule) -> SolverRule:
    """Record ``rule`` under its name and aliases (a module calls this when it defines a solver)."""
    for key in (rule.name, *rule.aliases):
        if key in RULES:
            raise ValueError(f"solver rule {key!r} is registered twice")
        RULES[key] = rule
    return rule
