"""The rulebook's texts: loading, sections, worked examples, contents, plain text.

The rulebook is Markdown packaged in ``resources/rulebook/<language>/``, one file per game
plus a glossary and the choices page (searching is :mod:`desktop.rulebook.search`, the
text as the window shows it :mod:`desktop.rulebook.display`).
Every heading carries a stable id, ``## Honours {#three-bugs/honours}``;
the engines put the same ids on the entries they write, so the sheet can open the section
that explains a number. Worked examples are fenced ``zapis-example`` blocks holding a
session file and the numbers it must score (checked against the engines by the tests).

Pure Python, no Qt: the window (``desktop.rulebook.window``) and the tests both use it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, overload

from desktop.rulebook.choices import CHOICES, Note, choices_markdown, notes
from desktop.rulebook.hand_examples import (
    HAND_FENCE,
    HandExample,
    HandExampleError,
    parse_hand_examples,
)
from rules.registry import GameEntry, find_entry, games

LANGUAGES: tuple[str, ...] = ("ru", "en")
"""The languages the rulebook is written in."""

GLOSSARY = "glossary"
"""The rulebook's file of words shared by the games, after the games' own."""
RULEBOOK_PACKAGE = "resources.rulebook"
"""Where the built-in games' rulebook files, the glossary and the choices are packaged."""


class _RulebookFiles(Sequence[str]):
    """The rulebook's files (without ``.md``), in the order the contents show them: one
    per registered game (the rules registry's order), then the glossary and the choices.
    Read from the registry each time, so a game registered later has its chapter too."""

    def _names(self) -> list[str]:
        return [*(entry.name for entry in games() if _has_chapter(entry)), GLOSSARY, CHOICES]

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._names()[index]

    def __len__(self) -> int:
        return len(self._names())

    # One look at the registry for a whole walk or test, not one an item (the breakdown
    # asks for a rule's title on every Enter).
    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __contains__(self, name: object) -> bool:
        return name in self._names()


GAMES: Sequence[str] = _RulebookFiles()
"""The rulebook's files (without ``.md``), in the order the contents show them; the last,
"what the sources say and what we chose", is gathered from the others when read."""


@cache
def _has_chapter(entry: GameEntry) -> bool:
    """Whether the game brings its rulebook chapter (a game registered from outside may
    bring none; the rulebook then has no chapter for it)."""
    return resources.files(entry.rulebook).joinpath(LANGUAGES[0], f"{entry.name}.md").is_file()


def _package_of(game: str) -> str:
    """The package holding ``game``'s rulebook file (its registry entry says)."""
    return RULEBOOK_PACKAGE if game in (GLOSSARY, CHOICES) else find_entry(game).rulebook


