"""Rummy for 2–8 players, the gin-family chapter's variant (gin-family.md, "Rummy").

Each deal records, for every player, the value of the cards he put on the table and the
value of the cards left in his hand; he scores the first less the second. The game ends
after the deal in which someone reaches the target, once one player leads alone. The
deals are read once into :mod:`rules.rummy.records` and folded by :mod:`rules.rummy.scorer`.

Each :class:`~rules.ledger.DealScore` carries a :class:`~rules.rummy.results.RummyFacts`
(the deal's scores, the running totals); the sitting a
:class:`~rules.rummy.results.RummySummary` (the winner).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.errors import RuleViolation
from rules.fields import check_keys, get_int
from rules.fold import FoldingEngine
from rules.ledger import JSON, EntryPool, Scored
from rules.rummy.reasons import RULE_IDS
from rules.rummy.records import RummyReader
from rules.rummy.scorer import RummyScorer
from rules.rummy.table import MAX_PLAYERS, MIN_PLAYERS

if TYPE_CHECKING:
    from rules.session import Session

ONE_PACK_MAX: Final = 4
"""One pack serves 2–4 players; two packs serve 4–8 (so four players may use either)."""
DEFAULT_TARGET: Final = 500
"""[ruling] The target of the rummy the source describes; it breaks off before the end."""
_KEYS: Final = ("packs", "target")


class RummyGame(FoldingEngine):
    """The rummy engine, published as :data:`GAME`."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """``packs`` and ``target`` filled in and checked against 2–8 players.

        ``packs`` defaults to what the table needs: 1 for 2–4 players, 2 for 5–8; one pack
        for more than four players, or two for fewer than four, is refused.
        """
        count = len(players)
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise RuleViolation(
                "rummy is played by {low} to {high} players, not {got}",
                field="players",
                low=MIN_PLAYERS,
                high=MAX_PLAYERS,
                got=count,
            )
        check_keys(options, allowed=_KEYS, deal=None, prefix="options")
        default_packs = 1 if count <= ONE_PACK_MAX else 2
        packs = get_int(
            options, "packs", deal=None, low=1, high=2, default=default_packs, prefix="options"
        )
        if (packs == 1 and count > ONE_PACK_MAX) or (packs == 2 and count < ONE_PACK_MAX):
            raise RuleViolation(
                "options.packs {packs} does not suit {got} players: one pack is for 2 to 4 "
                "players, two packs for 4 to 8",
                field="options.packs",
                packs=packs,
                got=count,
            )
        target = get_int(
            options,
            "target",
            deal=None,
            low=1,
            high=None,
            default=DEFAULT_TARGET,
            prefix="options",
        )
        return {"packs": packs, "target": target}

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> RummyReader:
        """Reads a sitting's deals with the packs its options give."""
        packs = self.complete_options(options, players)["packs"]
        assert isinstance(packs, int)
        return RummyReader(tuple(players), packs)

    def scorer(self, session: Session) -> RummyScorer:
        """The sitting before its first deal (:mod:`rules.fold`)."""
        options = self.complete_options(session.options, session.players)
        packs, target = options["packs"], options["target"]
        assert isinstance(packs, int) and isinstance(target, int)
        return RummyScorer(tuple(session.players), packs, target, EntryPool())

    def next_dealer(self, session: Session, scored: Scored) -> None:
        """Always ``None``: rummy records no dealer (session-format.md, "rummy"), so Zapis
        proposes none."""
        return None


GAME: Final = RummyGame("rummy", RULE_IDS)
"""The rummy engine the registry finds."""
