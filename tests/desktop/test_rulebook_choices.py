"""The rulebook after the audit (issue 17): the rulings the specs mark are marked in both
languages in the same sections, the choices page lists every box with a link, and the
text defects the audit found are gone."""

from __future__ import annotations

import re

import pytest

from desktop.rulebook import choices as choices
from desktop.rulebook import text as text

# Each ruling the audit found stated as a source rule, with the section that now marks
# it: (section id, the spec or source it comes from).
AUDIT_RULINGS = [
    ("rummy/in-hand", "gin-family.md: melded minus in hand"),
    ("gin/oklahoma-limit", "gin-family.md: an ace sets the knock limit to 1"),
    ("gin/oklahoma-spades", "gin-family.md: spades double the hand, not the game's bonuses"),
    ("rummy/game", "gin-family.md: a tie goes on until one leads alone"),
    ("three-bugs/penalties", "three-bugs.md: faults one by one, the soloist's first"),
    ("three-bugs/honours", "three-bugs.md: the NT majority 3+/1−/2–2"),
    ("three-bugs/rubber", "three-bugs.md: two second games on one deal, 4000 each"),
    ("stukolka/trick", "stukolka.md: a lone knocker takes the pot"),
    ("stukolka/redeal", "stukolka.md: a redeal costs nothing"),
    ("gin/game", "gin-family.md: the game ends on reaching 100"),
    ("gin/hollywood", "gin-family.md: a player who never scored enters the next column"),
    ("three-bugs/one-pack", "issue 17: one pack, one record; refuse, do not fill"),
    ("stukolka/knocking", "stukolka rule 6: games with buying imply games without"),
    ("glossary/peresypka", "three-bugs seed: «пересыпка» read, «гвоздь» unexplained"),
]


def rulings(language: str) -> dict[str, int]:
    counted: dict[str, int] = {}
    for note in text.choice_notes(language):
        if note.kind == "ruling":
            counted[note.section_id] = counted.get(note.section_id, 0) + 1
    return counted


@pytest.mark.parametrize(("section_id", "source"), AUDIT_RULINGS)
def test_the_audits_rulings_are_marked_in_both_languages(section_id: str, source: str) -> None:
    for language in text.LANGUAGES:
        assert rulings(language).get(section_id, 0) >= 1, (language, section_id, source)


def test_both_languages_have_the_same_boxes_in_the_same_sections() -> None:
    """Same section ids, same kinds, same order: the Russian and English boxes pair up."""
    russian = [(note.section_id, note.kind) for note in text.choice_notes("ru")]
    english = [(note.section_id, note.kind) for note in text.choice_notes("en")]
    assert russian == english
    assert len(russian) >= 25


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_the_choices_page_lists_every_box_with_a_link(language: str) -> None:
    """The page is gathered from the other files when read, so nothing can drift: every
    box appears once, under its game, linking to its section, with its whole text."""
    page = text.sections(language, "choices")
    assert page[0].id == "choices"
    listed = [
        line for section in page[1:] for line in section.body.splitlines() if line.startswith("- ")
    ]
    notes = text.choice_notes(language)
    assert len(listed) == len(notes)
    for line, note in zip(listed, notes, strict=True):
        assert f"(#{note.section_id})" in line
        assert note.text in line
        assert choices.MARKS[language][note.kind] in line
        assert text.find_section(language, note.section_id).title in line
    games = {section.id.removeprefix("choices/") for section in page[1:]}
    assert games == {note.game for note in notes}


def test_a_new_box_appears_on_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """Built from the files: a box added to a rule shows on the page with no other edit."""
    body = text.source_text("en", "stukolka").replace(
        "## Play {#stukolka/play}\n",
        "## Play {#stukolka/play}\n\n> **[Ruling]** A test box.\n",
    )
    original = text.source_text.__wrapped__

    def patched(language: str, game: str) -> str:
        return body if (language, game) == ("en", "stukolka") else original(language, game)

    text.source_text.cache_clear()
    text.sections.cache_clear()
    monkeypatch.setattr(text, "source_text", patched)
    try:
        page = text.choices_page("en", "# Choices {#choices}\n")
        assert "- **[Ruling]** [Play](#stukolka/play): A test box." in page
    finally:
        monkeypatch.undo()
        text.source_text.cache_clear()
        text.sections.cache_clear()


# --- the text defects the audit listed -------------------------------------------------

GONE = [
    ("en", "three-bugs", "playing out of turn"),
    ("ru", "stukolka", "ходить вторым не обязательно"),
    ("en", "glossary", "first player to reach 1000"),
    ("ru", "glossary", "первый набравший 1000"),
    ("en", "rummy", "until one of them leads alone"),
    ("ru", "glossary", "## Кон,"),
    ("ru", "three-bugs", "при начале"),
    ("ru", "stukolka", "при начале"),
    ("ru", "three-bugs", "Стол может согласиться"),
    ("ru", "stukolka", "Сейчас его ремиз"),
    ("ru", "gin", "отдельно — несыгравшие"),
    ("ru", "stukolka", "ровно раскладывается"),
]


@pytest.mark.parametrize(("language", "game", "phrase"), GONE)
def test_the_audits_text_defects_are_gone(language: str, game: str, phrase: str) -> None:
    assert phrase not in " ".join(text.source_text(language, game).split())


def test_the_fixed_wording_says_what_the_source_means() -> None:
    def flat(language: str, game: str) -> str:
        return " ".join(text.source_text(language, game).split())

    # missed-turn is "missing a turn" in the Play section as in Penalties.
    assert flat("en", "three-bugs").count("missing a turn") >= 2
    # Rule 10: need not lead the other trump.
    assert "заходить другим козырем уже не обязательно (правило 10)" in flat("ru", "stukolka")
    # The game goes to the most points below the line, tied leaders each winning.
    assert "the player with the most there wins it (tied leaders each win one)" in flat(
        "en", "glossary"
    )
    assert "равные лидеры выигрывают каждый" in flat("ru", "glossary")
    assert text.find_section("ru", "glossary/pot").title.startswith("Банк")
    # Anyone may overtake in a rummy tie.
    assert "even one who was not in the tie" in flat("en", "rummy")
    assert "даже не из числа сравнявшихся" in flat("ru", "rummy")
    # «гвоздь» is explained (as unexplained by the source) in both glossaries.
    assert re.search(r"гвозд", flat("ru", "glossary"))
    assert "*гвоздь*" in flat("en", "glossary").casefold()
