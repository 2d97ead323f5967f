"""The Preferans chapter (issue 29): a section per rule id and per settlement step, every
[ruling] of preferans.md §15 marked with its alternative and how to set it, worked
examples for the rules, the conventions in one table, and the glossary's words."""

from __future__ import annotations

import re

import pytest

from desktop.rulebook import display as display
from desktop.rulebook import text as text
from rules.preferans.options import OPTION_KEYS
from rules.preferans.reasons import RULE_IDS, SETTLEMENT_RULES

MARK = {"en": "> **[Ruling]**", "ru": "> **[Решение]**"}


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_a_section_for_every_rule_and_settlement_step(language: str) -> None:
    ids = text.section_ids(language)
    assert RULE_IDS | set(SETTLEMENT_RULES) <= ids


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_every_ruling_names_its_alternative_or_says_there_is_no_setting(language: str) -> None:
    """§15: each box names the other reading and the option that sets it (an option key
    in code), or says Zapis has none for it."""
    none_words = {"en": "no setting", "ru": "настройки в Записи нет"}[language]
    boxes = 0
    for section in text.sections(language, "preferans"):
        for box in section.body.split("\n\n"):
            if not box.startswith(MARK[language]):
                continue
            boxes += 1
            box = " ".join(line.removeprefix("> ") for line in box.splitlines())
            keys = set(re.findall(r"`([a-z_]+)(?::[^`]*)?`", box))
            assert (
                keys & set(OPTION_KEYS)
                or none_words in box
                or "поправкой" in box
                or ("correction" in box)
            ), (section.id, box)
    # §15 lists 27 rulings; some share a box, the conventions' three have one each.
    assert boxes >= 24


def test_the_conventions_table_names_every_option() -> None:
    """§3 in one table: every option key but ``convention`` in a row, the three columns."""
    for language in text.LANGUAGES:
        body = text.find_section(language, "preferans/conventions").body
        header = next(line for line in body.splitlines() if line.startswith("| "))
        assert header.count("|") == 6
        for key in OPTION_KEYS[1:]:
            assert f"`{key}`" in body, (language, key)


def test_the_rules_the_brief_names_have_worked_examples() -> None:
    wanted = [
        "preferans/game",
        "preferans/remiz",
        "preferans/tricks",
        "preferans/consolation",
        "preferans/shortfall",
        "preferans/half-whist",
        "preferans/talon",
        "preferans/concede",
        "preferans/misere",
        "preferans/raspasy",
        "preferans/raspasy-zero",
        "preferans/help",
        "preferans/write-off",
        "preferans/gora-first",
        "preferans/correction",
        "preferans/netting",
        "preferans/settling-up",
    ]
    for language in text.LANGUAGES:
        for section_id in wanted:
            assert text.find_section(language, section_id).examples, (language, section_id)


def test_the_glossary_has_the_preferans_words() -> None:
    words = {
        "ru": [
            "пуля",
            "гора",
            "висты",
            "мизер",
            "распасы",
            "консоляция",
            "недовист",
            "полвиста",
            "амнистия",
            "американка",
            "конвенция",
            "играющий",
        ],
        "en": [
            "pool",
            "mountain",
            "whists",
            "misère",
            "raspasy",
            "consolation",
            "shortfall",
            "half-whist",
            "amnesty",
            "american help",
            "convention",
            "declarer",
        ],
    }
    for language, listed in words.items():
        titles = " ".join(s.title for s in text.sections(language, "glossary")).casefold()
        for word in listed:
            assert re.search(rf"\b{word}\b", titles), (language, word)


def test_an_example_with_exact_totals_is_shown_with_its_signs() -> None:
    """The example table writes an exact net with its sign, as the other games' totals."""
    shown = display.display_markdown(text.source_text("en", "preferans"), "en")
    assert "| **Total** | **+112/3** | **+280/3** | **−392/3** |" in shown
    assert "+4 mountain" in shown and "+28 whists" in shown
    russian = display.display_markdown(text.source_text("ru", "preferans"), "ru")
    assert "+4 гора" in russian
