"""Three Bugs words for the UI: rule titles, entry reasons, strains and deal kinds.

``rules/`` emits ids and stable words only; this module turns them into the UI language.
The strings are marked with ``QT_TRANSLATE_NOOP`` so ``lupdate`` finds them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "ThreeBugs"

RULE_TITLES: dict[str, str] = {
    "three-bugs/misdeal": QT_TRANSLATE_NOOP("ThreeBugs", "Misdeal"),
    "three-bugs/tricks": QT_TRANSLATE_NOOP("ThreeBugs", "Tricks, below the line"),
    "three-bugs/undertricks": QT_TRANSLATE_NOOP("ThreeBugs", "Undertricks"),
    "three-bugs/beetles": QT_TRANSLATE_NOOP("ThreeBugs", "Beetle (11, 12 or 13 tricks made)"),
    "three-bugs/honours": QT_TRANSLATE_NOOP("ThreeBugs", "Honours"),
    "three-bugs/crowns": QT_TRANSLATE_NOOP("ThreeBugs", "Crown"),
    "three-bugs/aces": QT_TRANSLATE_NOOP("ThreeBugs", "Three or four aces"),
    "three-bugs/amurchik": QT_TRANSLATE_NOOP("ThreeBugs", "Amurchik (no picture cards)"),
    "three-bugs/soloist-fault": QT_TRANSLATE_NOOP("ThreeBugs", "Soloist's fault"),
    "three-bugs/defender-fault": QT_TRANSLATE_NOOP("ThreeBugs", "Defender's fault"),
    "three-bugs/exchange-fault": QT_TRANSLATE_NOOP("ThreeBugs", "Exchange fault"),
    "three-bugs/all-pass": QT_TRANSLATE_NOOP("ThreeBugs", "All pass"),
    "three-bugs/all-pass-clean": QT_TRANSLATE_NOOP("ThreeBugs", "All pass: no tricks taken"),
    "three-bugs/all-pass-fault": QT_TRANSLATE_NOOP("ThreeBugs", "All pass: a rule broken"),
    "three-bugs/game": QT_TRANSLATE_NOOP("ThreeBugs", "Game won"),
    "three-bugs/rubber": QT_TRANSLATE_NOOP("ThreeBugs", "Rubber won"),
}
"""Each rule id's title in English, translated in the ``ThreeBugs`` context."""

REASONS: dict[str, str] = {
    "misdeal-fine": QT_TRANSLATE_NOOP("ThreeBugs", "misdeal: the dealer's fine"),
    "misdeal-compensation": QT_TRANSLATE_NOOP("ThreeBugs", "misdeal: paid to each other player"),
    "tricks": QT_TRANSLATE_NOOP("ThreeBugs", "tricks taken"),
    "undertricks": QT_TRANSLATE_NOOP("ThreeBugs", "undertricks: the soloist went down"),
    "beetle": QT_TRANSLATE_NOOP("ThreeBugs", "beetle: a made 11, 12 or 13"),
    "honours": QT_TRANSLATE_NOOP("ThreeBugs", "honours of the side that held more"),
    "crown": QT_TRANSLATE_NOOP("ThreeBugs", "crown"),
    "aces": QT_TRANSLATE_NOOP("ThreeBugs", "three or four aces in one hand"),
    "amurchik": QT_TRANSLATE_NOOP("ThreeBugs", "amurchik: no ace, king, queen or jack"),
    "fault-tricks": QT_TRANSLATE_NOOP("ThreeBugs", "tricks moved by a fault"),
    "fault-undertricks": QT_TRANSLATE_NOOP(
        "ThreeBugs", "undertricks caused by the soloist's fault"
    ),
    "fault-fine": QT_TRANSLATE_NOOP("ThreeBugs", "a defender's fault: two undertricks' fine"),
    "exchange-fine": QT_TRANSLATE_NOOP("ThreeBugs", "exchange fault: fine"),
    "all-pass": QT_TRANSLATE_NOOP("ThreeBugs", "all pass: fewest tricks"),
    "clean": QT_TRANSLATE_NOOP("ThreeBugs", "all pass: not a single trick"),
    "fault-compensation": QT_TRANSLATE_NOOP("ThreeBugs", "all pass: paid for another's fault"),
    "game": QT_TRANSLATE_NOOP("ThreeBugs", "game won"),
    "rubber": QT_TRANSLATE_NOOP("ThreeBugs", "rubber won"),
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


def rule_title(rule: str) -> str:
    """A rule id's title in the UI language (the id itself if unknown)."""
    source = RULE_TITLES.get(rule)
    return tr(source) if source else rule


def reason_words(reason: str, rule: str) -> str:
    """Why an entry was written, in words."""
    source = REASONS.get(reason)
    if source:
        return tr(source)
    return rule_title(rule) if rule in RULE_TITLES else reason


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
        return QCoreApplication.translate("ThreeBugs", "Misdeal by %1").replace(
            "%1", str(record.get("dealer", ""))
        )
    if kind == "all-pass":
        tricks = record.get("tricks", {})
        counts = (
            ", ".join(f"{p} {n}" for p, n in tricks.items()) if isinstance(tricks, dict) else ""
        )
        return QCoreApplication.translate("ThreeBugs", "All pass: %1").replace("%1", counts)
    text = (
        QCoreApplication.translate("ThreeBugs", "%1: %2, %3 tricks")
        .replace("%1", str(record.get("soloist", "")))
        .replace("%2", contract_text(str(record.get("contract", ""))))
        .replace("%3", str(record.get("tricks", "")))
    )
    bid = record.get("bid")
    if bid and bid != record.get("contract"):
        text += " " + QCoreApplication.translate("ThreeBugs", "(bid %1)").replace(
            "%1", contract_text(str(bid))
        )
    return text
