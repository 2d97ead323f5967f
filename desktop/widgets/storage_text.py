"""A storage failure in the UI language: the store's English template, translated, filled.

The store raises :class:`~db.errors.StorageError` with a constant English template and
parameters (the file or URL, the driver's own words); the translation is looked up in
the ``StorageError`` context (the templates are listed for ``lupdate`` in
:mod:`desktop.widgets.violation_messages`). The parameters are filled in as they are: a path is
the player's, and SQLite's reason is quoted as SQLite said it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from db.errors import StorageError
from rules.errors import RuleViolation

CONTEXT = "StorageError"


def storage_text(problem: StorageError) -> str:
    """What went wrong with the database and what to do, in the UI language."""
    template = QCoreApplication.translate(CONTEXT, problem.template)
    try:
        return template.format(**problem.params)
    except (KeyError, IndexError, ValueError):
        # A translation that lost a placeholder must not hide the message.
        return str(problem)


def problem_text(problem: BaseException) -> str:
    """Any failure the app shows as it is: a storage failure or a refusal translated,
    anything else (a message the app already translated, an OS error) as its text."""
    if isinstance(problem, StorageError):
        return storage_text(problem)
    if isinstance(problem, RuleViolation):
        from desktop.widgets.violations import violation_text

        return violation_text(problem)
    return str(problem)
