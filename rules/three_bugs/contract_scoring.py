"""Scoring a contract deal (three-bugs.md, "Scoring a contract deal" and "Penalties").

The tricks rule is written with the tricks taken in play; what a fault changes is written
beside it under the fault's own rule, so each number on the sheet is explained by the
rule that produced it while every player's column sums are the spec's arithmetic with the
adjusted count ``t``:

- soloist's faults: ``t1 = max(0, t0 − 3·faults)``; the tricks moved (``t0 − t1``) are a
  ``soloist-fault`` entry below (− for the soloist, + for each defender), and the
  undertricks that exist only because of them are a ``soloist-fault`` entry above;
- then a defender's fault: ``t = max(t1, n)``; the tricks moved back are a
  ``defender-fault`` entry below, the contract counts as made (no undertricks at all),
  and each defender pays ``2·U(n)`` per defender's fault.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.ledger import Column
from rules.three_bugs.hand_premiums import write_hand_premiums
from rules.three_bugs.options import ValueTables
from rules.three_bugs.reasons import Reason, Rule
from rules.three_bugs.records import TRICKS_IN_DEAL, ContractDeal, Strain
from rules.three_bugs.writer import DealWriter

BEETLE_PREMIUMS: Final[Mapping[int, int]] = {11: 2000, 12: 4000, 13: 6000}
"""Жучишка, жучок, жук: a made contract of 11, 12, 13 tricks."""
TRICKS_MOVED_PER_FAULT: Final = 3
"""Tricks a soloist's fault passes to the defenders."""
UNDERTRICKS_PER_DEFENDER_FAULT: Final = 2
"""A defender's fault costs each defender two undertricks' value."""
EXCHANGE_FINE: Final = 3000
"""The exchange fault, to each defender, once per deal."""
HONOURS_AT_SUIT: Final = 8
"""A K Q J 10 of trumps and the three other aces."""
ACES_AT_NT: Final = 4
"""At NT only the aces are honours."""
ACE_AT_NT_VALUE: Final = 200
"""An ace's value at NT."""


@dataclass(frozen=True, slots=True)
class ContractOutcome:
    """How a contract deal came out, after the faults."""

    tricks_counted: int
    """``t``: the soloist's tricks after the faults."""
    made: bool
    """The contract was made, or counts as made."""
    undertricks: int
    """Undertricks charged (0 when made)."""


def adjusted_tricks(deal: ContractDeal) -> tuple[int, int]:
    """``(t1, t)``: the soloist's tricks after his own faults, then after the defenders'."""
    after_soloist = max(0, deal.tricks - TRICKS_MOVED_PER_FAULT * deal.soloist_faults)
    if deal.defender_faults:
        return after_soloist, max(after_soloist, deal.contract.level)
    return after_soloist, after_soloist


def score_contract(
    deal: ContractDeal,
    tables: ValueTables,
    players: Sequence[str],
    seat_of: Mapping[str, int],
    writer: DealWriter,
) -> ContractOutcome:
    """Write a contract deal's entries, in rule order, and say how it came out."""
    level = deal.contract.level
    trick_value = tables.trick[level]
    undertrick_value = tables.undertrick[level]
    soloist = seat_of[deal.soloist]
    defenders = [seat for seat in range(len(players)) if seat != soloist]
    played = deal.tricks
    after_soloist, counted = adjusted_tricks(deal)
    made = counted >= level
    write = writer.write

    # Tricks below the line, as taken in play; the defenders write their side's tricks
    # each for himself (the source's 10NT example).
    write(soloist, played * trick_value, Column.BELOW, Reason.TRICKS, Rule.TRICKS)
    for seat in defenders:
        write(
            seat, (TRICKS_IN_DEAL - played) * trick_value, Column.BELOW, Reason.TRICKS, Rule.TRICKS
        )

    # Undertricks: none when a defender's fault makes the contract count as made.
    played_down = 0 if deal.defender_faults else max(0, level - played)
    if played_down:
        points = played_down * undertrick_value
        write(soloist, -points, Column.ABOVE, Reason.UNDERTRICKS, Rule.UNDERTRICKS)
        for seat in defenders:
            write(seat, points, Column.ABOVE, Reason.UNDERTRICKS, Rule.UNDERTRICKS)

    if made and level in BEETLE_PREMIUMS:
        write(soloist, BEETLE_PREMIUMS[level], Column.ABOVE, Reason.BEETLE, Rule.BEETLES)

    _write_honours(deal, tables, soloist, defenders, writer)
    write_hand_premiums(deal.premiums, seat_of, writer)

    if deal.soloist_faults:
        moved = (played - after_soloist) * trick_value
        write(soloist, -moved, Column.BELOW, Reason.FAULT_TRICKS, Rule.SOLOIST_FAULT)
        for seat in defenders:
            write(seat, moved, Column.BELOW, Reason.FAULT_TRICKS, Rule.SOLOIST_FAULT)
        if not deal.defender_faults:
            extra_down = max(0, level - after_soloist) - played_down
            points = extra_down * undertrick_value
            write(soloist, -points, Column.ABOVE, Reason.FAULT_UNDERTRICKS, Rule.SOLOIST_FAULT)
            for seat in defenders:
                write(seat, points, Column.ABOVE, Reason.FAULT_UNDERTRICKS, Rule.SOLOIST_FAULT)

    if deal.defender_faults:
        moved = (counted - after_soloist) * trick_value
        write(soloist, moved, Column.BELOW, Reason.FAULT_TRICKS, Rule.DEFENDER_FAULT)
        fine = UNDERTRICKS_PER_DEFENDER_FAULT * undertrick_value * deal.defender_faults
        for seat in defenders:
            write(seat, -moved, Column.BELOW, Reason.FAULT_TRICKS, Rule.DEFENDER_FAULT)
            write(seat, -fine, Column.ABOVE, Reason.FAULT_FINE, Rule.DEFENDER_FAULT)

    if deal.exchange_fault:
        for seat in defenders:
            write(seat, -EXCHANGE_FINE, Column.ABOVE, Reason.EXCHANGE_FINE, Rule.EXCHANGE_FAULT)

    return ContractOutcome(counted, made, max(0, level - counted))


def _write_honours(
    deal: ContractDeal,
    tables: ValueTables,
    soloist: int,
    defenders: Sequence[int],
    writer: DealWriter,
) -> None:
    """The side holding more honours writes for all it holds; an even split scores
    nothing. The dummy's honours are the defenders' (three-handed variant)."""
    held = deal.honours
    if deal.contract.strain is Strain.NO_TRUMPS:
        total, unit = ACES_AT_NT, ACE_AT_NT_VALUE
    else:
        total, unit = HONOURS_AT_SUIT, tables.honour[deal.contract.level]
    if 2 * held > total:
        writer.write(soloist, held * unit, Column.ABOVE, Reason.HONOURS, Rule.HONOURS)
    elif 2 * held < total:
        points = (total - held) * unit
        for seat in defenders:
            writer.write(seat, points, Column.ABOVE, Reason.HONOURS, Rule.HONOURS)
