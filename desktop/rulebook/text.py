"""The rulebook's texts: loading, sections, worked examples, contents, plain text.

The rulebook is Markdown packaged in ``resources/rulebook/<language>/``, one file per game
plus a glossary and the choices page (searching is :mod:`desktop.rulebook.search`).
Every heading carries a stable id, ``## Honours {#three-bugs/honours}``;
the engines put the same ids on the entries they write, so the sheet can open the section
that explains a number. Worked examples are fenced ``zapis-example`` blocks holding a
session file and the numbers it must score (checked against the engines by the tests).

Pure Python, no Qt: the window (``desktop.rulebook.window``) and the tests both use it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from desktop.rulebook.hand_examples import (
    HAND_FENCE,
    HandExample,
    HandExampleError,
    hand_example_lines,
    parse_hand_examples,
)

LANGUAGES: tuple[str, ...] = ("ru", "en")
"""The languages the rulebook is written in."""

GAMES: tuple[str, ...] = ("three-bugs", "stukolka", "gin", "rummy", "glossary", "choices")
"""The rulebook's files (without ``.md``), in the order the contents show them; the last,
"what the sources say and what we chose", is gathered from the others when read
(:mod:`desktop.rulebook.choices`)."""

EXAMPLE_FENCE = "zapis-example"
"""The info string of a fenced block that holds a machine-checked worked example."""

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*\{#([a-z0-9][a-z0-9/-]*)\}\s*$")
_BARE_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*$")
_FENCE = re.compile(r"^(```+|~~~+)\s*([\w-]*)\s*$")


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
    folder = resources.files("resources.rulebook").joinpath(language)
    written = folder.joinpath(f"{game}.md").read_text(encoding="utf-8")
    if game == "choices":
        # Imported here: the page is built from the other files, read through this module.
        from desktop.rulebook.choices import choices_markdown

        return choices_markdown(language, written)
    return written


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
        fence_match = _FENCE.match(line)
        if fence is not None:
            if fence_match and line.strip().startswith(fence) and not fence_match.group(2):
                fence = None
            body.append(line)
            continue
        if fence_match:
            fence = fence_match.group(1)
            body.append(line)
            continue
        match = _HEADING.match(line)
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


# --- rendering -------------------------------------------------------------------------

_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "deal": "Deal {n}",
        "total": "Total",
        "on_table": "On the table",
        "settlement": "Settlement",
        "winner": "Winner",
        "finished": "Finished",
        "yes": "yes",
        "no": "no",
        "column": "Column {n}",
        "in_column": "column {n}",
        "caption": "Zapis scores this example as:",
        "above": "above",
        "below": "below",
        "money": "",
        "points": "",
        "bonus": "bonus",
        "nets": "Money",
        "payments": "Payments",
        "no_payments": "nobody pays",
    },
    "ru": {
        "deal": "Сдача {n}",
        "total": "Итого",
        "on_table": "На столе",
        "settlement": "Расчёт",
        "winner": "Победитель",
        "finished": "Окончено",
        "yes": "да",
        "no": "нет",
        "column": "Столбец {n}",
        "in_column": "столбец {n}",
        "caption": "Запись считает этот пример так:",
        "above": "над чертой",
        "below": "под чертой",
        "money": "",
        "points": "",
        "bonus": "премия",
        "nets": "Деньги",
        "payments": "Платежи",
        "no_payments": "никто не платит",
    },
}


def display_markdown(text: str, language: str) -> str:
    """A rulebook file as the window shows it: ``{#id}`` marks dropped from headings and
    each worked example's JSON replaced by a small table of its numbers."""
    check_language(language)
    out: list[str] = []
    example: list[str] | None = None
    example_kind = EXAMPLE_FENCE
    fence: str | None = None
    for line in text.splitlines():
        if example is not None:
            if line.strip() == "```":
                data = json.loads("\n".join(example))
                if example_kind == HAND_FENCE:
                    out.extend(hand_example_lines(data, language))
                else:
                    out.extend(example_table(data, language))
                example = None
            else:
                example.append(line)
            continue
        fence_match = _FENCE.match(line)
        if fence is not None:
            if fence_match and not fence_match.group(2):
                fence = None
            out.append(line)
            continue
        if fence_match:
            if fence_match.group(2) in (EXAMPLE_FENCE, HAND_FENCE):
                example = []
                example_kind = fence_match.group(2)
                continue
            fence = fence_match.group(1)
            out.append(line)
            continue
        match = _HEADING.match(line)
        out.append(f"{match.group(1)} {match.group(2)}" if match else line)
    return "\n".join(out) + "\n"


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "−")


def example_table(data: dict[str, Any], language: str) -> list[str]:
    """Markdown lines showing what a worked example scores: per-deal sums and totals."""
    labels = _LABELS[check_language(language)]
    session = data["session"]
    expect = data["expect"]
    players: list[str] = list(session["players"])
    rows: list[list[str]] = []

    def cell(columns: dict[str, int]) -> str:
        parts = []
        for column, points in columns.items():
            word = labels.get(column.split(":")[-1], column)
            if ":" in column:
                word = f"{labels['in_column'].format(n=column.split(':')[0])} {word}".strip()
            parts.append(f"{_signed(points)} {word}".strip())
        return ", ".join(parts)

    for item in expect.get("deals", []):
        sums = item["sums"]
        rows.append(
            [labels["deal"].format(n=item["deal"])]
            + [cell(sums.get(player, {})) for player in players]
        )
    for position, column in enumerate(expect.get("columns", []), start=1):
        points = column.get("points", {})
        rows.append(
            [labels["column"].format(n=position)]
            + [str(points.get(player, "")) for player in players]
        )
    if "totals" in expect:
        rows.append(
            [f"**{labels['total']}**"]
            + [f"**{_signed(expect['totals'].get(player, 0))}**" for player in players]
        )
    lines = ["", f"*{labels['caption']}*", ""]
    if rows:
        lines.append("| | " + " | ".join(players) + " |")
        lines.append("|---|" + "---:|" * len(players))
        lines.extend("| " + " | ".join(row) + " |" for row in rows)
        lines.append("")
    extras: list[str] = []
    if "on_table" in expect:
        extras.append(f"{labels['on_table']}: {expect['on_table']}")
    settlement = expect.get("settlement")
    if settlement:
        extras.append(
            f"{labels['settlement']}: {settlement['winner']} {_signed(settlement['net'])}"
        )
    if expect.get("winner"):
        extras.append(f"{labels['winner']}: {expect['winner']}")
    if "finished" in expect:
        extras.append(f"{labels['finished']}: {labels['yes' if expect['finished'] else 'no']}")
    if extras:
        lines.append(" · ".join(extras))
        lines.append("")
    if "payments" in expect:
        lines.extend(_payment_lines(expect["payments"], labels))
    return lines


def _payment_lines(payments: dict[str, Any], labels: dict[str, str]) -> list[str]:
    """An example's money (settlement.md, "Output"): each net, then each payment."""
    currency = f" {payments['currency']}" if payments["currency"] else ""

    def signed(amount: str) -> str:
        return amount.replace("-", "−") if amount.startswith("-") else f"+{amount}"

    nets = ", ".join(
        f"{player} {signed(amount)}{currency}" for player, amount in payments["nets"].items()
    )
    transfers = ", ".join(
        f"{t['from']} → {t['to']} {t['amount']}{currency}" for t in payments["transfers"]
    )
    return [
        f"{labels['nets']}: {nets}",
        "",
        f"{labels['payments']}: {transfers or labels['no_payments']}",
        "",
    ]


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
