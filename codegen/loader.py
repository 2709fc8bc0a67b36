"""YAML loading that remembers the line of every mapping and key, and rejects duplicate keys."""

from __future__ import annotations

from typing import Any

import yaml

from .errors import Location, SpecError, SpecErrors


class LineDict(dict[str, Any]):
    """A YAML mapping that knows its own line and the line of each of its keys."""

    line: int
    key_lines: dict[str, int]


# libyaml's parser when PyYAML was built with it: the same nodes and marks, several times faster.
_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineLoader(_BaseLoader):  # type: ignore[valid-type, misc]
    """A SafeLoader whose mappings are LineDicts; duplicate keys are collected as errors."""

    def __init__(self, stream: str, file: str) -> None:
        super().__init__(stream)
        self.file = file
        self.duplicates: list[SpecError] = []

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        mapping = LineDict()
        mapping.line = node.start_mark.line + 1
        mapping.key_lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=deep)
            line = key_node.start_mark.line + 1
            if not isinstance(key, str):
                key = str(key)
            if key in mapping:
                self.duplicates.append(
                    SpecError(Location(self.file, line), None, f"duplicate key '{key}'")
                )
                continue
            mapping[key] = self.construct_object(value_node, deep=deep)
            mapping.key_lines[key] = line
        return mapping


LineLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
    lambda loader, node: loader.construct_mapping(node, deep=True),
)


def load_yaml(text: str, file: str) -> tuple[Any, list[SpecError]]:
    """Parse YAML text into data plus the duplicate-key errors; a syntax error raises."""
    loader = LineLoader(text, file)
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        problem = exc.problem or exc.context or "invalid YAML"
        raise SpecErrors(
            [SpecError(Location(file, line), None, f"YAML syntax error: {problem}")]
        ) from None
    except yaml.YAMLError as exc:
        raise SpecErrors([SpecError(Location(file, 1), None, f"YAML error: {exc}")]) from None
    finally:
        loader.dispose()
    return data, loader.duplicates
