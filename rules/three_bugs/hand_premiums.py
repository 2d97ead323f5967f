"""Crowns, three or four aces, and amurchik: what a hand earns in contract and all-pass
deals alike (three-bugs.md, "Scoring a contract deal")."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Final

from rules.ledger import Column
from rules.three_bugs.reasons import Reason, Rule
from rules.three_bugs.records import HandPremiums
from rules.three_bugs.writer import DealWriter

CROWN_UNIT: Final = 1000
"""A crown of k cards is worth (k − 2) × 1000: терц 1000 … терцдецима 11000."""
ACES_PREMIUM: Final[Mapping[int, int]] = {3: 1000, 4: 2000}
"""Three aces in one hand, four aces in one hand."""
AMURCHIK_PREMIUM: Final = 5000
"""A hand dealt without ace, king, queen or jack."""


def crown_value(length: int) -> int:
    """What a crown of ``length`` cards is worth."""
    return (length - 2) * CROWN_UNIT


def write_hand_premiums(
    premiums: HandPremiums,
    seat_of: Mapping[str, int],
    writer: DealWriter,
    excluded: Collection[str] = (),
) -> None:
    """Write crowns, aces and amurchik, in that rule order, except for ``excluded``
    players (all-pass offenders, who write nothing for the deal)."""
    for crown in premiums.crowns:
        if crown.player not in excluded:
            writer.write(
                seat_of[crown.player],
                crown_value(crown.length),
                Column.ABOVE,
                Reason.CROWN,
                Rule.CROWNS,
            )
    for claim in premiums.aces:
        if claim.player not in excluded:
            writer.write(
                seat_of[claim.player],
                ACES_PREMIUM[claim.count],
                Column.ABOVE,
                Reason.ACES,
                Rule.ACES,
            )
    for player in premiums.amurchik:
        if player not in excluded:
            writer.write(
                seat_of[player], AMURCHIK_PREMIUM, Column.ABOVE, Reason.AMURCHIK, Rule.AMURCHIK
            )
