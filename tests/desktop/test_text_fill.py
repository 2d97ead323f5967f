"""desktop.widgets.text_fill.fill: every %N of a translated message filled in one pass, so a
value holding a placeholder (a player called "%2") comes out as it went in."""

from __future__ import annotations

from desktop.widgets.text_fill import fill


def test_each_placeholder_takes_its_value():
    assert fill("%1 knocks with %2 against %3", "Anna", 5, 30) == "Anna knocks with 5 against 30"


def test_a_player_called_like_a_placeholder_keeps_his_name():
    """The old chain, .replace("%1", "%2").replace("%2", "7"), gave "7 scores 7"."""
    template = "%1 scores %2"
    chained = template.replace("%1", "%2").replace("%2", "7")
    assert chained == "7 scores 7"
    assert fill(template, "%2", 7) == "%2 scores 7"
    assert fill("%2 after %1", "%1", "%2") == "%2 after %1"


def test_a_placeholder_may_stand_twice_and_in_any_order():
    """A message may repeat a value ("%1 × …, %1 tricks"); a translation may move %N."""
    assert fill("%1 × %2 = %1 tricks", 2, 8) == "2 × 8 = 2 tricks"
    assert fill("%3, %1, %2", "a", "b", "c") == "c, a, b"


def test_a_placeholder_without_a_value_stays_as_written():
    assert fill("%1 and %2", "one") == "one and %2"
    assert fill("100% sure, %0 and %10", "x") == "100% sure, %0 and %10"


def test_ten_and_more_values_are_not_read_as_one_digit():
    values = [str(n) for n in range(1, 12)]
    assert fill("%1 %10 %11", *values) == "1 10 11"
