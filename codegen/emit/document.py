"""A small Wadler-style document printer: text, groups and optional line breaks, laid in a width."""

from __future__ import annotations

from dataclasses import dataclass

WIDTH = 100
INDENT = "    "


# The document: text, optional line breaks, indentation and groups.


@dataclass(frozen=True)
class Line:
    """A break if its group breaks; otherwise a space (soft=False) or nothing (soft=True)."""

    soft: bool


@dataclass(frozen=True)
class IfBreak:
    """Text that appears only when the enclosing group breaks (a trailing comma, a paren)."""

    text: str


@dataclass(frozen=True)
class Indent:
    """Contents printed one level deeper when they break."""

    contents: Doc


@dataclass
class Group:
    """Contents printed flat if they fit, else broken."""

    contents: Doc
    broken: bool | None = None  # decided while printing
    width: int = -1  # of the contents on one line, computed on first use


Doc = str | Line | IfBreak | Indent | Group | list["Doc"]

SOFT = Line(soft=True)
SPACE = Line(soft=False)


def flat_text(doc: Doc, out: list[str]) -> None:
    """Appends the document's text as one line."""
    kind = type(doc)
    if kind is str:
        out.append(doc)  # type: ignore[arg-type]
    elif kind is list:
        for item in doc:  # type: ignore[union-attr]
            flat_text(item, out)
    elif kind is Group or kind is Indent:
        flat_text(doc.contents, out)  # type: ignore[union-attr]
    elif kind is Line and not doc.soft:  # type: ignore[union-attr]
        out.append(" ")


def _width(doc: Doc) -> int:
    """The length of the document printed on one line."""
    kind = type(doc)
    if kind is str:
        return len(doc)  # type: ignore[arg-type]
    if kind is list:
        total = 0
        for item in doc:  # type: ignore[union-attr]
            total += _width(item)
        return total
    if kind is Group:
        if doc.width < 0:  # type: ignore[union-attr]
            doc.width = _width(doc.contents)  # type: ignore[union-attr]
        return doc.width  # type: ignore[union-attr]
    if kind is Indent:
        return _width(doc.contents)  # type: ignore[union-attr]
    return 1 if kind is Line and not doc.soft else 0  # type: ignore[union-attr]


def _fits(todo: list[tuple[int, bool, Doc]], rest: list[tuple[int, bool, Doc]], width: int) -> bool:
    """Whether the first line of what follows fits: flat ``todo``, then ``rest`` as laid out."""
    stack = list(reversed(todo))
    rest_at = len(rest)
    while width >= 0:
        if not stack:
            if rest_at == 0:
                return True
            rest_at -= 1
            stack.append(rest[rest_at])
        indent, broken, doc = stack.pop()
        kind = type(doc)
        if kind is str:
            width -= len(doc)  # type: ignore[arg-type]
        elif not broken:
            width -= _width(doc)  # flat: no line break inside
        elif kind is list:
            stack.extend((indent, broken, d) for d in reversed(doc))  # type: ignore[arg-type]
        elif kind is Group:
            decided = doc.broken  # type: ignore[union-attr]
            stack.append((indent, broken if decided is None else decided, doc.contents))  # type: ignore[union-attr]
        elif kind is Indent:
            stack.append((indent + 1, broken, doc.contents))  # type: ignore[union-attr]
        elif kind is Line:
            if broken:
                return True
            width -= 0 if doc.soft else 1
        elif broken:  # IfBreak
            width -= len(doc.text)  # type: ignore[union-attr]
    return False


def render(doc: Doc, indent: int) -> list[str]:
    """Prints a document starting at an indentation level; returns its lines."""
    flat: list[str] = [INDENT * indent]
    flat_text(doc, flat)
    line = "".join(flat)
    if len(line) <= WIDTH:
        return [line]  # the common case: everything on one line
    lines: list[str] = []
    current = INDENT * indent
    stack: list[tuple[int, bool, Doc]] = [(indent, True, doc)]
    while stack:
        level, broken, item = stack.pop()
        kind = type(item)
        if kind is str:
            current += item  # type: ignore[operator]
        elif kind is list:
            stack.extend((level, broken, d) for d in reversed(item))  # type: ignore[arg-type]
        elif kind is Group:
            contents = item.contents  # type: ignore[union-attr]
            if broken:
                broken = not _fits([(level, False, contents)], stack, WIDTH - len(current))
            item.broken = broken  # type: ignore[union-attr]
            stack.append((level, broken, contents))
        elif kind is Indent:
            stack.append((level + 1, broken, item.contents))  # type: ignore[union-attr]
        elif kind is Line:
            if broken:
                lines.append(current.rstrip())
                current = INDENT * level
            elif not item.soft:  # type: ignore[union-attr]
                current += " "
        elif broken:  # IfBreak
            current += item.text  # type: ignore[union-attr]
    lines.append(current)
    return lines
