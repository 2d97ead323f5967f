"""Writing to the pool (preferans.md §8): gora-first, the pool's cap, American help and
the write-off."""

from __future__ import annotations

from fractions import Fraction

from rules.preferans.options import GameEnd, GameWrites, Overflow, PreferansOptions
from rules.preferans.reasons import Reason
from rules.preferans.tally import Tally


def write_pool(
    tally: Tally,
    options: PreferansOptions,
    player: str,
    points: Fraction | int,
    reason: Reason,
    *,
    game: bool,
) -> None:
    """``player`` writes ``points`` in his pool through §8. ``game``: a made, passed-out
    or half-whisted contract or a made misère, which ``gora-first`` applies to (a
    raspasy zero prize is not a game)."""
    left = Fraction(points)
    if game and options.game_writes is GameWrites.GORA_FIRST:
        paid = min(left, max(Fraction(0), tally.gora[player]))
        tally.add_gora(player, -paid, Reason.GORA_FIRST)
        left -= paid
    if left <= 0:
        return
    if options.game_end is GameEnd.TOTAL:
        tally.add_pool(player, left, reason)
        return
    target = options.pool_target
    own = min(left, max(Fraction(0), target - tally.pool[player]))
    tally.add_pool(player, own, reason)
    left -= own
    if options.overflow is Overflow.HELP:
        left = _help(tally, options, player, left)
    # Whatever nobody could take comes off his own mountain, even below 0 ([ruling] 15).
    tally.add_gora(player, -left, Reason.WRITE_OFF)


def _help(tally: Tally, options: PreferansOptions, giver: str, left: Fraction) -> Fraction:
    """American help (§8.3): the rest goes to the largest pool below ``T``, ties to the
    first clockwise from the giver ([ruling] 14), and the giver writes whists on him."""
    players = tally.players
    seat = players.index(giver)
    clockwise = [players[(seat + step) % len(players)] for step in range(1, len(players))]
    target = options.pool_target
    while left > 0:
        open_pools = [player for player in clockwise if tally.pool[player] < target]
        if not open_pools:
            break
        # max keeps the first of equals, and the list runs clockwise from the giver.
        recipient = max(open_pools, key=lambda player: tally.pool[player])
        given = min(left, target - tally.pool[recipient])
        tally.add_pool(recipient, given, Reason.HELP)
        tally.add_whists(giver, recipient, given * options.help_whists, Reason.HELP)
        left -= given
    return left
