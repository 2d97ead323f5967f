"""The settlement at the foot of a priced sitting's printed sheet (issue 16: "when
priced, the settlement"; settlement.md): each player's net, then each payment, as the
Settle tab shows them. Worked out by :func:`rules.settlement.settle_sitting`."""

from __future__ import annotations

from desktop.money.money_text import amount_text
from desktop.printing.sections import Row, Section
from desktop.printing.words import word
from desktop.widgets.number_text import price_shown
from rules.ledger import Scored
from rules.session import Session
from rules.settlement import settle_sitting


def money_sections(session: Session, scored: Scored, per: str = "point") -> list[Section]:
    """The settlement as two printed tables (nets, payments); none without a price or
    for a game with no settlement rule. ``per``: what the price is paid for (``point``,
    ``whist``, ``stake``: the game's ``PRICE_PER``, :mod:`desktop.games.game_ui`)."""
    if session.price is None:
        return []
    try:
        money = settle_sitting(session, scored)
    except ValueError:  # a game whose registry entry names no way of settling
        return []
    if money is None:
        return []
    price = f"{price_shown(session.price)} {session.currency}".strip()
    nets = tuple(
        Row((player, amount_text(net, money.currency, signed=True)))
        for player, net in money.nets.items()
    )
    payments = tuple(
        Row((f"{t.payer} → {t.payee}", amount_text(t.amount, money.currency)))
        for t in money.transfers
    ) or (Row((word("nobody-pays"), "")),)
    return [
        Section(
            word("settling-up" if per == "point" else f"settling-up-{per}", price),
            (word("players"), word("net")),
            nets,
        ),
        Section(word("payments"), (word("payment"), word("amount")), payments),
    ]
