"""Hostile input to the session reader (issue 13; README "Limits on input"): each class the
adversarial run found is refused with one line naming the deal and the field, never a
traceback, and the limits are the named constants of ``rules.limits``."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import pytest

from rules.errors import RuleViolation, printable
from rules.limits import INTEGER_LIMIT, NAME_LIMIT, NESTING_LIMIT, SCORE_LIMIT
from rules.names import check_name, tidy_name
from rules.session import read_session, score, session_from_json
from tests.helpers import session_dict

TWO = ["Anna", "Boris"]
SEVEN = ["Anna", "Boris", "Вера", "Gleb", "Дарья", "Egor", "Zoya"]


def rummy(players: list[str] | None = None, deals: list[Any] | None = None, **options: Any) -> str:
    return json.dumps(session_dict("rummy", players or TWO, deals or [], **options))


def refusal(text: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        score(read_session(text))
    line = caught.value.text()
    assert "\n" not in line and "\r" not in line, line
    line.encode("utf-8")  # printable: no lone surrogate reaches the terminal
    return caught.value


def test_a_number_of_5000_digits_names_its_field() -> None:
    """Python refuses to convert more than 4,300 digits (a ValueError traceback before):
    the number is refused unconverted, naming options.target."""
    text = rummy().replace('"options": {}', '"options": {"target": ' + "9" * 5000 + "}")
    violation = refusal(text)
    assert violation.text() == (
        f"options: options.target is a number of 5000 digits, beyond the limit of ±{INTEGER_LIMIT}"
    )


def test_a_number_just_past_the_limit_is_refused_and_the_limit_itself_read() -> None:
    past = rummy(deals=[{"melded": {"Anna": INTEGER_LIMIT + 1, "Boris": 0}, "in_hand": {}}])
    assert refusal(past).text() == (
        f"deal 1: melded.Anna {INTEGER_LIMIT + 1} is beyond the limit of ±{INTEGER_LIMIT}"
    )
    at = rummy(target=INTEGER_LIMIT)
    assert read_session(at).options["target"] == INTEGER_LIMIT


@pytest.mark.parametrize("depth", [NESTING_LIMIT + 2, 1_000, 100_000])
def test_deep_nesting_is_one_line(depth: int) -> None:
    """JSON nested 1,000 deep gave a RecursionError traceback; 100,000 deep too."""
    text = rummy().replace('"options": {}', '"options": ' + "[" * depth + "]" * depth)
    violation = refusal(text)
    assert violation.text() == f"session: the data is nested more than {NESTING_LIMIT} levels deep"


def test_nesting_within_the_limit_reaches_the_engine() -> None:
    text = rummy().replace('"options": {}', '"options": {"x": ' + "[" * 10 + "]" * 10 + "}")
    assert "unknown field 'options.x'" in refusal(text).text()


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("\ud800", "\\ud800"),
        ("An\x00na", "An\\x00na"),
        ("B\nC", "B\\nC"),
        ("Tab\tbed", "Tab\\tbed"),
        ("Line\u2028sep", "Line\\u2028sep"),
    ],
)
def test_names_with_control_characters_or_surrogates_are_refused(name: str, shown: str) -> None:
    """A lone surrogate gave a UnicodeEncodeError traceback; a newline or tab was taken
    and printed over several lines; a NUL was kept by SQLite, refused by PostgreSQL."""
    violation = refusal(rummy(["Anna", name]))
    assert violation.field == "players"
    assert violation.text().startswith(f"players: player name '{shown}' holds a")


def test_a_newline_in_a_deal_field_is_refused_and_never_echoed() -> None:
    violation = refusal(rummy(deals=[{"melded": {"Anna\n": 1}, "in_hand": {}}]))
    assert violation.text() == (
        "deal 1: a field name holds a control character (U+000A), which is not allowed"
    )
    violation = refusal(rummy(deals=[{"melded": {}, "in_hand": {}, "x": "a\nb"}]))
    assert violation.text() == "deal 1: x holds a control character (U+000A), which is not allowed"


def test_a_value_the_engine_refuses_is_echoed_on_one_line() -> None:
    """Even where the engine repeats what it was given (a dealer not at the table), what
    is shown is escaped and cut: one line, at most 200 characters of it (escapes are longer)."""
    violation = RuleViolation("dealer '{value}' is not at the table", deal=2, value="x\ny" * 500)
    text = violation.text()
    assert "\n" not in text and text.startswith("deal 2: dealer 'x\\ny")
    assert len(text) < 400 and "…" in text


def test_name_length_is_one_limit_for_score_and_store() -> None:
    """``score`` took names of 100,000 characters that ``import`` refused: one rule now."""
    assert read_session(rummy(["Anna", "B" * NAME_LIMIT])).players[1] == "B" * NAME_LIMIT
    violation = refusal(rummy(["Anna", "B" * 100_000]))
    assert f"is longer than {NAME_LIMIT} characters" in violation.text()


def test_a_byte_order_mark_is_skipped() -> None:
    assert read_session("\ufeff" + rummy()).players == tuple(TWO)


def test_nan_and_infinity_are_not_json() -> None:
    text = rummy(deals=[{"melded": {"Anna": 1}, "in_hand": {"Anna": 0}}])
    assert refusal(text.replace(": 1}", ": NaN}")).text() == (
        "deal 1: melded.Anna is NaN, which is not a number JSON allows"
    )
    assert refusal(rummy().replace('"options": {}', '"options": -Infinity')).text() == (
        "options: options is -Infinity, which is not a number JSON allows"
    )


def test_composed_and_decomposed_names_are_one_player() -> None:
    """«Алёна» with a composed «ё» and with «е» + U+0308 look the same: kept in NFC, so
    they are the same player, in the list and in the deals."""
    composed = "Алёна"
    decomposed = unicodedata.normalize("NFD", composed)
    assert composed != decomposed
    twice = refusal(rummy([composed, decomposed]))
    assert "is given twice" in twice.text()
    deal = {"melded": {decomposed: 10, "Boris": 5}, "in_hand": {composed: 0, "Boris": 1}}
    session = read_session(rummy([decomposed, "Boris"], [deal]))
    assert session.players == (composed, "Boris")
    assert score(session).totals == {composed: 10, "Boris": 4}


@pytest.mark.parametrize("invisible", ["\u200b", "\ufeff", "\u2060", "\u00ad", "\u200e"])
def test_invisible_characters_in_a_name_are_refused_and_tidied_by_forms(invisible: str) -> None:
    """A trailing zero-width space made a second «Anna» nobody could tell apart: a file
    is refused (its deals name players exactly), a form trims it."""
    violation = refusal(rummy(["Anna", "Anna" + invisible]))
    code = f"U+{ord(invisible):04X}"
    assert f"holds an invisible character ({code})" in violation.text()
    assert tidy_name(f" {invisible}Anna{invisible} ") == "Anna"


def test_joiners_inside_a_name_are_kept() -> None:
    """Zero-width (non-)joiners shape Persian and Indic names and emoji sequences."""
    for name in ("می\u200cخواهم", "👩\u200d👩\u200d👦"):
        assert check_name(name, field="players") == name
    with pytest.raises(RuleViolation, match="invisible"):
        check_name("Anna\u200d", field="players")


def test_a_stored_sitting_is_taken_as_it_was_written() -> None:
    """A sitting written before these limits (a tab in a name) still opens."""
    data = json.loads(rummy(["Anna", "Bo\tris"]))
    assert session_from_json(data, stored=True).players == ("Anna", "Bo\tris")


def _growing_pot(deals: int, **options: Any) -> str:
    """Obligatory Stukolka for 7: three players take a trick each, four take none and pay
    a remiz of the whole pot: the pot grows about fourfold a deal (the issue's case)."""
    records = [
        {"dealer": SEVEN[n % 7], "tricks": {"Anna": 1, "Boris": 1, "Вера": 1}} for n in range(deals)
    ]
    return json.dumps(session_dict("stukolka", SEVEN, records, variant="obligatory", **options))


def test_a_stukolka_pot_beyond_the_limit_is_refused_at_its_deal() -> None:
    """Without a remiz limit the pot passes 2^63 after about 30 deals and the import died
    with OverflowError; now the deal where the money would pass SCORE_LIMIT is refused,
    with the advice to play with a remiz limit, and every deal before it scores."""
    violation = refusal(_growing_pot(40))
    assert violation.deal is not None and 20 <= violation.deal <= 30
    assert "play with a remiz limit (options.remiz_limit)" in violation.text()
    before = score(read_session(_growing_pot(violation.deal - 1)))
    assert max(deal.facts.pot.total for deal in before.deals) <= SCORE_LIMIT
    assert all(abs(total) <= SCORE_LIMIT for total in before.totals.values())


def test_a_remiz_limit_keeps_a_long_stukolka_sitting_in_bounds() -> None:
    scored = score(read_session(_growing_pot(400, remiz_limit=30)))
    assert len(scored.deals) == 400
    assert sum(scored.totals.values()) + scored.summary.on_table == 0


def test_points_beyond_the_limit_are_refused_at_the_deal_that_passes_it() -> None:
    """Gin with a gin bonus of 6 × 10^14 (options have no upper bound of their own): the
    second gin would make Anna's total 1.2 × 10^15, past SCORE_LIMIT."""
    gin = {"type": "gin", "player": "Anna", "opponent_deadwood": 24}
    text = json.dumps(
        session_dict("gin", TWO, [gin, gin], gin_bonus=6 * 10**14, target=INTEGER_LIMIT)
    )
    assert score(read_session(_first(text))).totals["Anna"] == 6 * 10**14 + 24
    violation = refusal(text)
    assert violation.deal == 2
    assert violation.text() == (
        f"deal 2: Anna's total would go beyond ±{SCORE_LIMIT}, more than Zapis can keep"
    )


def _first(text: str) -> str:
    """The same session with its first deal only."""
    data = json.loads(text)
    data["deals"] = data["deals"][:1]
    return json.dumps(data)


def test_printable_leaves_plain_text_and_joiners_alone() -> None:
    assert printable("Вера & Gleb") == "Вера & Gleb"
    assert printable("a\u200db") == "a\u200db"
    assert printable("a\u200bb\x7f") == "a\\u200bb\\x7f"
