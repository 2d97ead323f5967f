""" "May I?" beside "do it" (PokerKit): the values of a deal the engine accepts but a
player should confirm before it is written, asked of the game's hooks
(:attr:`rules.game_hooks.GameHooks.doubts`; rummy doubts a hand above what its cards can
count)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from rules.errors import RuleViolation
from rules.ledger import JSON
from rules.registry import find_entry

if TYPE_CHECKING:
    from rules.session import Session


def deal_doubts(session: Session, record: Mapping[str, JSON]) -> tuple[RuleViolation, ...]:
    """What the game doubts in ``record``, a deal of ``session`` (each a message template
    naming its field; the desktop translates it); empty when nothing is doubtful."""
    return find_entry(session.game).game_hooks().doubts(session, record)
