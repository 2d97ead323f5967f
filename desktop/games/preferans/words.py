"""Every Preferans entry explained by its rule, in words (preferans.md §5–§8).

The engine writes a reason and a rule id on each entry, never prose; here each becomes
a sentence with the arithmetic that made the number: "Vera writes 20 whists on Boris:
5 tricks × 4 (7♥, greedy whist)", "American help: Boris's 3 points go into Anna's pool".
The numbers come from the entry, the deal's facts, its record and the sitting's options,
so the sentence says the rule the engine applied.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.widgets.text_fill import fill
from rules.deal_record import DealRecord
from rules.ledger import Column, DealScore, Entry
from rules.preferans.reasons import Reason
from rules.preferans.records import Contract, PreferansRecord, Strain
from rules.preferans.results import Outcome, PreferansEntry, PreferansFacts

STRAIN_SIGNS: Mapping[Strain, str] = {
    Strain.SPADES: "♠",
    Strain.CLUBS: "♣",
    Strain.DIAMONDS: "♦",
    Strain.HEARTS: "♥",
}


def contract_text(contract: Contract | None) -> str:
    """``7♥``, ``6 NT`` (БК in Russian)."""
    if contract is None:
        return ""
    sign = STRAIN_SIGNS.get(contract.strain)
    no_trumps = QCoreApplication.translate("PreferansWords", "NT")
    return f"{contract.level}{sign}" if sign else f"{contract.level} {no_trumps}"


def outcome_text(facts: PreferansFacts) -> str:
    """How the deal ended, in a few words: ``7♥, made``, ``raspasy 2 in a row``."""
    contract = contract_text(facts.contract)
    words = {
        Outcome.MADE: QCoreApplication.translate("PreferansWords", "%1, made"),
        Outcome.REMIZ: QCoreApplication.translate("PreferansWords", "%1, down %2"),
        Outcome.PASSED_OUT: QCoreApplication.translate("PreferansWords", "%1, passed out"),
        Outcome.HALF_WHISTED: QCoreApplication.translate("PreferansWords", "%1, half-whisted"),
        Outcome.CONCEDED: QCoreApplication.translate("PreferansWords", "%1, without three"),
        Outcome.MISERE_MADE: QCoreApplication.translate("PreferansWords", "misère, made"),
        Outcome.MISERE_CAUGHT: QCoreApplication.translate(
            "PreferansWords", "misère, caught with %2"
        ),
        Outcome.RASPASY: QCoreApplication.translate("PreferansWords", "raspasy no. %3 of the run"),
        Outcome.CORRECTION: QCoreApplication.translate("PreferansWords", "correction"),
    }
    return fill(words[facts.outcome], contract, facts.undertricks, facts.raspasy_number or 1)


class Explainer:
    """Explains the entries of one sitting: its options and records at hand."""

    def __init__(self, options: Mapping[str, Any], records: Sequence[DealRecord]) -> None:
        self.options = options
        self.records = records
        """The session's deal records (``session.deals``), read by deal number."""

    def value(self, level: int | None) -> int:
        values = self.options.get("values", {})
        return int(values.get(str(level), 0)) if level is not None else 0

    def misere_value(self) -> int:
        return int(self.options.get("values", {}).get("misere", 10))

    def style_words(self) -> str:
        style = self.options.get("whist_style")
        return (
            QCoreApplication.translate("PreferansWords", "greedy whist")
            if style == "greedy"
            else QCoreApplication.translate("PreferansWords", "gentleman whist")
        )

    def explain(self, entry: Entry, deal: DealScore) -> str:
        """The sentence for ``entry`` of ``deal``."""
        facts = deal.facts_as(PreferansFacts)
        read = self.records[deal.deal - 1]
        # The tricks as they were entered: a taker left out is not named in the words.
        record = read.entered if isinstance(read, PreferansRecord) else read.to_json()
        on = entry.on if isinstance(entry, PreferansEntry) else None
        points = entry.points
        reason = entry.reason
        contract = contract_text(facts.contract)
        level = facts.contract.level if facts.contract is not None else None
        v = self.value(level)
        wm = int(self.options.get("whist_multiplier", 1))
        rm = int(self.options.get("remiz_multiplier", 1))
        tricks: Mapping[str, int] = record.get("tricks", {})
        if reason == Reason.GAME:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "%1 writes %2 in the pool: the game's value (%3)"
                ),
                entry.player,
                points,
                outcome_text(facts),
            )
        if reason == Reason.REMIZ:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "%1 goes down %2: %2 × %3 × %4 = %5 on the mountain (%6)"
                ),
                entry.player,
                facts.undertricks,
                v,
                rm,
                points,
                contract,
            )
        if reason == Reason.TRICKS:
            return self._tricks(entry.player, on, points, facts, tricks, v, wm)
        if reason == Reason.CONSOLATION:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords",
                    "%1 writes %2 whists on %3: consolation, %4 undertricks × %5 (%6)",
                ),
                entry.player,
                points,
                on,
                facts.undertricks,
                v * wm,
                contract,
            )
        if reason == Reason.HALF_WHIST:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "%1 writes %2 whists on %3: half-whist, %4 tricks × %5 (%6)"
                ),
                entry.player,
                points,
                on,
                points // max(1, v * wm),
                v * wm,
                contract,
            )
        if reason == Reason.SHORTFALL:
            taken = tricks.get(entry.player)
            return fill(
                QCoreApplication.translate(
                    "PreferansWords",
                    "%1 writes %2 on the mountain: a whist shortfall, %3 taken (%4, %5)",
                ),
                entry.player,
                points,
                "?" if taken is None else taken,
                contract,
                self.responsibility_words(),
            )
        if reason == Reason.MISERE:
            if entry.column == Column.POOL:
                return fill(
                    QCoreApplication.translate(
                        "PreferansWords", "%1 made the misère: %2 in the pool"
                    ),
                    entry.player,
                    points,
                )
            return fill(
                QCoreApplication.translate(
                    "PreferansWords",
                    "%1's misère is caught: %2 tricks × %3 × %4 = %5 on the mountain",
                ),
                entry.player,
                facts.undertricks,
                self.misere_value(),
                rm,
                points,
            )
        if reason == Reason.RASPASY:
            price = facts.raspasy_price or 0
            if entry.column == Column.WHISTS:
                return fill(
                    QCoreApplication.translate(
                        "PreferansWords", "Raspasy no. %1: %2 writes %3 whists on %4 at %5 a trick"
                    ),
                    facts.raspasy_number or 1,
                    entry.player,
                    points,
                    on,
                    price,
                )
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "Raspasy no. %1: %2 took %3 tricks × %4 = %5 on the mountain"
                ),
                facts.raspasy_number or 1,
                entry.player,
                tricks.get(entry.player, "?"),
                price,
                points,
            )
        if reason == Reason.RASPASY_ZERO:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "Raspasy: %1 took no trick and writes %2 in the pool"
                ),
                entry.player,
                points,
            )
        if reason == Reason.TALON:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "%1 writes %2 whists on %3: the talon prize, %4 tricks × %5"
                ),
                entry.player,
                points,
                on,
                record.get("talon_tricks", "?"),
                v * wm,
            )
        if reason == Reason.HELP:
            return self._help(entry, deal, on, points)
        if reason == Reason.WRITE_OFF:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords",
                    "Nobody can take %1's %2 pool points: they come off the mountain",
                ),
                entry.player,
                abs(points),
            )
        if reason == Reason.GORA_FIRST:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "%1's game first pays off the mountain: %2"
                ),
                entry.player,
                points,
            )
        if reason == Reason.CONCEDE:
            return fill(
                QCoreApplication.translate(
                    "PreferansWords",
                    "%1 gives up without three: 3 × %2 × %3 = %4 on the mountain (%5)",
                ),
                entry.player,
                v,
                rm,
                points,
                contract,
            )
        if reason == Reason.CORRECTION:
            note = str(record.get("note", "")).strip()
            return (
                fill(
                    QCoreApplication.translate(
                        "PreferansWords", "Correction, as the table wrote it: %1"
                    ),
                    note,
                )
                if note
                else QCoreApplication.translate(
                    "PreferansWords", "Correction, as the table wrote it"
                )
            )
        return reason

    def responsibility_words(self) -> str:
        responsibility = self.options.get("responsibility")
        if responsibility == "full":
            return QCoreApplication.translate("PreferansWords", "full responsibility")
        if responsibility == "half":
            return QCoreApplication.translate("PreferansWords", "half responsibility")
        return QCoreApplication.translate("PreferansWords", "no responsibility")

    def _tricks(
        self,
        player: str,
        on: str | None,
        points: int,
        facts: PreferansFacts,
        tricks: Mapping[str, int],
        v: int,
        wm: int,
    ) -> str:
        price = v * wm
        contract = contract_text(facts.contract)
        basis = points // price if price else 0
        shared = price and points * 1 != basis * price
        if (
            len(facts.whisters) == 1
            and facts.outcome == Outcome.REMIZ
            and (self.options.get("whist_style") == "gentleman")
        ):
            # Gentleman: the lone whister's whists are shared with the passer (§5.6).
            return fill(
                QCoreApplication.translate(
                    "PreferansWords",
                    "%1 writes %2 whists on %3: %4 tricks × %5 ÷ 2, shared (%6, %7)",
                ),
                player,
                points,
                on,
                (2 * points) // price if price else 0,
                price,
                contract,
                self.style_words(),
            )
        del shared, tricks
        return fill(
            QCoreApplication.translate(
                "PreferansWords", "%1 writes %2 whists on %3: %4 tricks × %5 (%6, %7)"
            ),
            player,
            points,
            on,
            basis,
            price,
            contract,
            self.style_words(),
        )

    def _help(self, entry: Entry, deal: DealScore, on: str | None, points: int) -> str:
        help_whists = int(self.options.get("help_whists", 10))
        if entry.column == Column.POOL:
            donors = [
                e.player
                for e in deal.entries
                if e.reason == Reason.HELP
                and isinstance(e, PreferansEntry)
                and e.on == entry.player
            ]
            donor = donors[0] if donors else "?"
            return fill(
                QCoreApplication.translate(
                    "PreferansWords", "American help: %1's %2 points go into %3's pool"
                ),
                donor,
                points,
                entry.player,
            )
        return fill(
            QCoreApplication.translate(
                "PreferansWords", "American help: %1 writes %2 whists on %3 (%4 points × %5)"
            ),
            entry.player,
            points,
            on,
            points // max(1, help_whists),
            help_whists,
        )


def column_words(entry: Entry) -> str:
    """Where the entry is written: the pool, the mountain, whists on a player."""
    if entry.column == Column.POOL:
        return QCoreApplication.translate("PreferansWords", "pool")
    if entry.column == Column.GORA:
        return QCoreApplication.translate("PreferansWords", "mountain")
    if entry.column == Column.WHISTS and isinstance(entry, PreferansEntry):
        return fill(QCoreApplication.translate("PreferansWords", "whists on %1"), entry.on)
    return str(entry.column)
