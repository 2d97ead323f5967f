"""Each Stukolka rule with its numbers (stukolka.md, "One deal", "Variants", "Table")."""

from __future__ import annotations

from rules.ledger import Column
from rules.registry import find_game
from rules.session import new_session, next_dealer, read_deal, score
from rules.stukolka.engine import GAME, RULE_IDS
from rules.stukolka.results import Pot, StukolkaFacts, StukolkaSummary
from tests.helpers import deal_sums
from tests.rules.stukolka_strategies import stukolka

ABC = ["A", "B", "C"]
ABCD = ["A", "B", "C", "D"]


def entries_of(scored, deal: int) -> list[tuple[str, int, str, str]]:
    return [(e.player, e.points, e.reason, e.rule) for e in scored.deals[deal - 1].entries]


def test_obligatory_every_player_stakes_and_the_dealer_antes_too() -> None:
    """stukolka.md, "Variants" and "One deal" 1 (rule 18): obligatory, 4 players, ante 3,
    stake 3: pot = 3 + 4 × 3 = 15, share 5. A deals (−3 ante, −3 stake), B C D stake −3
    each; A, B, C take a trick each (+5); D took none: remiz 15, left on the table."""
    scored = score(
        stukolka(
            ABCD,
            [{"dealer": "A", "tricks": {"A": 1, "B": 1, "C": 1}}],
            variant="obligatory",
            ante=3,
            stake=3,
        )
    )
    assert entries_of(scored, 1) == [
        ("A", -3, "ante", "stukolka/ante"),
        ("A", -3, "stake", "stukolka/stake"),
        ("B", -3, "stake", "stukolka/stake"),
        ("C", -3, "stake", "stukolka/stake"),
        ("D", -3, "stake", "stukolka/stake"),
        ("A", 5, "trick", "stukolka/trick"),
        ("B", 5, "trick", "stukolka/trick"),
        ("C", 5, "trick", "stukolka/trick"),
        ("D", -15, "remiz", "stukolka/remiz"),
    ]
    assert dict(scored.totals) == {"A": -1, "B": 2, "C": 2, "D": -18}
    assert scored.summary.to_json() == {"on_table": 15}
    facts = scored.deals[0].facts
    assert (facts.pot.total, facts.pot.share, facts.knockers) == (15, 5, tuple(ABCD))


def test_obligatory_knocked_listing_everyone_in_any_order_is_the_same_deal() -> None:
    """session-format.md, stukolka: in the obligatory variant ``knocked`` may be omitted
    (everyone plays); listing all 3 players in another order scores the same: ante 6 and
    stakes 3 make a pot of 15, B takes 3 tricks (+15), A and C pay remizes of 15."""
    omitted = score(
        stukolka(ABC, [{"dealer": "A", "tricks": {"B": 3}}], variant="obligatory", ante=6)
    )
    listed = score(
        stukolka(
            ABC,
            [{"dealer": "A", "knocked": ["C", "A", "B"], "tricks": {"B": 3}}],
            variant="obligatory",
            ante=6,
        )
    )
    assert omitted.deals == listed.deals
    assert dict(omitted.totals) == {"A": -24, "B": 12, "C": -18}
    assert omitted.summary.to_json() == {"on_table": 30}


def test_ordinary_pays_no_stake_whatever_stake_says() -> None:
    """stukolka.md, "Table": the stake is used only in the obligatory variant, so an
    ordinary session with stake 4 is accepted and writes no stake: A antes 3, B alone
    knocks and takes the pot of 3."""
    scored = score(
        stukolka(ABC, [{"dealer": "A", "knocked": ["B"]}], variant="ordinary", ante=3, stake=4)
    )
    assert entries_of(scored, 1) == [
        ("A", -3, "ante", "stukolka/ante"),
        ("B", 3, "trick", "stukolka/trick"),
    ]


