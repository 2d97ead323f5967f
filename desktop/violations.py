"""A refused input in the UI language: the engine's English template, translated, filled.

The engines raise :class:`~rules.errors.RuleViolation` with a constant English template
and parameters; the translation is looked up in the ``RuleViolation`` context (the
templates are listed for ``lupdate`` in :mod:`desktop.violation_messages`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rules.errors import RuleViolation


def violation_detail(violation: RuleViolation) -> str:
    """What is wrong and what is allowed, in the UI language, without the location."""
    template = QCoreApplication.translate("RuleViolation", violation.template)
    try:
        return template.format(**violation.params)
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
