"""All-pass deals and misdeals (three-bugs.md, "All pass", "Deal kinds"; seed
"распасовка", "сдача")."""

from __future__ import annotations

from rules.three_bugs import Reason, Rule
from tests.rules.three_bugs_support import all_pass, by_rule, misdeal, sheet, sums


def test_all_pass_two_three_four_four() -> None:
    """Spec example: tricks 2,3,4,4 → the player with 2 writes 200·(0+1+2+2) = 1000."""
    scored = sheet(all_pass(2, 3, 4, 4))
    assert sums(scored) == {"Anna": {"above": 1000}}
    (entry,) = scored.deals[0].entries
    assert (entry.rule, entry.reason) == (Rule.ALL_PASS, Reason.ALL_PASS)


def test_all_pass_clean_zero_four_four_five() -> None:
    """Spec example: tricks 0,4,4,5 → 200·13 + 2000 = 4600 (the clean premium apart)."""
    scored = sheet(all_pass(4, 4, 0, 5))
    assert sums(scored) == {"Vera": {"above": 4600}}
    rules = by_rule(scored)
    assert rules[("Vera", "all-pass", "above")] == 2600
    assert rules[("Vera", "all-pass-clean", "above")] == 2000


def test_equal_fewest_tricks_each_write_the_difference() -> None:
    """Spec: "every player with m tricks is a winner and writes 200·Σ(t_i − m)"; seed:
    "если двое или трое возьмут одинаково наименьшее число взяток, то все записывают".
    Tricks 2,2,4,5, m = 2 → Σ = 0+0+2+3 = 5 → 1000 each to Anna and Boris."""
    assert sums(sheet(all_pass(2, 2, 4, 5))) == {"Anna": {"above": 1000}, "Boris": {"above": 1000}}


def test_two_clean_winners() -> None:
    """Spec: each winner with 0 tricks also writes +2000: tricks 0,0,6,7 → 200·13 + 2000
    = 4600 to Anna and to Boris."""
    assert sums(sheet(all_pass(0, 0, 6, 7))) == {"Anna": {"above": 4600}, "Boris": {"above": 4600}}


def test_all_pass_fault_voids_the_trick_scoring() -> None:
    """Spec [ruling], seed "нарушивший правила на распасовке ничего себе не записывает, а
    его противники записывают себе над чертой по 1000": tricks 2,3,4,4, Vera revokes →
    no all-pass scoring; Anna, Boris, Gleb +1000 each; Vera nothing, not even her crown."""
    deal = all_pass(
        2,
        3,
        4,
        4,
        faults=[{"player": "Vera", "kind": "revoke"}],
        crowns=[{"player": "Vera", "suit": "H", "length": 3}],
        aces=[{"player": "Gleb", "count": 3}],
    )
    scored = sheet(deal)
    assert sums(scored) == {
        "Anna": {"above": 1000},
        "Boris": {"above": 1000},
        "Gleb": {"above": 2000},
    }
    rules = by_rule(scored)
    assert rules[("Gleb", "aces", "above")] == 1000
    assert rules[("Gleb", "all-pass-fault", "above")] == 1000
    assert all(e.player != "Vera" for e in scored.deals[0].entries)


def test_all_pass_fault_pays_for_each_offender() -> None:
    """Spec: +1000 "for each player who did": two offenders (one of them twice) → the
    other two write +2000 each, the offenders nothing."""
    faults = [
        {"player": "Anna", "kind": "revoke"},
        {"player": "Gleb", "kind": "missed-turn"},
        {"player": "Gleb", "kind": "no-trump"},
    ]
    assert sums(sheet(all_pass(0, 4, 4, 5, faults=faults))) == {
        "Boris": {"above": 2000},
        "Vera": {"above": 2000},
    }


def test_misdeal() -> None:
    """Spec "Misdeal", seed "сдача": the dealer −3000 above, each other player +1000."""
    scored = sheet(misdeal("Vera"))
    assert sums(scored) == {
        "Anna": {"above": 1000},
        "Boris": {"above": 1000},
        "Vera": {"above": -3000},
        "Gleb": {"above": 1000},
    }
    assert {e.rule for e in scored.deals[0].entries} == {Rule.MISDEAL}
    assert [e.reason for e in scored.deals[0].entries] == [
        Reason.MISDEAL_COMPENSATION,
        Reason.MISDEAL_COMPENSATION,
        Reason.MISDEAL_FINE,
        Reason.MISDEAL_COMPENSATION,
    ]


def test_all_pass_and_misdeal_totals() -> None:
    """Conformance case three-bugs-all-pass-and-misdeal: 2,3,4,4 (Anna 1000); 4,4,0,5
    (Vera 4600); Vera misdeals → Anna 2000, Boris 1000, Vera 1600, Gleb 1000."""
    scored = sheet(all_pass(2, 3, 4, 4), all_pass(4, 4, 0, 5, dealer="Boris"), misdeal("Vera"))
    assert scored.totals == {"Anna": 2000, "Boris": 1000, "Vera": 1600, "Gleb": 1000}
    assert scored.finished is False
    assert [d.facts.tricks_counted for d in scored.deals] == [None, None, None]