EXAMPLE_FENCE = "zapis-example"
"""The info string of a fenced block that holds a machine-checked worked example."""

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*\{#([a-z0-9][a-z0-9/-]*)\}\s*$")
"""A heading with its id: the marks, the title, the id."""
_BARE_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*$")
FENCE = re.compile(r"^(```+|~~~+)\s*([\w-]*)\s*$")
"""A fence line: the fence, then the info string (empty on a closing fence)."""


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example: a session file and what scoring it must give."""

    section_id: str
    """The section the example stands in."""
    session: dict[str, Any]
    """A session file's JSON object."""
    expect: dict[str, Any]
    """The expected numbers, in the conformance cases' ``expect`` format."""


@dataclass(frozen=True, slots=True)
class Section:
    """One heading of the rulebook and the text under it (up to the next heading)."""

    id: str
    """The stable id, e.g. ``"three-bugs/honours"``; the same in every language."""
    level: int
    """The heading level, 1 for the file's title."""
    title: str
    """The heading text without its id."""
    body: str
    """The Markdown under the heading, examples' fenced blocks included."""
    game: str
    """The file the section is in (``"three-bugs"`` … ``"glossary"``)."""
    examples: tuple[Example, ...] = ()
    """The worked examples in the body, in order."""
    hand_examples: tuple[HandExample, ...] = ()
    """The worked examples from the cards (``zapis-hand`` blocks), in order."""

    @property
    def plain_text(self) -> str:
        """The body as plain text for searching: examples and Markdown marks removed."""
        return _plain(self.body)


@dataclass(frozen=True, slots=True)
class ContentsNode:
    """A node of a game's contents tree."""

    id: str
    """The section id."""
    title: str
    """The section title."""
    children: tuple[ContentsNode, ...] = field(default=())
    """Subsections, in order."""


class RulebookError(ValueError):
    """A rulebook file that breaks the rulebook's own format (a heading without an id…)."""


def check_language(language: str) -> str:
    """``language`` if the rulebook is written in it; otherwise ``ValueError``."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown rulebook language '{language}'; known: {', '.join(LANGUAGES)}")
    return language


def game_of(section_id: str) -> str:
    """The file a section id belongs to: the part before the first ``/``."""
    return section_id.split("/", 1)[0]


@cache
def source_text(language: str, game: str) -> str:
    """The Markdown of one rulebook file as packaged."""
    check_language(language)
    if game not in GAMES:
        raise ValueError(f"unknown rulebook file '{game}'; known: {', '.join(GAMES)}")
    folder = resources.files(_package_of(game)).joinpath(language)
    written = folder.joinpath(f"{game}.md").read_text(encoding="utf-8")
    if game == CHOICES:
        return choices_page(language, written)
    return written


def choices_page(language: str, opening: str) -> str:
    """The page "What the sources say and what we chose" in ``language``: ``opening``,
    then every [Restored] and [Ruling] box of the other files (:mod:`.choices`)."""
    return choices_markdown(check_language(language), opening, _other_files(language))


def choice_notes(language: str) -> tuple[Note, ...]:
    """Every [Restored] and [Ruling] box of the rulebook in ``language``, in order."""
    return notes(check_language(language), _other_files(language))


def _other_files(language: str) -> list[tuple[str, tuple[Section, ...]]]:
    return [(game, sections(language, game)) for game in GAMES if game != CHOICES]


def parse_sections(text: str, game: str) -> tuple[Section, ...]:
    """Split a rulebook file into its sections; every heading must carry an id."""
    sections: list[Section] = []
    heading: tuple[int, str, str] | None = None
    body: list[str] = []
    fence: str | None = None

    def close() -> None:
        if heading is not None:
            level, title, section_id = heading
            text_body = "\n".join(body).strip("\n")
            sections.append(
                Section(
                    id=section_id,
                    level=level,
                    title=title,
                    body=text_body,
                    game=game,
                    examples=parse_examples(text_body, section_id),
                    hand_examples=_hand_examples(text_body, section_id),
                )
            )

    for number, line in enumerate(text.splitlines(), start=1):
        fence_match = FENCE.match(line)
        if fence is not None:
            if fence_match and line.strip().startswith(fence) and not fence_match.group(2):
                fence = None
            body.append(line)
            continue
        if fence_match:
            fence = fence_match.group(1)
            body.append(line)
            continue
        match = HEADING.match(line)
        if match:
            close()
            heading = (len(match.group(1)), match.group(2), match.group(3))
            body = []
            continue
        if _BARE_HEADING.match(line):
            raise RulebookError(f"{game}.md line {number}: a heading without an {{#id}}")
        if heading is None and line.strip():
            raise RulebookError(f"{game}.md line {number}: text before the first heading")
        body.append(line)
    close()
    seen: set[str] = set()
    for section in sections:
        if section.id in seen:
            raise RulebookError(f"{game}.md: the id '{section.id}' is used twice")
        seen.add(section.id)
    return tuple(sections)


def parse_examples(body: str, section_id: str) -> tuple[Example, ...]:
    """The ``zapis-example`` blocks of a section body, decoded."""
    examples: list[Example] = []
    for block in _example_blocks(body):
        try:
            data = json.loads(block)
        except json.JSONDecodeError as bad:
            raise RulebookError(f"{section_id}: a worked example is not JSON: {bad}") from None
        if set(data) != {"session", "expect"}:
            raise RulebookError(f"{section_id}: a worked example needs 'session' and 'expect'")
        examples.append(Example(section_id, data["session"], data["expect"]))
    return tuple(examples)


def _hand_examples(body: str, section_id: str) -> tuple[HandExample, ...]:
    try:
        return parse_hand_examples(body, section_id)
    except HandExampleError as bad:
        raise RulebookError(str(bad)) from None


def _example_blocks(body: str) -> list[str]:
    blocks: list[str] = []
    current: list[str] | None = None
    for line in body.splitlines():
        if current is None:
            if line.strip() == f"```{EXAMPLE_FENCE}":
                current = []
        elif line.strip() == "```":
            blocks.append("\n".join(current))
            current = None
        else:
            current.append(line)
    return blocks


@cache
def sections(language: str, game: str) -> tuple[Section, ...]:
    """The sections of one rulebook file, in order."""
    return parse_sections(source_text(language, game), game)


def all_sections(language: str) -> tuple[Section, ...]:
    """Every section of the rulebook in one language, file after file."""
    return tuple(section for game in GAMES for section in sections(language, game))


def section_ids(language: str) -> frozenset[str]:
    """Every section id of the rulebook in one language."""
    return frozenset(section.id for section in all_sections(language))


def find_section(language: str, section_id: str) -> Section:
    """The section with this id; ``KeyError`` naming it if there is none."""
    game = game_of(section_id)
    if game in GAMES:
        for section in sections(language, game):
            if section.id == section_id:
                return section
    raise KeyError(f"the rulebook has no section '{section_id}'")


def all_examples(language: str) -> tuple[Example, ...]:
    """Every worked example in one language."""
    return tuple(ex for section in all_sections(language) for ex in section.examples)


def contents(language: str, game: str) -> ContentsNode:
    """A game's contents: its title section with the sections under it, nested by level."""
    items = sections(language, game)
    if not items:
        raise RulebookError(f"{game}.md has no sections")

    def build(start: int) -> tuple[ContentsNode, int]:
        section = items[start]
        children: list[ContentsNode] = []
        position = start + 1
        while position < len(items) and items[position].level > section.level:
            child, position = build(position)
            children.append(child)
        return ContentsNode(section.id, section.title, tuple(children)), position

    root, end = build(0)
    if end != len(items):
        raise RulebookError(f"{game}.md: only one top-level heading is allowed")
    return root


_MARKS = re.compile(r"\*\*|__|`|\{#[^}]*\}")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def _plain(body: str) -> str:
    lines: list[str] = []
    skip = False
    for line in body.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            # Only an example's JSON is left out; other fenced text is searchable.
            if skip:
                skip = False
            elif stripped in (f"```{EXAMPLE_FENCE}", f"```{HAND_FENCE}"):
                skip = True
            continue
        if skip:
            continue
        stripped = stripped.lstrip(">").strip()
        if stripped.startswith("|") and set(stripped) <= set("|-: "):
            continue
        stripped = _LINK.sub(r"\1", stripped)
        stripped = _MARKS.sub("", stripped).replace("|", " ")
        stripped = re.sub(r"^[-*+]\s+", "", stripped)
        lines.append(re.sub(r"\s+", " ", stripped).strip())
    return " ".join(line for line in lines if line)