def test_a_pot_nobody_played_for_stays_on_the_table() -> None:
    """stukolka.md, "One deal" 2 and rule 18 ("разыгрывается одна"): ordinary, ante 6.
    Deal 1: A deals (−6), nobody knocks: 6 stays on the table. Deal 2: B deals (−6), pot
    6 + 6 = 12; C alone knocks and takes it all (+12); the table is empty."""
    scored = score(
        stukolka(
            ABC,
            [{"dealer": "A", "knocked": []}, {"dealer": "B", "knocked": ["C"]}],
            ante=6,
        )
    )
    assert deal_sums(scored, 1) == {"A": {"money": -6}}
    first = scored.deals[0].facts
    assert (first.played, first.pot.total, first.on_table, first.tricks) == (
        False,
        6,
        6,
        {},
    )
    assert deal_sums(scored, 2) == {"B": {"money": -6}, "C": {"money": 12}}
    assert scored.deals[1].facts.pot.carried_in == 6
    assert scored.deals[1].facts.pot.total == 12
    assert dict(scored.totals) == {"A": -6, "B": -6, "C": 12}
    assert scored.summary.to_json() == {"on_table": 0}


def test_a_pot_left_twice_keeps_growing() -> None:
    """stukolka.md, "One deal" 1–2: ordinary, ante 3, nobody knocks twice: 3, then 6 on the
    table; Stukolka has no end, so the session is not finished."""
    scored = score(stukolka(ABC, [{"dealer": "A", "knocked": []}, {"dealer": "B", "knocked": []}]))
    assert [d.facts.on_table for d in scored.deals] == [3, 6]
    assert scored.summary.to_json() == {"on_table": 6}
    assert sum(scored.totals.values()) == -6
    assert scored.finished is False


def test_a_lone_knocker_takes_all_three_tricks() -> None:
    """stukolka.md, "One deal" 3: a lone knocker takes all three tricks. Ordinary, ante 9:
    B alone knocks; with tricks left out he is recorded with 3 tricks and takes the pot
    of 9 (+9); writing his 3 tricks gives the same deal."""
    left_out = score(stukolka(ABC, [{"dealer": "A", "knocked": ["B"]}], ante=9))
    written = score(stukolka(ABC, [{"dealer": "A", "knocked": ["B"], "tricks": {"B": 3}}], ante=9))
    assert left_out.deals == written.deals
    assert deal_sums(left_out, 1) == {"A": {"money": -9}, "B": {"money": 9}}
    assert left_out.deals[0].facts.tricks == {"B": 3}


def test_a_knocker_with_no_trick_pays_a_remiz_of_the_pot() -> None:
    """stukolka.md, "One deal" 4 (rule 17): ordinary, ante 3, 6 carried on the table from
    two deals nobody played: pot 9. B takes 3 tricks (+9), C takes none and pays a remiz
    of the whole pot, 9, which lies on the table."""
    scored = score(
        stukolka(
            ABC,
            [
                {"dealer": "A", "knocked": []},
                {"dealer": "B", "knocked": []},
                {"dealer": "C", "knocked": ["B", "C"], "tricks": {"B": 3}},
            ],
        )
    )
    assert entries_of(scored, 3) == [
        ("C", -3, "ante", "stukolka/ante"),
        ("B", 9, "trick", "stukolka/trick"),
        ("C", -9, "remiz", "stukolka/remiz"),
    ]
    assert scored.deals[2].facts.remizes == {"C": 9}
    assert scored.summary.to_json() == {"on_table": 9}


