"""A refused input in the UI language: the engine's English template, translated, filled.

The engines raise :class:`~rules.errors.RuleViolation` with a constant English template
and parameters; the translation is looked up in the ``RuleViolation`` context (the
templates are listed for ``lupdate`` in :mod:`desktop.violation_messages`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.errors import RuleViolation

FIELD_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("RuleViolationName", "soloist tricks"),
    QT_TRANSLATE_NOOP("RuleViolationName", "honours at NT (aces)"),
    QT_TRANSLATE_NOOP("RuleViolationName", "honours at a suit"),
    QT_TRANSLATE_NOOP("RuleViolationName", "tricks"),
    QT_TRANSLATE_NOOP("RuleViolationName", "contract"),
    QT_TRANSLATE_NOOP("RuleViolationName", "winning bid"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crown holder"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crowns length"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces count"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces holder"),
    QT_TRANSLATE_NOOP("RuleViolationName", "fault by"),
    QT_TRANSLATE_NOOP("RuleViolationName", "dealer"),
    QT_TRANSLATE_NOOP("RuleViolationName", "soloist"),
    QT_TRANSLATE_NOOP("RuleViolationName", "type"),
    QT_TRANSLATE_NOOP("RuleViolationName", "amurchik"),
    QT_TRANSLATE_NOOP("RuleViolationName", "first_dealer"),
    QT_TRANSLATE_NOOP("RuleViolationName", "players"),
)
"""The field names the engines put in ``{name}`` that the UI translates."""


def violation_detail(violation: RuleViolation) -> str:
    """What is wrong and what is allowed, in the UI language, without the location."""
    template = QCoreApplication.translate("RuleViolation", violation.template)
    params = dict(violation.params)
    if isinstance(params.get("name"), str):
        params["name"] = QCoreApplication.translate("RuleViolationName", str(params["name"]))
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation that lost a placeholder must not hide the message.
        return violation.detail()


def violation_text(violation: RuleViolation) -> str:
    """The whole message with its location (``Deal 3: …``), in the UI language."""
    detail = violation_detail(violation)
    if violation.deal is not None:
        return (
            QCoreApplication.translate("RuleViolation", "Deal %1: %2")
            .replace("%1", str(violation.deal))
            .replace("%2", detail)
        )
    return detail


def field_group(violation: RuleViolation) -> str:
    """The top-level field a violation names (``crowns[1].length`` → ``crowns``)."""
    head = violation.field.split(".")[0]
    return head.split("[")[0]
