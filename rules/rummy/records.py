"""A rummy deal record as the session holds it: read and checked once, at the edge.

A deal records each player's melded points and the points left in his hand
(session-format.md, "rummy"), and may give the cards that count them (issue 18).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.deal_record import DealRecord, own_record
from rules.errors import RuleViolation
from rules.fields import check_keys, get_player_ints
from rules.ledger import JSON
from rules.recorded_cards import CARDS_KEY
from rules.rummy.recorded_cards import check_recorded_cards

PACK_VALUE: Final = 340
"""The value of one 52-card pack: 4 × (1 + 2 + … + 10 + 3 × 10)."""
_DEAL_KEYS: Final = ("melded", "in_hand")


@dataclass(frozen=True, slots=True)
class RummyRecord:
    """One rummy deal as recorded (a :class:`~rules.deal_record.DealRecord`)."""

    entered: Mapping[str, JSON]
    """The record exactly as entered (read-only), written back by :meth:`to_json`."""
    melded: Mapping[str, int]
    """Each player's points laid on the table, every player named."""
    in_hand: Mapping[str, int]
    """Each player's points left in his hand, every player named."""

    @property
    def dealer(self) -> None:
        """Rummy records no dealer (session-format.md, "rummy")."""
        return None

    @property
    def has_cards(self) -> bool:
        """Whether the record gives the cards that count it."""
        return CARDS_KEY in self.entered

    def to_json(self) -> dict[str, JSON]:
        """The record as entered."""
        return dict(self.entered)


@dataclass(frozen=True, slots=True)
class RummyReader:
    """Reads the deal records of one sitting (:class:`rules.deal_record.DealReader`)."""

    players: tuple[str, ...]
    """The seated players, in seat order."""
    packs: int
    """The packs in play (1 or 2): what the counts together can be worth."""

    def read(self, raw: Mapping[str, JSON], number: int) -> RummyRecord:
        """Deal ``number`` (1-based) checked and typed (gin-family.md, "Bad input")."""
        players = self.players
        melded, in_hand = _read_counts(raw, players, deal=number, high=PACK_VALUE * self.packs)
        if CARDS_KEY in raw:
            check_recorded_cards(
                raw,
                deal=number,
                players=players,
                packs=self.packs,
                melded=melded,
                in_hand=in_hand,
            )
        return RummyRecord(raw, melded, in_hand)


def rummy_record(record: DealRecord, number: int) -> RummyRecord:
    """``record`` as a rummy record; raises the refusal of a
    :class:`~rules.deal_record.RefusedDeal` (as deal ``number``), and ``TypeError`` for
    another game's record."""
    return own_record(record, number, RummyRecord, "rummy")


def _read_counts(
    record: Mapping[str, JSON], players: Sequence[str], *, deal: int, high: int
) -> tuple[dict[str, int], dict[str, int]]:
    check_keys(record, allowed=(*_DEAL_KEYS, CARDS_KEY), required=_DEAL_KEYS, deal=deal)
    counts = []
    for key in _DEAL_KEYS:
        values = get_player_ints(record, key, players, deal=deal, low=0, high=high)
        for player in players:
            if player not in values:
                raise RuleViolation(
                    "{name} has no count for {player}; every player needs one",
                    deal=deal,
                    field=key,
                    name=key.replace("_", " "),
                    player=player,
                )
        counts.append(values)
    melded, in_hand = counts
    # Every card counted is a different card of the packs in play, so together they
    # cannot be worth more than the packs.
    together = sum(melded.values()) + sum(in_hand.values())
    if together > high:
        raise RuleViolation(
            "melded and in hand add up to {value}, more than the {high} the packs are worth",
            deal=deal,
            field="melded",
            value=together,
            high=high,
        )
    return melded, in_hand
