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


def all_rules() -> dict[str, SolverRule]:
    """Every solver's rule: each module of derivgen.solvers is imported, registering its own."""
    import importlib
    import pkgutil

    import derivgen.solvers

    for module in pkgutil.iter_modules(derivgen.solvers.__path__):
        importlib.import_module(f"derivgen.solvers.{module.name}")
    return RULES


def rule_text(rule: SolverRule) -> str:
    """What ``derivgen show SOLVER`` prints."""
    import textwrap

    names = ", ".join((rule.name, *rule.aliases))
    lines = [f"{rule.where} (a solver; also shown as: {names})"]
    for mode, text in (("reverse mode", rule.reverse), ("forward mode", rule.forward)):
        lines.append(f"{mode}:")
        lines += textwrap.wrap(text, width=92, initial_indent="  ", subsequent_indent="  ")
    lines.append("vmap: one solve per example; compile: one staged call of the solver")
    return "\n".join(lines)
