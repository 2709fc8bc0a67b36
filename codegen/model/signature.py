"""Op signatures such as ``sum(Tensor self, int[]? axis=None) -> Tensor``: parse and print."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cached_property
from typing import Any

TYPES = (
    "Tensor", "Tensor?", "Tensor[]",
    "int", "int?", "int[]", "int[]?",
    "float", "float?", "bool", "bool?",
    "Scalar", "Scalar?", "str", "str?",
    "Index",  # any NumPy index: ints, slices, None, Ellipsis, integer or boolean arrays
)  # fmt: skip


class SignatureError(ValueError):
    """A signature that does not parse; the message says where and why."""


@dataclass(frozen=True)
class Argument:
    """One typed parameter of an op."""

    type: str
    name: str
    default: str | None = None
    kw_only: bool = False

    @property
    def is_tensor(self) -> bool:
        return self.type.startswith("Tensor")

    @property
    def is_tensor_list(self) -> bool:
        return self.type == "Tensor[]"

    @property
    def optional(self) -> bool:
        return self.type.endswith("?")

    @property
    def default_value(self) -> Any:
        return None if self.default is None else ast.literal_eval(self.default)

    def __str__(self) -> str:
        text = f"{self.type} {self.name}"
        return text if self.default is None else f"{text}={self.default}"


@dataclass(frozen=True)
class Return:
    """One output of an op; ``name`` is empty for a single unnamed Tensor."""

    type: str
    name: str = ""

    def __str__(self) -> str:
        return f"{self.type} {self.name}".strip()


@dataclass(frozen=True)
class Signature:
    """A parsed ``name.overload(args) -> returns``; ``str()`` prints it back exactly."""

    name: str
    overload: str
    arguments: tuple[Argument, ...]
    returns: tuple[Return, ...]

    @property
    def full_name(self) -> str:
        return f"{self.name}.{self.overload}" if self.overload else self.name

    @cached_property
    def tensor_inputs(self) -> tuple[Argument, ...]:
        # Asked for a dozen times per op by the checks and views: computed once.
        return tuple(a for a in self.arguments if a.is_tensor)

    @property
    def other_arguments(self) -> tuple[Argument, ...]:
        return tuple(a for a in self.arguments if not a.is_tensor)

    @property
    def output_names(self) -> tuple[str, ...]:
        if len(self.returns) == 1:
            return ("result",)
        return tuple(r.name for r in self.returns)

    def __str__(self) -> str:
        parts: list[str] = []
        star = False
        for arg in self.arguments:
            if arg.kw_only and not star:
                parts.append("*")
                star = True
            parts.append(str(arg))
        if len(self.returns) == 1 and not self.returns[0].name:
            ret = str(self.returns[0])
        else:
            ret = "(" + ", ".join(str(r) for r in self.returns) + ")"
        return f"{self.full_name}({', '.join(parts)}) -> {ret}"


class _Scanner:
    """Character scanner for the signature grammar; errors name the column."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, message: str) -> SignatureError:
        return SignatureError(f"bad signature at column {self.pos + 1}: {message}")

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1

    def peek(self, token: str) -> bool:
        self.skip_space()
        return self.text.startswith(token, self.pos)

    def expect(self, token: str) -> None:
        if not self.peek(token):
            found = self.text[self.pos : self.pos + 10] or "end of text"
            raise self.fail(f"expected '{token}', found '{found}'")
        self.pos += len(token)

    def identifier(self, what: str) -> str:
        self.skip_space()
        start = self.pos
        while self.pos < len(self.text) and (
            self.text[self.pos].isalnum() or self.text[self.pos] == "_"
        ):
            self.pos += 1
        word = self.text[start : self.pos]
        if not word.isidentifier():
            raise self.fail(f"expected {what}")
        return word

    def type_name(self) -> str:
        base = self.identifier("a type")
        if self.text.startswith("[]", self.pos):
            base += "[]"
            self.pos += 2
        if self.text.startswith("?", self.pos):
            base += "?"
            self.pos += 1
        return base

    def default(self) -> str:
        """The default's text, up to the ',' or ')' that ends it at bracket depth 0."""
        self.skip_space()
        start, depth, quote = self.pos, 0, ""
        while self.pos < len(self.text):
            char = self.text[self.pos]
            if quote:
                quote = "" if char == quote else quote
            elif char in "'\"":
                quote = char
            elif char in "([":
                depth += 1
            elif char in ")]":
                if depth == 0:
                    break
                depth -= 1
            elif char == "," and depth == 0:
                break
            self.pos += 1
        text = self.text[start : self.pos].strip()
        try:
            ast.literal_eval(text)
        except (ValueError, SyntaxError):
            self.pos = start
            raise self.fail(f"default '{text}' is not a literal") from None
        return text


def parse_signature(text: str) -> Signature:
    """Parse a signature; raise SignatureError with the column of the first problem."""
    scan = _Scanner(text)
    name = scan.identifier("the op name")
    overload = ""
    if scan.peek("."):
        scan.expect(".")
        overload = scan.identifier("an overload name")
    scan.expect("(")
    arguments: list[Argument] = []
    kw_only = False
    if not scan.peek(")"):
        while True:
            if scan.peek("*"):
                scan.expect("*")
                if kw_only:
                    raise scan.fail("'*' appears twice")
                kw_only = True
            else:
                type_ = scan.type_name()
                arg_name = scan.identifier("an argument name")
                default = None
                if scan.peek("="):
                    scan.expect("=")
                    default = scan.default()
                arguments.append(Argument(type_, arg_name, default, kw_only))
            if scan.peek(")"):
                break
            scan.expect(",")
    scan.expect(")")
    scan.expect("->")
    returns: list[Return] = []
    if scan.peek("("):
        scan.expect("(")
        while True:
            returns.append(Return(scan.type_name(), scan.identifier("an output name")))
            if scan.peek(")"):
                break
            scan.expect(",")
        scan.expect(")")
    else:
        returns.append(Return(scan.type_name()))
    scan.skip_space()
    if scan.pos != len(text):
        raise scan.fail(f"unexpected text '{text[scan.pos :]}'")
    return Signature(name, overload, tuple(arguments), tuple(returns))
