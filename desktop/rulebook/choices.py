"""The page "What the sources say and what we chose": every [Restored] and [Ruling] box
of the rulebook, gathered under its game with a link to the section it stands in.

The page is built from the other files each time it is read, so it cannot drift from
them: only its heading and opening paragraph are written by hand
(``resources/rulebook/<language>/choices.md``). Pure Python, no Qt.

It is handed the other files' sections by :mod:`desktop.rulebook.text`, which reads the
page through it, so that it need not import the text back.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

CHOICES = "choices"
"""The page's file name and section id."""


class Heading(Protocol):
    """What the page reads of a rulebook section (:class:`desktop.rulebook.text.Section`)."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def body(self) -> str: ...


RulebookFile = tuple[str, Sequence[Heading]]
"""One rulebook file other than the page: its name (a game, the glossary) and its
sections, the first its title."""

MARKS: dict[str, dict[str, str]] = {
    "en": {"restored": "[Restored]", "ruling": "[Ruling]"},
    "ru": {"restored": "[Восстановлено]", "ruling": "[Решение]"},
}
"""The words that open a box, by language and kind."""

_BOX = re.compile(r"^>\s?\*\*(\[[^\]]+\])\*\*\s*(.*)$")


@dataclass(frozen=True, slots=True)
class Note:
    """One [Restored] or [Ruling] box."""

    section_id: str
    """The section the box stands in."""
    section_title: str
    """That section's title."""
    game: str
    """The file the section is in."""
    kind: str
    """``"restored"`` or ``"ruling"``."""
    text: str
    """The box's Markdown on one line, without its mark."""


def notes(language: str, files: Sequence[RulebookFile]) -> tuple[Note, ...]:
    """Every box of ``files``, written in ``language``, in the rulebook's order."""
    kind_of = {word: kind for kind, word in MARKS[language].items()}
    found: list[Note] = []
    for game, sections in files:
        if game == CHOICES:
            continue
        for section in sections:
            lines = section.body.splitlines()
            for number, line in enumerate(lines):
                match = _BOX.match(line)
                if match is None or match.group(1) not in kind_of:
                    continue
                words = [match.group(2).strip()]
                for more in lines[number + 1 :]:
                    if not more.startswith(">"):
                        break
                    words.append(more[1:].strip())
                found.append(
                    Note(
                        section.id,
                        section.title,
                        game,
                        kind_of[match.group(1)],
                        " ".join(word for word in words if word),
                    )
                )
    return tuple(found)


def choices_markdown(language: str, opening: str, files: Sequence[RulebookFile]) -> str:
    """The page: ``opening`` (its hand-written heading and paragraph), then one section
    per game of ``files`` listing that game's boxes, each with a link to its section."""
    marks = MARKS[language]
    titles = {game: sections[0].title for game, sections in files if sections}
    out = [opening.rstrip("\n"), ""]
    game = None
    for note in notes(language, files):
        if note.game != game:
            game = note.game
            title = titles[game]
            out += [f"## {title} {{#{CHOICES}/{game}}}", ""]
        out.append(
            f"- **{marks[note.kind]}** [{note.section_title}](#{note.section_id}): {note.text}"
        )
        out.append("")
    return "\n".join(out)
