"""Dates and times as the interface language writes them: «02.12.2026 21:05» in Russian,
``2026-12-02 21:05`` in English (ISO: neither day-first nor month-first, read the same on
both sides of the Atlantic). The language is the default ``QLocale``, which
:func:`desktop.translations.install_translations` sets, as for numbers
(:mod:`desktop.widgets.number_text`)."""

from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import QLocale


def _russian() -> bool:
    return QLocale().language() == QLocale.Language.Russian


def day_format() -> str:
    """The day's format as Qt's date fields spell it (``dd.MM.yyyy`` / ``yyyy-MM-dd``)."""
    return "dd.MM.yyyy" if _russian() else "yyyy-MM-dd"


def day_text(day: date) -> str:
    """A day: «02.12.2026» / ``2026-12-02``."""
    return day.strftime("%d.%m.%Y" if _russian() else "%Y-%m-%d")


def local_time(moment: datetime) -> str:
    """A stored UTC moment in the local time zone, as a table shows it: «02.12.2026 21:05»
    / ``2026-12-02 21:05``."""
    local = moment.astimezone()
    return f"{day_text(local.date())} {local.strftime('%H:%M')}"
