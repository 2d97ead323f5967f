"""What the cards say: the request of ``zapis hand`` read and answered (issue 18).

A request is a JSON object naming its game and the cards, in any card notation
(:mod:`rules.cards`); the answer is JSON, in the session file's own fields wherever the
result is something a deal records, so that it can be fed to the engine. Each game that
works its deals out from the cards answers its own requests: its hooks' ``from_cards``
(:class:`rules.game_hooks.GameHooks`; gin's in :mod:`rules.gin.hand_request`, rummy's in
:mod:`rules.rummy.hand_request`, Three Bugs' in :mod:`rules.three_bugs.hand_request`).

Bad input raises :class:`RuleViolation` whose one line names the player (or the field)
and the card.
"""

from __future__ import annotations

from rules.fields import as_object, get_choice
from rules.game_hooks import Solver
from rules.ledger import JSON
from rules.registry import games

__all__ = ["answer", "solvable_games"]


def _solvers() -> dict[str, Solver]:
    found: dict[str, Solver] = {}
    for entry in games():
        solve = entry.game_hooks().from_cards
        if solve is not None:
            found[entry.name] = solve
    return found


def solvable_games() -> tuple[str, ...]:
    """The games whose deals Zapis can work out from the cards, by name (sorted, as the
    refusal of another game lists them)."""
    return tuple(sorted(_solvers()))


def answer(request: JSON) -> dict[str, JSON]:
    """The answer to one ``zapis hand`` request; :class:`RuleViolation` if it is bad."""
    data = as_object(request, deal=None, field="request")
    solvers = _solvers()
    game = get_choice(data, "game", sorted(solvers), deal=None)
    return solvers[game](data)
