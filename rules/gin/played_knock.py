"""A knock played out from both hands: the knocker's arrangement, the opponent's lay-offs,
and the deal record that the gin engine scores the same (issue 18).

Apart from :mod:`rules.gin.layoffs` because it scores the knock through
:func:`rules.gin.hands.read_hand`, which checks a record's recorded cards through
:mod:`rules.gin.recorded_cards`, which counts lay-offs: the lay-offs themselves need no
scoring, so the imports run one way (hands → recorded_cards → layoffs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.errors import RuleViolation
from rules.gin.cards import STANDARD_KNOCK_LIMIT
from rules.gin.cards import Card as Upcard
from rules.gin.hands import Hand, read_hand
from rules.gin.layoffs import Response, best_response, check_one_pack
from rules.gin.melds import Arrangement, best_hands
from rules.gin.options import GinOptions, Variant
from rules.ledger import JSON


@dataclass(frozen=True, slots=True)
class PlayedKnock:
    """A knock (or gin) worked out from both hands, and what the engine scores for it."""

    knocker: Arrangement
    """The knocker's arrangement: least deadwood, letting the opponent lay off least."""
    response: Response
    """The opponent's arrangement and lay-offs (none on a gin)."""
    hand: Hand
    """The deal as the gin engine scores it: outcome, who scores, points."""
    record: dict[str, JSON]
    """The deal record of the session file that scores the same."""


def play_knock(
    knocker: Sequence[Card],
    opponent: Sequence[Card],
    *,
    options: GinOptions,
    upcard: Upcard | None = None,
    names: tuple[str, str] = ("knocker", "opponent"),
) -> PlayedKnock:
    """The knock (a gin when the knocker's least deadwood is 0) from both hands: the
    knocker's ten cards (or eleven, before his discard), the opponent's ten.

    Raises :class:`RuleViolation` at the opponent (``names[1]``) for a card both hands
    hold, and at ``knocker`` when his least deadwood is above the deal's knock limit (10,
    or the Oklahoma upcard's). The upcard is checked against neither hand: it starts the
    discard pile and either player may take it in play (issue 30), as a session file's
    ``cards`` have it (:mod:`rules.gin.recorded_cards`).
    """
    check_one_pack(knocker, opponent, names)
    oklahoma = options.variant is Variant.OKLAHOMA
    limit = upcard.knock_limit if oklahoma and upcard is not None else STANDARD_KNOCK_LIMIT
    candidates = best_hands(knocker)
    deadwood = candidates[0].deadwood
    if deadwood > limit:
        raise RuleViolation(
            "the knocker's least deadwood is {deadwood}, above the knock limit {limit}: "
            "no knock is possible",
            where="knocker",
            field="knocker",
            deadwood=deadwood,
            limit=limit,
        )
    gin = deadwood == 0
    chosen: tuple[Arrangement, Response] | None = None
    for arrangement in candidates:
        response = best_response(arrangement.melds, opponent, gin=gin)
        if chosen is None or response.deadwood > chosen[1].deadwood:
            chosen = (arrangement, response)
    assert chosen is not None
    # A gin record carries no deadwood of its own (session-format.md, "gin").
    record: dict[str, JSON] = {"type": "gin", "player": names[0]}
    if not gin:
        record = {"type": "knock", "player": names[0], "deadwood": deadwood}
    record["opponent_deadwood"] = chosen[1].deadwood
    if upcard is not None:
        record["upcard"] = str(upcard)
    hand = read_hand(record, deal=1, players=names, options=options)
    return PlayedKnock(chosen[0], chosen[1], hand, record)
