"""The page "What the sources say and what we chose": every [Restored] and [Ruling] box
of the rulebook, gathered under its game with a link to the section it stands in.

The page is built from the other files each time it is read, so it cannot drift from
them: only its heading and opening paragraph are written by hand
(``resources/rulebook/<language>/choices.md``). Pure Python, no Qt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from desktop.rulebook import text

CHOICES = "choices"
"""The page's file name and section id."""

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


def notes(language: str) -> tuple[Note, ...]:
    """Every box of the rulebook in ``language``, in the rulebook's order."""
    kind_of = {word: kind for kind, word in MARKS[text.check_language(language)].items()}
    found: list[Note] = []
    for game in text.GAMES:
        if game == CHOICES:
            continue
        for section in text.sections(language, game):
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


def choices_markdown(language: str, opening: str) -> str:
    """The page: ``opening`` (its hand-written heading and paragraph), then one section
    per game listing that game's boxes, each with a link to its section."""
    marks = MARKS[text.check_language(language)]
    out = [opening.rstrip("\n"), ""]
    game = None
    for note in notes(language):
        if note.game != game:
            game = note.game
            title = text.sections(language, game)[0].title
            out += [f"## {title} {{#{CHOICES}/{game}}}", ""]
        out.append(
            f"- **{marks[note.kind]}** [{note.section_title}](#{note.section_id}): {note.text}"
        )
        out.append("")
    return "\n".join(out)
