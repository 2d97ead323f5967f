"""The rulebook and the Russian words after the third audit (issue 30): the readings it
found unmarked are [Ruling] boxes in both languages, each saying what the source says and
the other reading; the words it named are gone, in the rulebook and in the translations."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

import pytest

from desktop.rulebook import text as text
from tests.conftest import REPO

# (section, a phrase of its new ruling box in English, in Russian): item 3 and item 4.
RULINGS = [
    ("gin/hollywood", "the bare sum of the points", "просто сумма очков трёх столбцов"),
    ("gin/hollywood", "each column is doubled on its own", "удваивается каждый столбец сам"),
    ("three-bugs/dummy", "never deals", "не сдаёт"),
    ("three-bugs/dummy", "crowns, aces or amurchik", "ни коронок, ни тузов, ни амурчика"),
    ("three-bugs/aces", '"only if in one hand"', "«только если находятся в одних"),
    ("three-bugs/aces", "the aces counted as honours only", "на БК тузы только как онеры"),
    ("stukolka/fault-remiz", "keep the shares his tricks won", "оставляет ему доли"),
    ("gin/gin", "does not undercut it", "ремик не подрезает"),
    ("gin/undercut", "k − o + 25, is our reading", "k − o + 25, — наше прочтение"),
    ("three-bugs/partie", "whoever won the most rubbers", "кто выиграл больше робберов"),
]


def ruling_text(language: str, section_id: str) -> str:
    return " ".join(
        note.text
        for note in text.choice_notes(language)
        if note.section_id == section_id and note.kind == "ruling"
    )


@pytest.mark.parametrize(("section_id", "english", "russian"), RULINGS)
def test_each_reading_is_a_ruling_in_both_languages(
    section_id: str, english: str, russian: str
) -> None:
    assert english in ruling_text("en", section_id)
    assert russian in ruling_text("ru", section_id)


def flat(language: str, game: str) -> str:
    return " ".join(text.source_text(language, game).split())


def test_the_glossary_says_what_a_revoke_and_a_misdeal_are() -> None:
    """Item 5: a defender's revoke makes the contract count as made; item 7: in Stukolka
    the misdeal is the fault and the redeal its remedy."""
    revoke = text.find_section("en", "glossary/revoke").body
    assert "a defender's makes the contract count as made" in " ".join(revoke.split())
    revoke_ru = text.find_section("ru", "glossary/revoke").body
    assert "делает игру солиста выполненной" in " ".join(revoke_ru.split())
    assert "only means" not in flat("en", "glossary")
    assert "означает просто" not in flat("ru", "glossary")
    assert "its remedy is the redeal" in flat("en", "glossary")
    assert "её исправляет пересдача" in flat("ru", "glossary")


def test_the_three_bugs_introduction_agrees_with_the_spec() -> None:
    """Item 5: the spec says the tables are missing from every surviving copy."""
    assert "missing from every surviving copy" in flat("en", "three-bugs")
    assert "Only one copy of the rules survives" not in flat("en", "three-bugs")
    assert "нет ни в одной дошедшей до нас копии" in flat("ru", "three-bugs")


GONE = [
    ("ru", "three-bugs", r"\bкороны\b|\bкороной\b"),
    ("ru", "three-bugs", "онёр"),
    ("ru", "three-bugs", "При пересдаче"),
    ("ru", "three-bugs", "неубитая козырем"),
    ("ru", "three-bugs", r"согласиться или"),
    ("ru", "choices", r"согласиться или"),
    ("ru", "stukolka", "Игравший, кто"),
    ("ru", "gin", "сделал джин"),
    ("ru", "gin", "лишними очками"),
    ("ru", "gin", "голливудском счёте"),
    ("ru", "gin", "итогу матча"),
    ("ru", "glossary", "партии игрока"),
    ("ru", "glossary", "лишних очков"),
    ("ru", "rummy", "500 рум"),
    ("ru", "rummy", "стоят записанных"),
    ("en", "three-bugs", "nonne"),
]


@pytest.mark.parametrize(("language", "game", "pattern"), GONE)
def test_the_words_are_gone_from_the_rulebook(language: str, game: str, pattern: str) -> None:
    assert not re.search(pattern, flat(language, game))


def test_the_nine_card_crown_is_a_nona() -> None:
    assert "| 9 | nona | нона | 7000 |" in text.source_text("en", "three-bugs")


def test_the_melds_example_names_all_ten_cards() -> None:
    """Item 7: four fives, 6♥ 7♥, three kings and 2♦ are the ten cards of its hand."""
    assert "four fives, 6♥ 7♥, three kings and 2♦" in flat("en", "gin")
    assert "четыре пятёрки, 6♥ 7♥, три короля и 2♦" in flat("ru", "gin")


def russian_translations() -> dict[tuple[str, str], str]:
    tree = ElementTree.parse(REPO / "resources" / "translations" / "zapis_ru.ts")
    found: dict[tuple[str, str], str] = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.findtext("translation") or ""
    return found


def test_the_window_says_what_the_rulebook_says() -> None:
    """Item 6 in the translations: a sitting is «встреча» («партия» is Three Bugs' four
    rubbers and the gin game), going out is «ремик», deadwood «очки на руке»."""
    russian = russian_translations()
    for (_context, source), words in russian.items():
        if "sitting" in source.casefold() or "session file" in source.casefold():
            assert "парти" not in words, (source, words)
        assert "лишние очки" not in words.casefold() and "сделал джин" not in words, (source, words)
        assert not re.search(r"подрез\b", words), (source, words)
        assert "матч" not in words, (source, words)
    assert russian[("MainWindow", "&New sitting…")] == "&Новая встреча…"
    assert russian[("GinForm", "&Who knocked or went gin:")] == "&Кто постучал или объявил ремик:"
    assert russian[("RuleViolationName", "deadwood")] == "очки на руке"
    assert russian[("GinForm", "Gin")] == "Ремик"
    partie = russian[("RuleViolation", "no deal may follow deal {last}: the partie is complete")]
    assert "партия" in partie


def test_no_source_string_in_desktop_says_nonne_or_the_old_words() -> None:
    for path in (REPO / "desktop").rglob("*.py"):
        body = path.read_text(encoding="utf-8")
        assert "nonne" not in body and "короны" not in body, path
