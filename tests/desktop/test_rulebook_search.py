"""Searching the rules by word forms, in Russian and English (issue 17: «жучок» must
find the game «Три жучка»; each result names its game)."""

from __future__ import annotations

import pytest

from desktop.rulebook import search as search


def ids(language: str, query: str) -> list[str]:
    return [hit.section_id for hit in search.search(language, query)]


def test_zhuchok_finds_the_game_three_bugs() -> None:
    """«жучок» and «жучка» share the stem «жучк» once the fleeting о is dropped; the
    game's own title «Три жучка» is the first, title, hit."""
    hits = search.search("ru", "жучок")
    assert hits[0].section_id == "three-bugs"
    assert hits[0].matched == "жучка"
    assert hits[0].game_title == "Три жучка"
    for form in ("жучка", "жучков", "Жучком"):
        assert ids("ru", form)[0] == "three-bugs", form


@pytest.mark.parametrize(
    ("query", "section_id"),
    [
        ("онеров", "three-bugs/honours"),
        ("коронок", "three-bugs/crowns"),
        ("взяток", "three-bugs/tricks"),
        ("ремизы", "stukolka/remiz"),
        ("стучал", "stukolka/knocking"),
        ("амурчика", "three-bugs/amurchik"),
    ],
)
def test_russian_word_forms_find_the_rule(query: str, section_id: str) -> None:
    assert section_id in ids("ru", query)


@pytest.mark.parametrize(
    ("query", "section_id"),
    [
        ("knocked", "gin/knock"),
        ("doubles", "gin/oklahoma-spades"),
        ("beetle", "three-bugs/beetles"),
        ("honour", "three-bugs/honours"),
        ("undercuts", "gin/undercut"),
        ("онеров", "glossary/honours"),
    ],
)
def test_english_word_forms_find_the_rule(query: str, section_id: str) -> None:
    """English words by the English stemmer; a Russian word in the English text by the
    Russian one."""
    assert section_id in ids("en", query)


def test_a_word_beginning_still_finds_the_word() -> None:
    hit = search.search("ru", "квартдецим")[0]
    assert hit.section_id == "three-bugs/crowns"
    assert hit.matched.casefold() == "квартдецим"


def test_each_result_names_its_game() -> None:
    """Two sections are called «Взятки»: the results tell them apart by game."""
    hits = [hit for hit in search.search("ru", "Взятки") if hit.title == "Взятки"]
    assert {(hit.section_id, hit.game_title) for hit in hits} == {
        ("three-bugs/tricks", "Три жучка"),
        ("stukolka/trick", "Стуколка"),
    }
    english = {hit.section_id: hit.game_title for hit in search.search("en", "tricks")}
    assert english["three-bugs/tricks"] == "Three Bugs"
    assert english["stukolka/trick"] == "Stukolka"


def test_several_words_in_a_row_by_their_forms() -> None:
    """«козырным тузом» finds «козырный туз» and «козырного туза», the words in a row."""
    hits = search.search("ru", "козырным тузом")
    found = {hit.section_id: hit.matched for hit in hits}
    assert found["stukolka/redeal"] == "козырный туз"
    assert found["stukolka/play"] == "козырного туза"


def test_the_choices_page_is_not_searched() -> None:
    """It repeats the boxes of the other pages; a search lists the rule itself."""
    for language in ("ru", "en"):
        assert not [i for i in ids(language, "пересыпка") if i.startswith("choices")]
