"""YAML loading that remembers the line of every mapping and key, and admits only plain data."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import yaml

from .errors import Location, SpecError, SpecErrors

# Collections nested deeper than this are refused before Python's recursion limit is near.
MAX_YAML_DEPTH = 40
# Characters YAML counts as line breaks but editors and `grep -n` do not; with them in the
# text, no line number could be right.
LINE_BREAKS_OF_YAML_ONLY = {
    "\x85": "NEL", "\u2028": "LINE SEPARATOR", "\u2029": "PARAGRAPH SEPARATOR"
}  # fmt: skip


class LineDict(dict[str, Any]):
    """A YAML mapping that knows its own line and the line of each of its keys."""

    line: int
    key_lines: dict[str, int]


class LineList(list[Any]):
    """The top-level YAML sequence, with the line of each item."""

    lines: list[int]


# The tags LineLoader.construct_plain builds itself, and the node each must be.
_PLAIN_KINDS: dict[str, type] = {
    "tag:yaml.org,2002:str": yaml.ScalarNode,
    "tag:yaml.org,2002:seq": yaml.SequenceNode,
    "tag:yaml.org,2002:map": yaml.MappingNode,
}

# Numbers in the spellings PyYAML's int and float constructors read as plain int() and
# float() would (no underscores, octal, hex, binary, sexagesimal, .inf or .nan), and the
# YAML 1.1 booleans and null: construct_plain builds these itself; any other spelling
# goes to PyYAML's constructors.
_PLAIN_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")
_PLAIN_FLOAT = re.compile(r"[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?")
_INT_TAG = "tag:yaml.org,2002:int"
_FLOAT_TAG = "tag:yaml.org,2002:float"
_BOOL_TAG = "tag:yaml.org,2002:bool"
_NULL_TAG = "tag:yaml.org,2002:null"

# libyaml's parser when PyYAML was built with it: the same nodes and marks, several times faster.
_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Refused(Exception):
    """A value the spec may not hold; becomes a SpecError at the node's line."""

    def __init__(self, node: yaml.Node, message: str, alias: bool = False) -> None:
        super().__init__(message)
        self.node = node
        self.alias = alias


class LineLoader(_BaseLoader):  # type: ignore[valid-type, misc]
    """A SafeLoader whose mappings are LineDicts; problems are collected as errors.

    Only strings, numbers, booleans, null, lists and mappings are admitted: dates, binary,
    sets and other YAML types are refused, and so are aliases, whose reuse of one value
    many times over is how a few hundred bytes of YAML expand to gigabytes.
    """

    def __init__(self, stream: str, file: str) -> None:
        super().__init__(stream)
        self.file = file
        self.problems: list[SpecError] = []
        self.depth = 0
        self._resolved: dict[tuple[Any, tuple[bool, bool]], str] = {}

    def error(self, node: yaml.Node, message: str) -> None:
        where = Location(self.file, node.start_mark.line + 1)
        self.problems.append(SpecError(where, None, message))

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        if node in self.constructed_objects:
            message = "YAML aliases (*name) are not allowed in a spec: write the value out"
            raise _Refused(node, message, alias=True)
        self.depth += 1
        try:
            if self.depth > MAX_YAML_DEPTH:
                raise _Refused(node, f"the YAML is nested more than {MAX_YAML_DEPTH} levels deep")
            return super().construct_object(node, deep=deep)
        except (ValueError, TypeError, OverflowError) as exc:
            # PyYAML's own constructors raise these for `!!float x`, `!!int []`, ...
            raise _Refused(node, f"bad YAML value {node.tag}: {exc}") from None
        finally:
            self.depth -= 1

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        return self._mapping(node, lambda child: self.construct_object(child, deep=deep))

    def _mapping(self, node: yaml.MappingNode, construct: Any) -> LineDict:
        mapping = LineDict()
        mapping.line = node.start_mark.line + 1
        mapping.key_lines = {}
        for key_node, value_node in node.value:
            key = construct(key_node)
            if not isinstance(key, str):
                key = str(key)
            if key in mapping:
                self.error(key_node, f"duplicate key '{key}'")
                continue
            mapping[key] = construct(value_node)
            mapping.key_lines[key] = key_node.start_mark.line + 1
        return mapping

    def resolve(self, kind: type, value: Any, implicit: tuple[bool, bool]) -> str:
        # A plain scalar's tag depends only on its text (no path resolvers are registered),
        # and specs repeat the same few values thousands of times: resolve each text once.
        if kind is not yaml.ScalarNode or not implicit[0]:
            return super().resolve(kind, value, implicit)
        key = (value, implicit)
        tag = self._resolved.get(key)
        if tag is None:
            tag = self._resolved[key] = super().resolve(kind, value, implicit)
        return tag

    def construct_plain(self, node: Any) -> Any:
        """construct_object for the strings, lists and mappings a spec is made of, without
        PyYAML's generic machinery (a third of loading the bundled spec). Everything else,
        aliases and too deep nesting included, takes construct_object's path and checks."""
        kind = _PLAIN_KINDS.get(node.tag)
        if kind is None and type(node) is yaml.ScalarNode:
            kind = self._plain_scalar(node)
        if (
            kind is not type(node)
            or node in self.constructed_objects
            or self.depth >= MAX_YAML_DEPTH
        ):
            return self.construct_object(node)
        plain: Any = node  # what the checks above narrowed mypy's view of, read as it is
        value: Any
        if kind is yaml.ScalarNode:
            value = plain.value
            tag = plain.tag
            if tag == _INT_TAG:
                value = int(value)
            elif tag == _FLOAT_TAG:
                value = float(value)
            elif tag == _BOOL_TAG:
                value = self.bool_values[value.lower()]
            elif tag == _NULL_TAG:
                value = None
        else:
            self.constructed_objects[node] = None  # an alias to it from inside is refused
            self.depth += 1
            try:
                if kind is yaml.SequenceNode:
                    value = [self.construct_plain(child) for child in plain.value]
                else:
                    value = self._mapping(node, self.construct_plain)
            finally:
                self.depth -= 1
        self.constructed_objects[node] = value
        return value

    def _plain_scalar(self, node: yaml.ScalarNode) -> type | None:
        """yaml.ScalarNode when construct_plain builds this number, boolean or null itself
        exactly as PyYAML's constructor of its tag would; else None."""
        tag, text = node.tag, node.value
        if tag == _INT_TAG:
            plain = _PLAIN_INT.fullmatch(text) is not None
        elif tag == _FLOAT_TAG:
            plain = _PLAIN_FLOAT.fullmatch(text) is not None
        elif tag == _BOOL_TAG:
            plain = text.lower() in self.bool_values
        else:
            plain = tag == _NULL_TAG
        return yaml.ScalarNode if plain else None

    def refuse(self, node: yaml.Node) -> Any:
        kind = node.tag.rpartition(":")[2]
        message = f"YAML type '{kind}' is not allowed in a spec; quote it to make it a string"
        raise _Refused(node, message)


LineLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
    lambda loader, node: loader.construct_mapping(node, deep=True),
)
for _tag in ("timestamp", "binary", "set", "omap", "pairs"):
    LineLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", LineLoader.refuse)


def decode_spec(data: bytes, file: str) -> str:
    """The spec's text; bytes that are not UTF-8 are an error at their line."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        byte = data[exc.start : exc.start + 1].hex()
        message = f"the spec is not UTF-8: byte 0x{byte} at column {column}"
        raise SpecErrors([SpecError(Location(file, line), None, message)]) from None


# A quick scan for anything _character_errors would report (it looks at every character).
_SUSPECT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]")


def _character_errors(text: str, file: str) -> list[SpecError]:
    """Control characters and YAML-only line breaks, each at its line as an editor counts it."""
    if not _SUSPECT.search(text, 1):
        return []
    errors = []
    for number, line in enumerate(text.split("\n"), 1):
        for column, char in enumerate(line.removesuffix("\r"), 1):
            if char in LINE_BREAKS_OF_YAML_ONLY:
                name = LINE_BREAKS_OF_YAML_ONLY[char]
            elif unicodedata.category(char) in ("Cc", "Cs") and char != "\t":
                name = f"control character U+{ord(char):04X}"
            elif char in "\ufffe\uffff" or (char == "\ufeff" and (number, column) != (1, 1)):
                name = f"character U+{ord(char):04X}"
            else:
                continue
            message = f"{name} at column {column} is not allowed in a spec"
            errors.append(SpecError(Location(file, number), None, message))
            break  # one per line is enough to find them
    return errors


def _first_alias_line(text: str) -> int | None:
    """The line of the first alias (``*name``); the composed nodes only know the anchor's."""
    for event in yaml.parse(text, Loader=_BaseLoader):
        if isinstance(event, yaml.AliasEvent):
            return event.start_mark.line + 1
    return None


def load_yaml(text: str, file: str) -> tuple[Any, list[SpecError]]:
    """Parse YAML text into data plus the errors that do not stop it; a syntax error raises."""
    errors = _character_errors(text, file)
    if errors:
        raise SpecErrors(errors)
    loader = LineLoader(text, file)
    try:
        node = loader.get_single_node()
        data = None if node is None else loader.construct_plain(node)
        if isinstance(node, yaml.SequenceNode) and isinstance(data, list):
            data = LineList(data)
            data.lines = [child.start_mark.line + 1 for child in node.value]
    except _Refused as exc:
        line = _first_alias_line(text) if exc.alias else None
        if line is None:
            loader.error(exc.node, str(exc))
        else:
            loader.problems.append(SpecError(Location(file, line), None, str(exc)))
        raise SpecErrors(loader.problems) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        problem = exc.problem or exc.context or "invalid YAML"
        raise SpecErrors(
            [SpecError(Location(file, line), None, f"YAML syntax error: {problem}")]
        ) from None
    except yaml.YAMLError as exc:
        message = " ".join(str(exc).split())
        raise SpecErrors([SpecError(Location(file, 1), None, f"YAML error: {message}")]) from None
    finally:
        loader.dispose()
    return data, loader.problems