def test_a_fault_costs_a_remiz_even_with_a_trick() -> None:
    """stukolka.md, "One deal" 4 (rules 8, 12): ordinary, ante 3. B and C knock, B takes 2
    tricks (+2), C 1 (+1); B broke the lead rule: he keeps his +2 and pays a fault remiz
    of the pot, 3, which lies on the table."""
    scored = score(
        stukolka(
            ABC,
            [{"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}, "faults": ["B"]}],
        )
    )
    assert entries_of(scored, 1) == [
        ("A", -3, "ante", "stukolka/ante"),
        ("B", 2, "trick", "stukolka/trick"),
        ("C", 1, "trick", "stukolka/trick"),
        ("B", -3, "fault-remiz", "stukolka/fault-remiz"),
    ]
    assert scored.deals[0].facts.faults == ("B",)
    assert scored.summary.to_json() == {"on_table": 3}


def test_a_player_pays_at_most_one_remiz_a_deal() -> None:
    """stukolka.md, "One deal" 4: C knocks, takes no trick and also broke the trumping
    rule: one remiz of the pot, 3 (written as the fault remiz), not two. Ordinary, ante 3,
    B takes 3 tricks (+3)."""
    scored = score(
        stukolka(
            ABC,
            [{"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 3, "C": 0}, "faults": ["C"]}],
        )
    )
    assert entries_of(scored, 1) == [
        ("A", -3, "ante", "stukolka/ante"),
        ("B", 3, "trick", "stukolka/trick"),
        ("C", -3, "fault-remiz", "stukolka/fault-remiz"),
    ]
    assert scored.deals[0].facts.remizes == {"C": 3}
    assert scored.summary.to_json() == {"on_table": 3}


def test_the_remiz_limit_caps_a_remiz() -> None:
    """stukolka.md, "Table" [ruling] and "One deal" 4: obligatory, 4 players, ante 3,
    stake 3, pot 15, remiz limit 6: D, with no trick, pays 6, not 15; the tricks still
    take 5 each. A limit of 30 (above the pot) changes nothing: D pays 15."""
    deal = [{"dealer": "A", "tricks": {"A": 1, "B": 1, "C": 1}}]
    capped = score(stukolka(ABCD, deal, variant="obligatory", remiz_limit=6))
    assert deal_sums(capped, 1) == {
        "A": {"money": -1},
        "B": {"money": 2},
        "C": {"money": 2},
        "D": {"money": -9},
    }
    assert capped.deals[0].facts.remizes == {"D": 6}
    assert capped.summary.to_json() == {"on_table": 6}
    loose = score(stukolka(ABCD, deal, variant="obligatory", remiz_limit=30))
    assert loose.deals[0].facts.remizes == {"D": 15}
    assert loose.summary.to_json() == {"on_table": 15}


def test_remizes_carry_into_the_next_pot_with_the_next_ante() -> None:
    """stukolka.md, "One deal" 5 (rules 17, 18): ordinary, ante 3. Deal 1: A deals, B and C
    knock, B takes 3 (+3), C's remiz 3 lies on the table. Deal 2: B deals (−3), pot
    3 + 3 = 6; A and C knock, A takes 3 (+6), C's remiz has grown to 6. Deal 3: C deals
    (−3), pot 9; B alone takes it (+9)."""
    scored = score(
        stukolka(
            ABC,
            [
                {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 3}},
                {"dealer": "B", "knocked": ["A", "C"], "tricks": {"A": 3}},
                {"dealer": "C", "knocked": ["B"]},
            ],
        )
    )
    assert [d.facts.pot.carried_in for d in scored.deals] == [0, 3, 6]
    assert [d.facts.pot.total for d in scored.deals] == [3, 6, 9]
    assert [d.facts.remizes for d in scored.deals] == [{"C": 3}, {"C": 6}, {}]
    assert deal_sums(scored, 2) == {"A": {"money": 6}, "B": {"money": -3}, "C": {"money": -6}}
    assert dict(scored.totals) == {"A": 3, "B": 9, "C": -12}
    assert scored.summary.to_json() == {"on_table": 0}


def test_several_remizes_all_carry() -> None:
    """stukolka.md, "One deal" 4–5: ordinary, 4 players, ante 3, limit 6. Deal 1: pot 3,
    A takes 3, B C D pay 3 each: 9 on the table. Deal 2: B deals, pot 12; A takes 3 (+12),
    C and D pay the limited remiz 6 each: 12 on the table."""
    scored = score(
        stukolka(
            ABCD,
            [
                {"dealer": "A", "knocked": ["A", "B", "C", "D"], "tricks": {"A": 3}},
                {"dealer": "B", "knocked": ["A", "C", "D"], "tricks": {"A": 3}},
            ],
            remiz_limit=6,
        )
    )
    assert [d.facts.on_table for d in scored.deals] == [9, 12]
    assert scored.deals[1].facts.pot.total == 12
    assert deal_sums(scored, 2) == {
        "A": {"money": 12},
        "B": {"money": -3},
        "C": {"money": -6},
        "D": {"money": -6},
    }
    assert sum(scored.totals.values()) + scored.summary.on_table == 0


def test_facts_name_every_documented_key() -> None:
    """rules/stukolka/results.py, StukolkaFacts: the facts the desktop view reads (stukolka.md
    Example, deal 1: pot 3 = ante 3, share 1, B 2 tricks, C 1); the summary's next pot is
    what lies on the table plus the next ante (stukolka.md, rule 18)."""
    scored = score(
        stukolka(ABCD, [{"dealer": "A", "knocked": ["C", "B"], "tricks": {"B": 2, "C": 1}}])
    )
    assert scored.deals[0].facts == StukolkaFacts(
        dealer="A",
        pot=Pot(carried_in=0, ante=3, stakes=0),
        played=True,
        knockers=("B", "C"),
        tricks={"B": 2, "C": 1},
        faults=(),
        remizes={},
        on_table=0,
    )
    assert (scored.deals[0].facts.pot.total, scored.deals[0].facts.pot.share) == (3, 1)
    summary = scored.summary_as(StukolkaSummary)
    assert summary == StukolkaSummary(on_table=0, next_pot=Pot(0, 3, 0))


def test_the_next_pot_is_what_lies_on_the_table_plus_ante_and_stakes() -> None:
    """stukolka.md, rule 18 and "One deal" 1: obligatory, 4 players, ante 3, stake 3; D's
    remiz of 15 lies on the table, so the next deal is played for 15 + 3 + 4 × 3 = 30, a
    third 10 — the pot the view shows before the deal is entered."""
    scored = score(
        stukolka(
            ABCD,
            [{"dealer": "A", "tricks": {"A": 1, "B": 1, "C": 1}}],
            variant="obligatory",
            ante=3,
            stake=3,
        )
    )
    next_pot = scored.summary_as(StukolkaSummary).next_pot
    assert next_pot == Pot(carried_in=15, ante=3, stakes=12)
    assert (next_pot.total, next_pot.share) == (30, 10)


def test_the_dealer_passes_to_the_left() -> None:
    """stukolka.md, "Table" (rule 3): the next dealer is the left neighbour (next seat) of
    the last deal's dealer; the first deal is proposed to seat 1; after seat 4, seat 1."""
    empty = stukolka(ABCD, [])
    assert next_dealer(empty) == "A"
    one = empty.with_deal(read_deal(empty, {"dealer": "A", "knocked": []}))
    assert GAME.next_dealer(one, score(one)) == "B"
    assert next_dealer(empty.with_deal(read_deal(empty, {"dealer": "C", "knocked": []}))) == "D"
    assert next_dealer(empty.with_deal(read_deal(empty, {"dealer": "D", "knocked": []}))) == "A"


def test_complete_options_fills_every_default() -> None:
    """session-format.md, stukolka options: defaults ordinary, ante 3, stake 3, no limit."""
    assert GAME.complete_options({}, ABC) == {
        "variant": "ordinary",
        "ante": 3,
        "stake": 3,
        "remiz_limit": None,
    }
    assert new_session("stukolka", ABC, {"variant": "obligatory", "stake": 6}).options == {
        "variant": "obligatory",
        "ante": 3,
        "stake": 6,
        "remiz_limit": None,
    }


def test_the_registry_finds_the_engine_and_its_rule_ids() -> None:
    """design.md practice 3: every entry carries one of the engine's rule ids."""
    assert find_game("stukolka") is GAME
    assert GAME.name == "stukolka"
    assert GAME.rule_ids == RULE_IDS
    assert {
        "stukolka/ante",
        "stukolka/stake",
        "stukolka/trick",
        "stukolka/remiz",
        "stukolka/fault-remiz",
    } == RULE_IDS


def test_every_entry_is_money() -> None:
    """session-format.md, Output: stukolka entries are in the "money" column
    (stukolka.md Example, deal 2: 4 entries)."""
    scored = score(
        stukolka(ABCD, [{"dealer": "B", "knocked": ["A", "C", "D"], "tricks": {"A": 3}}])
    )
    assert [e.column for e in scored.deals[0].entries] == [Column.MONEY] * 4
