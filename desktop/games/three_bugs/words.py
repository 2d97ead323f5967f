"""Three Bugs words for the UI: entry reasons, strains and deal kinds (rule titles come
from the rulebook, through ``desktop.rulebook.rule_titles``).

``rules/`` emits ids and stable words only; this module turns them into the UI language.
The strings are marked with ``QT_TRANSLATE_NOOP`` so ``lupdate`` finds them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.rulebook.rule_titles import rule_title
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from desktop.widgets.text_fill import fill
from rules.three_bugs.reasons import Reason

CONTEXT = "ThreeBugs"

REASONS: dict[str, str] = {
    Reason.MISDEAL_FINE: QT_TRANSLATE_NOOP("ThreeBugs", "misdeal: the dealer's fine"),
    Reason.MISDEAL_COMPENSATION: QT_TRANSLATE_NOOP(
        "ThreeBugs", "misdeal: paid to each other player"
    ),
    Reason.TRICKS: QT_TRANSLATE_NOOP("ThreeBugs", "tricks taken"),
    Reason.UNDERTRICKS: QT_TRANSLATE_NOOP("ThreeBugs", "undertricks: the soloist went down"),
    Reason.BEETLE: QT_TRANSLATE_NOOP("ThreeBugs", "beetle: a made 11, 12 or 13"),
    Reason.HONOURS: QT_TRANSLATE_NOOP("ThreeBugs", "honours of the side that held more"),
    Reason.CROWN: QT_TRANSLATE_NOOP("ThreeBugs", "crown"),
    Reason.ACES: QT_TRANSLATE_NOOP("ThreeBugs", "three or four aces in one hand"),
    Reason.AMURCHIK: QT_TRANSLATE_NOOP("ThreeBugs", "amurchik: no ace, king, queen or jack"),
    Reason.FAULT_TRICKS: QT_TRANSLATE_NOOP("ThreeBugs", "tricks moved by a fault"),
    Reason.FAULT_UNDERTRICKS: QT_TRANSLATE_NOOP(
        "ThreeBugs", "undertricks caused by the soloist's fault"
    ),
    Reason.FAULT_FINE: QT_TRANSLATE_NOOP("ThreeBugs", "a defender's fault: two undertricks' fine"),
    Reason.EXCHANGE_FINE: QT_TRANSLATE_NOOP("ThreeBugs", "exchange fault: fine"),
    Reason.ALL_PASS: QT_TRANSLATE_NOOP("ThreeBugs", "all pass: fewest tricks"),
    Reason.CLEAN: QT_TRANSLATE_NOOP("ThreeBugs", "all pass: not a single trick"),
    Reason.FAULT_COMPENSATION: QT_TRANSLATE_NOOP("ThreeBugs", "all pass: paid for another's fault"),
    Reason.GAME: QT_TRANSLATE_NOOP("ThreeBugs", "game won"),
    Reason.RUBBER: QT_TRANSLATE_NOOP("ThreeBugs", "rubber won"),
}
"""Entry reasons (the engine's stable words) in English, translated in ``ThreeBugs``."""

STRAINS: tuple[str, ...] = ("S", "C", "D", "H", "NT")
"""The strains, low to high, as the session file writes them."""
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
"""The suits' symbols."""

DEAL_KINDS: dict[str, str] = {
    "contract": QT_TRANSLATE_NOOP("ThreeBugs", "Contract"),
    "all-pass": QT_TRANSLATE_NOOP("ThreeBugs", "All pass"),
    "misdeal": QT_TRANSLATE_NOOP("ThreeBugs", "Misdeal"),
}
"""The deal kinds, in the order the entry panel offers them."""

FAULT_KINDS: dict[str, str] = {
    "revoke": QT_TRANSLATE_NOOP("ThreeBugs", "revoke"),
    "no-trump": QT_TRANSLATE_NOOP("ThreeBugs", "failed to trump"),
    "missed-turn": QT_TRANSLATE_NOOP("ThreeBugs", "missed a turn"),
}
"""A player's fault kinds (the exchange fault is the defenders' and names nobody)."""


def tr(text: str) -> str:
    """``text`` in the UI language (``ThreeBugs`` context)."""
    return QCoreApplication.translate(CONTEXT, text)


def reason_words(reason: str, rule: str) -> str:
    """Why an entry was written, in words."""
    source = REASONS.get(reason)
    if source:
        return tr(source)
    return rule_title(rule)


def strain_text(strain: str) -> str:
    """A strain as the table writes it: a suit symbol, or NT (БК in Russian)."""
    return SUIT_SYMBOLS.get(strain) or QCoreApplication.translate("ThreeBugs", "NT")


def split_contract(text: str) -> tuple[int, str]:
    """``"10NT"`` → ``(10, "NT")``."""
    digits = "".join(ch for ch in text if ch.isdigit())
    return int(digits), text[len(digits) :]


def contract_text(text: str) -> str:
    """``"10NT"`` → ``10 NT`` / ``10 БК``; ``"9H"`` → ``9♥``."""
    try:
        level, strain = split_contract(text)
    except ValueError:
        return text
    if strain == "NT":
        return f"{level} {strain_text(strain)}"
    return f"{level}{strain_text(strain)}"


def deal_summary(record: Mapping[str, Any]) -> str:
    """One line describing a recorded deal, e.g. ``Boris: 10 NT, 8 tricks``."""
    kind = record.get("type")
    if kind == "misdeal":
        return fill(
            QCoreApplication.translate("ThreeBugs", "Misdeal by %1"), record.get("dealer", "")
        )
    if kind == "all-pass":
        tricks = record.get("tricks", {})
        counts = (
            ", ".join(f"{p} {n}" for p, n in tricks.items()) if isinstance(tricks, dict) else ""
        )
        return fill(QCoreApplication.translate("ThreeBugs", "All pass: %1"), counts) + (
            premiums_text(record)
        )
    text = fill(
        QCoreApplication.translate("ThreeBugs", "%1: %2, %3 tricks"),
        record.get("soloist", ""),
        contract_text(str(record.get("contract", ""))),
        record.get("tricks", ""),
    )
    bid = record.get("bid")
    if bid and bid != record.get("contract"):
        text += " " + fill(
            QCoreApplication.translate("ThreeBugs", "(bid %1)"), contract_text(str(bid))
        )
    if "honours" in record:
        text += "; " + fill(
            QCoreApplication.translate("ThreeBugs", "honours %1"), record.get("honours")
        )
    return text + premiums_text(record)


def premiums_text(record: Mapping[str, Any]) -> str:
    """What a deal claims besides its contract or tricks, as the deals list adds it: the
    crowns, the aces, the amurchiks and the faults (``; crowns: Аня ♥4; faults: Боря
    revoke``), so a deal with a revoke does not read like a plain one; empty if none."""
    parts: list[str] = []
    crowns = [
        f"{c.get('player', '')} {SUIT_SYMBOLS.get(str(c.get('suit')), c.get('suit'))}"
        f"{c.get('length', '')}"
        for c in record.get("crowns", []) or []
    ]
    if crowns:
        parts.append(fill(QCoreApplication.translate("ThreeBugs", "crowns: %1"), ", ".join(crowns)))
    aces = [f"{a.get('player', '')} {a.get('count', '')}" for a in record.get("aces", []) or []]
    if aces:
        parts.append(fill(QCoreApplication.translate("ThreeBugs", "aces: %1"), ", ".join(aces)))
    amurchik = [str(p) for p in record.get("amurchik", []) or []]
    if amurchik:
        parts.append(
            fill(QCoreApplication.translate("ThreeBugs", "amurchik: %1"), ", ".join(amurchik))
        )
    faults: list[str] = []
    for fault in record.get("faults", []) or []:
        kind = str(fault.get("kind", ""))
        if kind == "exchange":
            faults.append(QCoreApplication.translate("ThreeBugs", "exchange"))
        else:
            words = FAULT_KINDS.get(kind)
            faults.append(f"{fault.get('player', '')} {tr(words) if words else kind}")
    if faults:
        parts.append(fill(QCoreApplication.translate("ThreeBugs", "faults: %1"), ", ".join(faults)))
    return "".join("; " + part for part in parts)
