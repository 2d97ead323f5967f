"""The pot of one Stukolka deal: who pays in, who takes a third, who pays a remiz.

Money, not points (stukolka.md): every payment into the pot is an entry of −amount for
the payer, every share taken out of it an entry of +amount for the taker, and whatever is
left lies on the table for the next deal. Nothing is created or lost, so the players'
balances plus the money on the table always sum to zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.errors import RuleViolation
from rules.ledger import Column, DealScore, Entry, EntryPool
from rules.limits import SCORE_LIMIT
from rules.stukolka.options import StukolkaOptions, Variant
from rules.stukolka.reasons import Reason, Rule
from rules.stukolka.records import StukolkaDeal
from rules.stukolka.results import Pot, StukolkaFacts

# Plain strings, looked up once: an enum's .value costs more than the rest of an entry.
RULE_ANTE: Final = Rule.ANTE.value
RULE_STAKE: Final = Rule.STAKE.value
RULE_TRICK: Final = Rule.TRICK.value
RULE_REMIZ: Final = Rule.REMIZ.value
RULE_FAULT_REMIZ: Final = Rule.FAULT_REMIZ.value
REASON_ANTE: Final = Reason.ANTE.value
REASON_STAKE: Final = Reason.STAKE.value
REASON_TRICK: Final = Reason.TRICK.value
REASON_REMIZ: Final = Reason.REMIZ.value
REASON_FAULT_REMIZ: Final = Reason.FAULT_REMIZ.value
_MONEY: Final = Column.MONEY


def beyond_limit(number: int, remiz_limit: int | None) -> RuleViolation:
    """The refusal of deal ``number``, after which the pot or a player's balance would
    pass :data:`rules.limits.SCORE_LIMIT`: it says how the table can play on."""
    # Without a remiz limit the pot can grow about fourfold a deal (every knocker with no
    # trick pays the whole pot back in): a sitting of some thirty deals would pass what a
    # database can keep.
    if remiz_limit is None:
        return RuleViolation(
            "the money at stake would grow beyond {limit}, more than Zapis can keep; play "
            "with a remiz limit (options.remiz_limit), which keeps the pot from growing so far",
            deal=number,
            field="deal",
            limit=SCORE_LIMIT,
        )
    return RuleViolation(
        "the money at stake would grow beyond {limit}, more than Zapis can keep; play "
        "with a lower remiz limit than {remiz_limit}",
        deal=number,
        field="deal",
        limit=SCORE_LIMIT,
        remiz_limit=remiz_limit,
    )


class PotLedger:
    """Scores a sitting's deals one after another for one table and its options.

    Entries are immutable values, so one ``Entry`` object stands for every equal entry of
    the sitting (the dealer's ante, the stakes, a remiz of the same size): building them
    once keeps a 1,000-deal rescore within its time budget.
    """

    def __init__(self, options: StukolkaOptions, players: Sequence[str]) -> None:
        self._options = options
        self._players = tuple(players)
        self._antes = {p: Entry(p, -options.ante, _MONEY, REASON_ANTE, RULE_ANTE) for p in players}
        self._stakes: tuple[Entry, ...] = ()
        self._staked = 0
        if options.variant is Variant.OBLIGATORY:
            stake = options.stake
            self._stakes = tuple(
                Entry(p, -stake, _MONEY, REASON_STAKE, RULE_STAKE) for p in players
            )
            self._staked = stake * len(players)
        self._pool = EntryPool()

    def _entry(self, player: str, points: int, reason: str, rule: str) -> Entry:
        return self._pool.entry(player, points, _MONEY, reason, rule)

    def pot(self, carried_in: int) -> Pot:
        """The pot of a deal dealt with ``carried_in`` on the table."""
        return Pot(carried_in, self._options.ante, self._staked)

    def score_deal(self, deal: StukolkaDeal, number: int, carried_in: int) -> tuple[DealScore, int]:
        """Score one checked deal; return it and the money on the table after it.

        ``carried_in`` is the money on the table before the deal. Entries come in a
        fixed order: the ante, the stakes (seat order), the trick shares (seat order),
        the remizes (seat order). The deal's facts are a
        :class:`~rules.stukolka.results.StukolkaFacts`.
        """
        dealer = deal.dealer
        entries = [self._antes[dealer], *self._stakes]
        made = self.pot(carried_in)
        pot = made.total
        if pot > SCORE_LIMIT:
            raise beyond_limit(number, self._options.remiz_limit)
        share = made.share
        remizes: dict[str, int] = {}
        knockers = deal.knockers
        if knockers:
            tricks = deal.tricks
            entry = self._entry
            for player in knockers:
                taken = tricks[player]
                if taken:
                    entries.append(entry(player, taken * share, REASON_TRICK, RULE_TRICK))
            limit = self._options.remiz_limit
            remiz = pot if limit is None or limit >= pot else limit
            faults = deal.faults
            for player in self._players:
                # A player pays at most one remiz a deal; a fault names the rule he broke,
                # so it is the reason written even when he also took no trick.
                if player in faults:
                    entries.append(entry(player, -remiz, REASON_FAULT_REMIZ, RULE_FAULT_REMIZ))
                    remizes[player] = remiz
                elif tricks.get(player) == 0:
                    entries.append(entry(player, -remiz, REASON_REMIZ, RULE_REMIZ))
                    remizes[player] = remiz
            # The pot has been shared out in full; only this deal's remizes lie on the table.
            on_table = remiz * len(remizes)
        else:
            # Nobody played for the pot: it stays on the table for the next deal.
            on_table = pot
        facts = StukolkaFacts(
            dealer=dealer,
            pot=made,
            played=bool(knockers),
            knockers=knockers,
            tricks=deal.tricks,
            faults=deal.faults,
            remizes=remizes,
            on_table=on_table,
        )
        return DealScore(number, tuple(entries), facts), on_table
