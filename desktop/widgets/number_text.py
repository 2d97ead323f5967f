"""Numbers and money as the interface language writes them (issue 25, item 17): one
minus sign (U+2212) everywhere, ``+`` only where a gain is meant, and the decimal
separator of the interface language: ``0,50 ₽`` in Russian, ``0.50 ₽`` in English.

Every view, board and printed page of the desktop writes its numbers with these
functions, so the sheet, the summary, the deals list, the breakdown, the Settle tab and
the boards never disagree. The language is the default ``QLocale``, which
:func:`desktop.translations.install_translations` sets with the interface language.
What leaves the app as data (session files, ``zapis settle``'s output, the database)
keeps :mod:`rules.money`'s plain ``"12.30"``; a price typed with a decimal comma is read
back by :func:`typed_decimal`.
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from PySide6.QtCore import QLocale

from rules.money import KOPECKS_PER_UNIT

MINUS = "\u2212"
"""The typographic minus sign: every negative number the desktop shows starts with it."""


def decimal_separator() -> str:
    """The interface language's decimal separator: ``","`` in Russian, ``"."`` in English."""
    separator = QLocale().decimalPoint()
    # Qt gives a string; a locale that answers none falls back to the point.
    return separator or "."


def format_points(points: int, *, signed: bool = False) -> str:
    """A whole number as the sheets show it: ``−3``, ``12``; ``+12`` when ``signed``."""
    if points < 0:
        return f"{MINUS}{-points}"
    if signed and points > 0:
        return f"+{points}"
    return str(points)


def decimal_text(
    value: Decimal | Fraction | float | int, places: int, *, signed: bool = False
) -> str:
    """``value`` rounded to ``places`` decimals (halves to even, as ``format`` does) in the
    interface language: ``−130,67`` in Russian; ``+37,33`` when ``signed`` and a gain."""
    exact = Decimal(value) if not isinstance(value, Fraction) else _fraction_decimal(value)
    rounded = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)
    if rounded == 0:
        rounded = abs(rounded)  # never "−0,00"
    digits = format(abs(rounded), "f").replace(".", decimal_separator())
    if rounded < 0:
        return MINUS + digits
    return f"+{digits}" if signed and rounded > 0 else digits


def _fraction_decimal(value: Fraction) -> Decimal:
    """``value`` as a Decimal exact enough to round to any place shown (28 digits)."""
    return Decimal(value.numerator) / Decimal(value.denominator)


def money_text(kopecks: int, currency: str = "", *, signed: bool = False) -> str:
    """An amount of kopecks with two places: ``41,00 ₽`` in Russian, ``−4.10`` in English
    without a currency; ``+41,00 ₽`` when ``signed`` and a gain."""
    units, part = divmod(abs(kopecks), KOPECKS_PER_UNIT)
    text = f"{units}{decimal_separator()}{part:02d}"
    if kopecks < 0:
        text = MINUS + text
    elif signed and kopecks > 0:
        text = "+" + text
    return f"{text} {currency}" if currency else text


def decimal_string_text(text: str) -> str:
    """A decimal written as data (``"0.01"``, ``"-12.30"``, ``"2"``) as the interface
    writes it: ``0,01``, ``−12,30``, ``2`` (the rulebook's examples, a stored price)."""
    shown = text.replace(".", decimal_separator())
    return MINUS + shown[1:] if shown.startswith("-") else shown


def price_shown(price: Decimal) -> str:
    """A sitting's price as the interface shows it and echoes it in its field: the places
    it was typed with, the interface's separator (``Decimal("0.01")`` → ``0,01``)."""
    return decimal_string_text(format(price, "f"))


def typed_decimal(text: str) -> str:
    """A decimal as typed in either language (``"0,01"``, ``" 2.5 "``) as the data form
    :func:`rules.money.read_price` reads (``"0.01"``, ``"2.5"``)."""
    return text.strip().replace(",", ".")
