"""The rulebook's texts: ids the engines emit, worked examples, search, format.

Sources: spec/three-bugs.md, spec/stukolka.md, spec/gin-family.md (every rule id must have
a section; every [restored]/[ruling] is shown) and the rulebook files themselves.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from desktop.rulebook import display as display
from desktop.rulebook import search as search
from desktop.rulebook import text as text
from rules.registry import find_game, games
from rules.session import score, session_from_json
from rules.settlement import scored_json
from tests.test_cases import check_expect

LINK = re.compile(r"\]\(#([^)]+)\)")


def _examples() -> list[Any]:
    params = []
    for language in text.LANGUAGES:
        counts: dict[str, int] = {}
        for example in text.all_examples(language):
            number = counts[example.section_id] = counts.get(example.section_id, 0) + 1
            params.append(pytest.param(example, id=f"{language}:{example.section_id}#{number}"))
    return params


def test_some_engine_is_built() -> None:
    """The rule-id check below must not pass because no engine is there to ask."""
    assert games(), "no game is registered: rules/<game>/ publishes ENTRY"


def test_the_rulebook_has_a_chapter_per_registered_game_then_the_glossary() -> None:
    """The contents follow the registry (no list of games kept here)."""
    assert list(text.GAMES) == [*(entry.name for entry in games()), "glossary", "choices"]
    assert text.GAMES[0] == "three-bugs" and "stukolka" in text.GAMES


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_every_rule_id_an_engine_emits_has_a_section(language: str) -> None:
    """design.md practice 3: the rulebook has a section for every id on an entry; the ids
    are asked of the engines themselves, not copied here."""
    ids = text.section_ids(language)
    for entry in games():
        game = find_game(entry.name)
        missing = sorted(game.rule_ids - ids)
        assert not missing, f"{language}: no section for {game.name} rule ids {missing}"


def test_both_languages_have_the_same_sections_in_the_same_order() -> None:
    """One id names the same rule in Russian and English, at the same place and level."""
    for game in text.GAMES:
        russian = [(s.id, s.level) for s in text.sections("ru", game)]
        english = [(s.id, s.level) for s in text.sections("en", game)]
        assert russian == english, game
    assert text.section_ids("ru") == text.section_ids("en")


def test_both_languages_carry_the_same_worked_examples_by_section() -> None:
    """Each worked example stands in both languages, in the same section (the Russian
    one may name its players in Cyrillic)."""
    for game in text.GAMES:
        russian = [(s.id, len(s.examples)) for s in text.sections("ru", game)]
        english = [(s.id, len(s.examples)) for s in text.sections("en", game)]
        assert russian == english, game


@pytest.mark.parametrize("example", _examples())
def test_worked_example_agrees_with_the_engine(example: text.Example) -> None:
    """Each worked example's numbers, worked out by hand from the spec, are what the
    engine scores (comparison as in the conformance cases, plus three-bugs games and
    rubbers when the example states them)."""
    session = session_from_json(example.session)
    output = scored_json(session, score(session))
    check_expect(example.expect, output)
    for key in ("games", "rubbers"):
        if key in example.expect:
            assert output[key] == example.expect[key], key
    assert set(example.expect) <= {
        "totals",
        "on_table",
        "finished",
        "settlement",
        "winner",
        "columns",
        "deals",
        "games",
        "rubbers",
        "payments",
        "pool",
        "gora",
        "whists",
    }, "an expect key the comparison would ignore"


def test_examples_cover_the_rules_the_brief_names() -> None:
    """10NT down two, honours (suit and NT), crowns, the two all-pass examples, misdeal,
    beetle, game/rubber, the Stukolka example and a carry, the 243 gin game, an Oklahoma
    spade, a rummy deal — each has a worked example in its section."""
    wanted = [
        "three-bugs/undertricks",
        "three-bugs/honours",
        "three-bugs/crowns",
        "three-bugs/all-pass",
        "three-bugs/all-pass-clean",
        "three-bugs/misdeal",
        "three-bugs/beetles",
        "three-bugs/game",
        "three-bugs/rubber",
        "stukolka/remiz",
        "stukolka/carry",
        "gin/settlement",
        "gin/oklahoma-spades",
        "rummy/melded",
        "three-bugs/settling-up",
        "stukolka/settling-up",
        "gin/settling-up",
        "rummy/settling-up",
    ]
    for language in text.LANGUAGES:
        for section_id in wanted:
            assert text.find_section(language, section_id).examples, (language, section_id)
    honours = text.find_section("en", "three-bugs/honours").examples
    contracts = {ex.session["deals"][0]["contract"] for ex in honours}
    assert any(c.endswith("NT") for c in contracts)
    assert any(not c.endswith("NT") for c in contracts)
    settlement = text.find_section("en", "gin/settlement").examples[0]
    assert settlement.expect["settlement"] == {"winner": "A", "net": 243}
    all_pass = {
        tuple(sorted(ex.session["deals"][0]["tricks"].values()))
        for section in ("three-bugs/all-pass", "three-bugs/all-pass-clean")
        for ex in text.find_section("en", section).examples
    }
    assert {(2, 3, 4, 4), (0, 4, 4, 5)} <= all_pass


def test_every_restored_and_ruling_mark_is_in_both_languages() -> None:
    """spec: each [restored]/[ruling] is shown to the user; the two languages mark the
    same sections the same number of times."""
    marks = {
        "en": ("**[Restored]**", "**[Ruling]**"),
        "ru": ("**[Восстановлено]**", "**[Решение]**"),
    }
    counted: dict[str, list[tuple[str, int, int]]] = {}
    for language, (restored, ruling) in marks.items():
        counted[language] = [
            (s.id, s.body.count(f"> {restored}"), s.body.count(f"> {ruling}"))
            for s in text.all_sections(language)
        ]
    assert counted["ru"] == counted["en"]
    restored_sections = {sid for sid, r, _ in counted["en"] if r}
    ruling_sections = {sid for sid, _, r in counted["en"] if r}
    # The spec's marks: values and contract levels restored; its rulings.
    assert {"three-bugs/values", "three-bugs/bidding", "three-bugs/honours"} <= restored_sections
    assert {
        "three-bugs/dealing",
        "three-bugs/soloist-fault",
        "three-bugs/exchange-fault",
        "three-bugs/all-pass-fault",
        "three-bugs/game",
        "stukolka/table",
        "stukolka/remiz-limit",
        "gin/shutout",
        "rummy/game",
        # settlement.md's rulings: pairwise Three Bugs and Rummy, the table shared.
        "three-bugs/settling-up",
        "rummy/settling-up",
        "stukolka/settling-up",
    } <= ruling_sections


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_every_link_in_the_text_leads_to_a_section(language: str) -> None:
    ids = text.section_ids(language)
    for section in text.all_sections(language):
        for target in LINK.findall(section.body):
            assert target in ids, f"{language} {section.id}: link to unknown #{target}"


def test_the_glossary_has_the_words_of_the_table() -> None:
    """Issue 9: the glossary explains these Russian words, each with its English."""
    words = [
        "солист",
        "вистующий",
        "прикуп",
        "пересыпка",
        "шпилечки",
        "распасовка",
        "онеры",
        "коронка",
        "амурчик",
        "жучишка",
        "жучок",
        "жук",
        "гейм",
        "роббер",
        "болван",
        "засдача",
        "стуколка",
        "ремиз",
        "ремик",
        "стучать",
    ]
    for language in text.LANGUAGES:
        titles = " ".join(s.title for s in text.sections(language, "glossary")).casefold()
        for word in words:
            assert re.search(rf"\b{word}\b", titles), (language, word)
    for section in text.sections("ru", "glossary")[1:]:
        assert re.search(r"[A-Za-z]", section.title), f"{section.id} has no English word"


@pytest.mark.parametrize(
    ("language", "spellings", "section_id"),
    [
        ("ru", ["онеры", "Онеры", "ОНЕРЫ"], "three-bugs/honours"),
        ("ru", ["ремиз", "Ремиз", "РЕМИЗ"], "stukolka/remiz"),
        ("en", ["remiz", "Remiz", "REMIZ"], "stukolka/remiz"),
        ("en", ["онеры", "ОНЕРЫ"], "glossary/honours"),
    ],
)
def test_search_folds_case(language: str, spellings: list[str], section_id: str) -> None:
    """Cyrillic and Latin case are folded: every spelling finds the same sections, and
    each match is the word itself or another form of it (the same stem)."""
    results = [search.search(language, spelling) for spelling in spellings]
    ids = [[hit.section_id for hit in hits] for hits in results]
    assert ids[0] and all(found == ids[0] for found in ids)
    assert section_id in ids[0]
    for hits, spelling in zip(results, spellings, strict=True):
        for hit in hits:
            assert search.stem(search.fold(hit.matched)) == search.stem(search.fold(spelling)), hit


def test_search_reads_yo_as_ye() -> None:
    """«ещё» is found by «еще» and the other way round; the passage keeps the ё."""
    with_yo = search.search("ru", "ещё")
    without = search.search("ru", "еще")
    assert with_yo and [h.section_id for h in with_yo] == [h.section_id for h in without]
    assert any(hit.matched == "ещё" for hit in without)


def test_search_passage_shows_the_match_in_place() -> None:
    hit = search.search("ru", "квартдецим")[0]
    assert hit.section_id == "three-bugs/crowns"
    assert hit.snippet[hit.match_start :].startswith(hit.matched)
    assert hit.matched.casefold() == "квартдецим"
    assert "{#" not in hit.snippet and "zapis-example" not in hit.snippet


def test_search_of_nothing_finds_nothing() -> None:
    assert search.search("en", "   ") == []
    assert search.search("en", "no such word anywhere") == []


def test_search_with_several_words_needs_them_all() -> None:
    hits = search.search("en", "doubled spade")
    assert "gin/oklahoma-spades" in [h.section_id for h in hits]


def test_contents_nest_by_heading_level() -> None:
    tree = text.contents("en", "three-bugs")
    assert tree.id == "three-bugs"
    top = [child.id for child in tree.children]
    assert "three-bugs/penalties" in top and "three-bugs/soloist-fault" not in top
    penalties = next(c for c in tree.children if c.id == "three-bugs/penalties")
    assert [c.id for c in penalties.children] == [
        "three-bugs/soloist-fault",
        "three-bugs/defender-fault",
        "three-bugs/exchange-fault",
    ]
    gin = text.contents("ru", "gin")
    variants = next(c for c in gin.children if c.id == "gin/variants")
    oklahoma = variants.children[0]
    assert [c.id for c in oklahoma.children] == ["gin/oklahoma-limit", "gin/oklahoma-spades"]


def test_display_text_drops_ids_and_shows_examples_as_tables() -> None:
    shown = display.display_markdown(text.source_text("en", "three-bugs"), "en")
    assert "{#" not in shown and "zapis-example" not in shown and '"session"' not in shown
    assert "## Undertricks\n" in shown
    # The 10NT example: Boris −840 in all, each defender 1750.
    assert "| **Total** | **+1750** | **−840** | **+1750** | **+1750** |" in shown
    russian = display.display_markdown(text.source_text("ru", "stukolka"), "ru")
    assert "На столе: 0" in russian
    # The settling-up examples show the money: each net, then each payment.
    assert "Платежи: А → Б 0.50 ₽, А → В 0.50 ₽" in russian
    assert "Деньги: А −1.00 ₽, Б +0.50 ₽, В +0.50 ₽" in russian
    gin = display.display_markdown(text.source_text("en", "gin"), "en")
    assert "Payments: B → A 24.30 ₽" in gin


def test_a_heading_without_an_id_is_refused() -> None:
    with pytest.raises(text.RulebookError, match="without an"):
        text.parse_sections("# Title {#t}\n\n## Loose heading\n", "t")
    with pytest.raises(text.RulebookError, match="twice"):
        text.parse_sections("# T {#t}\n## A {#t/a}\n## B {#t/a}\n", "t")


def test_a_heading_inside_a_fence_is_text() -> None:
    parsed = text.parse_sections("# T {#t}\n```\n# not a heading\n```\n", "t")
    assert [s.id for s in parsed] == ["t"]


def test_unknown_ids_and_languages_are_named() -> None:
    with pytest.raises(KeyError, match="three-bugs/nothing"):
        text.find_section("en", "three-bugs/nothing")
    with pytest.raises(ValueError, match="de"):
        text.sections("de", "gin")
