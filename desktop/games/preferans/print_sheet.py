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
from desktop.printing.sections import Row, Section
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.ledger import Scored
from rules.preferans.results import PreferansFacts, PreferansSummary
from rules.session import Session

OPTION_WORDS: dict[str, str] = {
    "convention": QT_TRANSLATE_NOOP("Printing", "convention"),
    "pool_target": QT_TRANSLATE_NOOP("Printing", "pulka length"),
    "game_end": QT_TRANSLATE_NOOP("Printing", "game ends"),
    "values": QT_TRANSLATE_NOOP("Printing", "values"),
    "obligations": QT_TRANSLATE_NOOP("Printing", "whisters must take"),
    "whist_multiplier": QT_TRANSLATE_NOOP("Printing", "whist multiplier"),
    "remiz_multiplier": QT_TRANSLATE_NOOP("Printing", "mountain multiplier"),
    "consolation": QT_TRANSLATE_NOOP("Printing", "consolation"),
    "dealer_consolation": QT_TRANSLATE_NOOP("Printing", "the dealer's consolation"),
    "whist_style": QT_TRANSLATE_NOOP("Printing", "whist"),
    "responsibility": QT_TRANSLATE_NOOP("Printing", "responsibility"),
    "two_whisters": QT_TRANSLATE_NOOP("Printing", "two whisters"),
    "high_contract_liability": QT_TRANSLATE_NOOP("Printing", "the odd trick at 8–10"),
    "lone_whister_tricks": QT_TRANSLATE_NOOP("Printing", "a lone whister counts"),
    "half_whist": QT_TRANSLATE_NOOP("Printing", "half-whist at"),
    "talon_prize": QT_TRANSLATE_NOOP("Printing", "talon prize"),
    "raspasy": QT_TRANSLATE_NOOP("Printing", "raspasy"),
    "raspasy_trick_value": QT_TRANSLATE_NOOP("Printing", "raspasy trick"),
    "raspasy_whist_value": QT_TRANSLATE_NOOP("Printing", "raspasy whists a trick"),
    "raspasy_whists_basis": QT_TRANSLATE_NOOP("Printing", "raspasy whists count"),
    "raspasy_progression": QT_TRANSLATE_NOOP("Printing", "raspasy progression"),
    "raspasy_amnesty": QT_TRANSLATE_NOOP("Printing", "raspasy amnesty"),
    "raspasy_zero_prize": QT_TRANSLATE_NOOP("Printing", "no tricks on raspasy"),
    "raspasy_exit": QT_TRANSLATE_NOOP("Printing", "raspasy end"),
    "raspasy_dealer_talon": QT_TRANSLATE_NOOP("Printing", "the dealer's talon"),
    "overflow": QT_TRANSLATE_NOOP("Printing", "beyond a closed pool"),
    "help_whists": QT_TRANSLATE_NOOP("Printing", "whists a point of help"),
    "game_writes": QT_TRANSLATE_NOOP("Printing", "a made game"),
    "pool_unit": QT_TRANSLATE_NOOP("Printing", "whists a pool point"),
    "gora_unit": QT_TRANSLATE_NOOP("Printing", "whists a mountain point"),
    "settlement_divisor": QT_TRANSLATE_NOOP("Printing", "mountain whists divided by"),
    "sochi": QT_TRANSLATE_NOOP("Printing", "Sochi"),
    "leningrad": QT_TRANSLATE_NOOP("Printing", "Leningrad"),
    "rostov": QT_TRANSLATE_NOOP("Printing", "Rostov"),
    "greedy": QT_TRANSLATE_NOOP("Printing", "greedy"),
    "gentleman": QT_TRANSLATE_NOOP("Printing", "gentleman"),
    "gora": QT_TRANSLATE_NOOP("Printing", "on the mountain"),
    "whists": QT_TRANSLATE_NOOP("Printing", "as whists"),
    "help": QT_TRANSLATE_NOOP("Printing", "American help"),
    "write-off": QT_TRANSLATE_NOOP("Printing", "written off"),
    "gora-first": QT_TRANSLATE_NOOP("Printing", "the mountain first"),
    "price": QT_TRANSLATE_NOOP("Printing", "the trick's price"),
    "misere": QT_TRANSLATE_NOOP("Printing", "misère"),
    # A value whose word depends on its option ("all" defenders, "all" tricks): by
    # ``option=value``, in the options page's words.
    "game_end=each": QT_TRANSLATE_NOOP("Printing", "when every pool is closed"),
    "game_end=total": QT_TRANSLATE_NOOP("Printing", "when the pools' sum reaches n × T"),
    "consolation=all": QT_TRANSLATE_NOOP("Printing", "every defender"),
    "consolation=whisters": QT_TRANSLATE_NOOP("Printing", "the whisters only"),
    "consolation=none": QT_TRANSLATE_NOOP("Printing", "nobody"),
    "responsibility=full": QT_TRANSLATE_NOOP("Printing", "full: the value a trick"),
    "responsibility=half": QT_TRANSLATE_NOOP("Printing", "half: half the value a trick"),
    "responsibility=none": QT_TRANSLATE_NOOP("Printing", "none"),
    "two_whisters=halves": QT_TRANSLATE_NOOP("Printing", "halves (the Kodex)"),
    "two_whisters=pair": QT_TRANSLATE_NOOP("Printing", "pair: a partner's surplus covers"),
    "two_whisters=personal": QT_TRANSLATE_NOOP("Printing", "personal quotas, always"),
    "two_whisters=deficit": QT_TRANSLATE_NOOP("Printing", "the deficit shared"),
    "high_contract_liability=second": QT_TRANSLATE_NOOP("Printing", "the second whister"),
    "high_contract_liability=both": QT_TRANSLATE_NOOP("Printing", "both whisters"),
    "lone_whister_tricks=all": QT_TRANSLATE_NOOP("Printing", "all the defence's tricks"),
    "lone_whister_tricks=own": QT_TRANSLATE_NOOP("Printing", "the whister's own tricks"),
    "lone_whister_tricks=by-light": QT_TRANSLATE_NOOP(
        "Printing", "all in the light, the whister's own in the dark"
    ),
    "raspasy_whists_basis=difference": QT_TRANSLATE_NOOP(
        "Printing", "the difference from the fewest"
    ),
    "raspasy_whists_basis=tricks": QT_TRANSLATE_NOOP("Printing", "all the player's tricks"),
    "raspasy_exit=whisted": QT_TRANSLATE_NOOP("Printing", "a whisted contract or a misère"),
    "raspasy_exit=played-whisted": QT_TRANSLATE_NOOP("Printing", "only a played, whisted contract"),
    "raspasy_exit=any": QT_TRANSLATE_NOOP("Printing", "any other deal"),
    "game_writes=pool": QT_TRANSLATE_NOOP("Printing", "in the pool"),
    "settlement_divisor=n": QT_TRANSLATE_NOOP("Printing", "÷ n, all the players"),
    "settlement_divisor=n-1": QT_TRANSLATE_NOOP("Printing", "÷ (n − 1)"),
}
"""The options' names (the session file's keys) and word values on the printed sheet,
in English (translated in the ``Printing`` context); a value whose word is its option's
own under ``option=value``."""

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
