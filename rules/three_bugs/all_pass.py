"""Scoring a misdeal and an all-pass deal (three-bugs.md, "Deal kinds" and "All pass")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from rules.ledger import Column
from rules.three_bugs.hand_premiums import write_hand_premiums
from rules.three_bugs.reasons import Reason, Rule
from rules.three_bugs.records import AllPass, Misdeal
from rules.three_bugs.writer import DealWriter

MISDEAL_FINE: Final = 3000
"""The dealer's fine for a misdeal."""
MISDEAL_COMPENSATION: Final = 1000
"""Each other player's premium for the dealer's misdeal."""
ALL_PASS_UNIT: Final = 200
"""An all-pass winner's points per trick of difference."""
CLEAN_PREMIUM: Final = 2000
"""An all-pass winner who took no trick."""
FAULT_COMPENSATION: Final = 1000
"""All pass: what each player who broke no rule writes per player who did."""


def score_misdeal(deal: Misdeal, seat_of: Mapping[str, int], writer: DealWriter) -> None:
    """Dealer −3000 above the line, each other seated player +1000."""
    dealer = seat_of[deal.dealer]
    for seat in range(len(writer.players)):
        if seat == dealer:
            writer.write(seat, -MISDEAL_FINE, Column.ABOVE, Reason.MISDEAL_FINE, Rule.MISDEAL)
        else:
            writer.write(
                seat, MISDEAL_COMPENSATION, Column.ABOVE, Reason.MISDEAL_COMPENSATION, Rule.MISDEAL
            )


def score_all_pass(deal: AllPass, seat_of: Mapping[str, int], writer: DealWriter) -> None:
    """Write an all-pass deal's entries in rule order.

    With no fault: every player with the fewest tricks ``m`` writes ``200·Σ(t_i − m)``
    and, if ``m`` is 0, +2000 more. With a fault [ruling]: the offenders write nothing at
    all, their hand premiums included; the trick scoring is void; every other player
    writes +1000 per offender beside his own hand premiums.
    """
    offenders = deal.offenders
    write_hand_premiums(deal.premiums, seat_of, writer, excluded=offenders)
    if offenders:
        points = FAULT_COMPENSATION * len(offenders)
        for seat, player in enumerate(writer.players):
            if player not in offenders:
                writer.write(
                    seat, points, Column.ABOVE, Reason.FAULT_COMPENSATION, Rule.ALL_PASS_FAULT
                )
        return
    fewest = min(deal.tricks)
    difference = sum(deal.tricks) - fewest * len(deal.tricks)
    for seat, tricks in enumerate(deal.tricks):
        if tricks == fewest:
            writer.write(
                seat, ALL_PASS_UNIT * difference, Column.ABOVE, Reason.ALL_PASS, Rule.ALL_PASS
            )
    if fewest == 0:
        for seat, tricks in enumerate(deal.tricks):
            if tricks == 0:
                writer.write(seat, CLEAN_PREMIUM, Column.ABOVE, Reason.CLEAN, Rule.ALL_PASS_CLEAN)
