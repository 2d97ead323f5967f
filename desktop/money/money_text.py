"""Nets and payments as the table reads them: "Борис → Аня 41,00 ₽", and the whole
settlement as text for a chat.

Amounts have settlement.md's two places, written in the interface language
(:mod:`desktop.widgets.number_text`: a decimal comma and a true minus in Russian), as
everything else on the screen; ``zapis settle`` prints the data form, ``41.00``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.widgets.number_text import money_text
from desktop.widgets.text_fill import fill
from rules.settlement import Settlement, TableShare, Transfer


def amount_text(kopecks: int, currency: str, *, signed: bool = False) -> str:
    """``kopecks`` as "41,00 ₽" in Russian, "41.00 ₽" in English (with ``signed``, a
    gain as "+41,00 ₽"; a loss is always "−41,00 ₽")."""
    return money_text(kopecks, currency, signed=signed)


def net_line(player: str, kopecks: int, currency: str) -> str:
    """One player's net: "Аня +41,00 ₽"."""
    return f"{player} {amount_text(kopecks, currency, signed=True)}"


def transfer_line(transfer: Transfer, currency: str) -> str:
    """One payment: "Борис → Аня 41,00 ₽"."""
    return f"{transfer.payer} → {transfer.payee} {amount_text(transfer.amount, currency)}"


def table_sentence(table: TableShare, currency: str) -> str:
    """How the money left on a sitting's table is shared (settlement.md, Stukolka: equally
    [Ruling], the odd kopecks one each from the first seat): what the Settle tab and the
    Evening view both say."""
    if table.left == 0:
        return QCoreApplication.translate(
            "Money",
            "Nothing is left on the table; money left there is shared equally among the players.",
        )
    left, share = amount_text(table.left, currency), amount_text(table.share, currency)
    if not table.odd_to:
        return fill(
            QCoreApplication.translate(
                "Money", "%1 left on the table is shared equally: %2 to each player."
            ),
            left,
            share,
        )
    return fill(
        QCoreApplication.translate(
            "Money",
            "%1 left on the table is shared equally: %2 to each player; the odd "
            "kopecks (%3) go one each to %4.",
        ),
        left,
        share,
        len(table.odd_to),
        ", ".join(table.odd_to),
    )


def no_payments_text() -> str:
    """What the payments list says when nobody owes anybody."""
    return QCoreApplication.translate("Money", "Nobody pays anybody.")


def net_lines(settlement: Settlement) -> list[str]:
    """Every player's net, in seat order, as :func:`net_line` writes it."""
    return [net_line(player, net, settlement.currency) for player, net in settlement.nets.items()]


def payment_lines(settlement: Settlement) -> list[str]:
    """Every payment as :func:`transfer_line` writes it, or the one line saying nobody
    pays: what the Settle tab, the Evening view and the chat text all list."""
    if not settlement.transfers:
        return [no_payments_text()]
    return [transfer_line(t, settlement.currency) for t in settlement.transfers]


def chat_text(title: str, settlement: Settlement) -> str:
    """The settlement as plain text for a chat: a title, the nets, the payments."""
    lines = [title, "", QCoreApplication.translate("Money", "Nets:"), *net_lines(settlement)]
    lines += ["", QCoreApplication.translate("Money", "Payments:"), *payment_lines(settlement)]
    return "\n".join(lines) + "\n"
