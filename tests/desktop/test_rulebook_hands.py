"""The rulebook's worked examples from the cards (issue 18, part 4): every ``zapis-hand``
block is what Zapis works out, in both languages, and the window shows it as cards and
counts, not JSON."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.rulebook import display, search, text
from desktop.rulebook.hand_examples import HandExample
from rules.from_cards import answer
from rules.session import score, session_from_json
from tests.helpers import session_dict

SECTIONS = {
    "gin/melds": 3,
    "gin/lay-offs": 4,
    "rummy/from-the-cards": 1,
    "three-bugs/from-the-cards": 2,
}


def _examples() -> list[Any]:
    params = []
    for language in text.LANGUAGES:
        for section in text.all_sections(language):
            for number, example in enumerate(section.hand_examples, start=1):
                params.append(pytest.param(example, id=f"{language}:{section.id}#{number}"))
    return params


@pytest.mark.parametrize("example", _examples())
def test_hand_example_is_what_zapis_works_out(example: HandExample) -> None:
    assert answer(example.request) == example.expect


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_the_sections_carry_their_hand_examples(language: str) -> None:
    """Melds, lay-offs, rummy counts, honours and crowns each have worked examples, the
    same number in Russian and English."""
    for section_id, count in SECTIONS.items():
        assert len(text.find_section(language, section_id).hand_examples) == count, section_id
    counts = {s.id: len(s.hand_examples) for s in text.all_sections(language) if s.hand_examples}
    assert counts == SECTIONS


def test_a_gin_examples_deal_record_scores_its_outcome() -> None:
    """The record worked out from the cards is scored by the gin engine to the points
    the example shows."""
    for example in text.find_section("en", "gin/lay-offs").hand_examples:
        deal = example.expect["deal"]
        names = example.request["names"]
        session = session_from_json(
            session_dict("gin", [names["knocker"], names["opponent"]], [deal])
        )
        outcome = example.expect["outcome"]
        assert score(session).totals[outcome["winner"]] == outcome["points"]


def test_a_three_bugs_example_is_taken_by_the_engine() -> None:
    example = text.find_section("en", "three-bugs/from-the-cards").hand_examples[0]
    record = {
        "type": "contract",
        "dealer": "Boris",
        "soloist": "Anna",
        "contract": "7H",
        "tricks": 7,
        **example.expect,
    }
    scored = score(
        session_from_json(session_dict("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], [record]))
    )
    assert scored.totals["Vera"] == 6 * 40 + 5000  # tricks 6 × 40 below, amurchik above


def test_the_window_shows_cards_not_json() -> None:
    shown = display.display_markdown(text.source_text("en", "gin"), "en")
    assert "zapis-hand" not in shown and '"knocker"' not in shown
    assert "- A: melds 2♠ 3♠ 4♠ · 8♣ 8♦ 8♥ · J♥ Q♥ K♥; left over 6♣; deadwood **6**" in shown
    assert (
        "- B: melds 7♣ 7♦ 7♥ · 10♣ J♣ Q♣; left over 5♠ 6♠ 9♠ K♦; lays off 5♠ 6♠; deadwood **19**"
        in shown
    )
    assert "- knock: A scores **13**" in shown
    russian = display.display_markdown(text.source_text("ru", "three-bugs"), "ru")
    assert "- Онеров у солиста: **7**" in russian
    assert "- Коронки: Анна ♠ 3, Анна ♥ 6, Глеб ♣ 3" in russian
    assert "- Амурчик: Вера" in russian


def test_hand_examples_are_not_searched_as_text() -> None:
    assert not [hit for hit in search.search("en", "opponent_deadwood")]
