"""Preferans's printed sheet: the pulka drawn as on the screen (the same painter, on the
page), the deals as a table, and the settlement step by step (preferans.md §2, §10)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QFont, QPainter

from desktop.games.preferans.pulka_picture import PulkaPicture, pulka_picture
from desktop.games.preferans.pulka_sheet import paint_pulka
from desktop.games.preferans.settle_steps import step_lines
from desktop.games.preferans.sheet import PreferansDealsModel
from desktop.games.preferans.words import outcome_text
from desktop.printing.document import Row, Section
from rules.ledger import Scored
from rules.preferans.results import PreferansFacts, PreferansSummary
from rules.session import Session

PULKA_RATIO = 0.72
"""The printed pulka's height as a share of the page's width (as on a sheet of paper)."""
PRINT_FONT = QFont("DejaVu Sans", 9)
"""The pulka's numbers on paper."""


def _paint(picture: PulkaPicture, painter: QPainter, rect: QRectF) -> None:
    paint_pulka(painter, rect, picture, PRINT_FONT, paper=QColor("#ffffff"))


def print_sections(scored: Scored, session: Session) -> list[Section]:
    """The pulka, the deals, the settlement's steps."""
    options = session.options
    target = int(options.get("pool_target", 20))
    picture = pulka_picture(scored, target, None)
    sections = [
        Section(
            QCoreApplication.translate("PreferansPrint", "The pulka"),
            (),
            (),
            drawing=partial(_paint, picture),
            drawing_ratio=PULKA_RATIO,
        )
    ]
    model = PreferansDealsModel()
    rows = []
    for deal in scored.deals:
        facts = deal.facts_as(PreferansFacts)
        game = outcome_text(facts)
        if facts.declarer is not None:
            game = f"{facts.declarer}: {game}"
        cells = [model.written_text(deal, player) for player in scored.players]
        rows.append(Row((str(deal.deal), facts.dealer or "—", game, *cells)))
    headers = (
        QCoreApplication.translate("PreferansPrint", "Deal"),
        QCoreApplication.translate("PreferansPrint", "Dealer"),
        QCoreApplication.translate("PreferansPrint", "Game"),
        *scored.players,
    )
    sections.append(
        Section(QCoreApplication.translate("PreferansPrint", "Deals"), headers, tuple(rows))
    )
    summary = scored.summary_as(PreferansSummary)
    money = summary.money_nets(int(session.price * 100)) if session.price is not None else None
    steps = step_lines(
        scored.players, summary.settlement, summary.pool, options, money, session.price,
        session.currency,
    )  # fmt: skip
    sections.append(
        Section(
            QCoreApplication.translate("PreferansPrint", "The settlement, step by step"),
            (QCoreApplication.translate("PreferansPrint", "Step"),),
            tuple(Row((sentence,)) for _rule, sentence in steps),
        )
    )
    return sections
