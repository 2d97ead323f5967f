"""Numbers and money as the interface language writes them (issue 25, item 17): one
minus sign (U+2212) everywhere, ``+`` only where a gain is meant, and the decimal
separator of the interface language: ``0,50 ₽`` in Russian, ``0.50 ₽`` in English, and
its thousands grouping: ``1 234,50`` (a narrow no-break space) in Russian, ``1,234.50``
in English.

Every view, board and printed page of the desktop writes its numbers with these
functions, so the sheet, the summary, the deals list, the breakdown, the Settle tab and
the boards never disagree. The language is the default ``QLocale``, which
:func:`desktop.translations.install_translations` sets with the interface language.
What leaves the app as data (session files, ``zapis settle``'s output, the database)
keeps :mod:`rules.money`'s plain ``"12.30"``; a price typed with a decimal comma is read
back by :func:`typed_decimal`.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from PySide6.QtCore import QLocale

from rules.money import KOPECKS_PER_UNIT

MINUS = "\u2212"
"""The typographic minus sign: every negative number the desktop shows starts with it."""


GROUP_SPACE = "\u202f"
"""The narrow no-break space that groups a Russian number's thousands (``12 345``): the
thin space of Russian typesetting, which never breaks a number across lines. Qt's own
Russian locale answers the wider U+00A0; the narrow one keeps the sheets' columns narrow."""


def decimal_separator() -> str:
    """The interface language's decimal separator: ``","`` in Russian, ``"."`` in English."""
    separator = QLocale().decimalPoint()
    # Qt gives a string; a locale that answers none falls back to the point.
    return separator or "."


def group_separator() -> str:
    """What groups thousands in the interface language: a narrow no-break space in
    Russian, ``","`` in English (Qt's answer for any other language)."""
    separator = QLocale().groupSeparator()
    if not separator or separator.isspace() or separator == "\u00a0":
        return GROUP_SPACE
    return separator


def grouped(digits: str) -> str:
    """A run of digits with its thousands grouped: ``"1234567"`` → ``1 234 567`` in
    Russian, ``1,234,567`` in English; three digits or fewer stay as they are."""
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return group_separator().join(groups)


def ungrouped_whole(number: int) -> str:
    """A whole number with the true minus sign and its digits ungrouped (``−5``,
    ``1234``): what identifies (a sitting's or a deal's number, which ``zapis settle``
    takes) and what a refusal quotes, which says what ``zapis score`` says."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


def format_points(points: int, *, signed: bool = False) -> str:
    """A whole number as the sheets show it: ``−3``, ``12``; ``+12`` when ``signed``;
    thousands grouped (``−1 240`` in Russian, ``−1,240`` in English)."""
    digits = grouped(str(abs(points)))
    if points < 0:
        return f"{MINUS}{digits}"
    if signed and points > 0:
        return f"+{digits}"
    return digits


def decimal_text(
    value: Decimal | Fraction | float | int, places: int, *, signed: bool = False
) -> str:
    """``value`` rounded to ``places`` decimals (halves to even, as ``format`` does) in the
    interface language: ``−130,67`` in Russian; ``+37,33`` when ``signed`` and a gain."""
    exact = Decimal(value) if not isinstance(value, Fraction) else _fraction_decimal(value)
    rounded = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)
    if rounded == 0:
        rounded = abs(rounded)  # never "−0,00"
    digits = _decimal_digits(format(abs(rounded), "f"))
    if rounded < 0:
        return MINUS + digits
    return f"+{digits}" if signed and rounded > 0 else digits


def _decimal_digits(data: str) -> str:
    """An unsigned decimal written as data (``"1234.5"``) with the interface language's
    grouping and separator (``1 234,5``)."""
    whole, point, part = data.partition(".")
    return grouped(whole) + (decimal_separator() + part if point else "")


def _fraction_decimal(value: Fraction) -> Decimal:
    """``value`` as a Decimal exact enough to round to any place shown (28 digits)."""
    return Decimal(value.numerator) / Decimal(value.denominator)


def money_text(kopecks: int, currency: str = "", *, signed: bool = False) -> str:
    """An amount of kopecks with two places: ``41,00 ₽`` in Russian, ``−4.10`` in English
    without a currency; ``+41,00 ₽`` when ``signed`` and a gain."""
    units, part = divmod(abs(kopecks), KOPECKS_PER_UNIT)
    text = f"{grouped(str(units))}{decimal_separator()}{part:02d}"
    if kopecks < 0:
        text = MINUS + text
    elif signed and kopecks > 0:
        text = "+" + text
    return f"{text} {currency}" if currency else text


def decimal_string_text(text: str, *, grouped: bool = True) -> str:
    """A decimal written as data (``"0.01"``, ``"-12.30"``, ``"2"``) as the interface
    writes it: ``0,01``, ``−12,30``, ``2``, ``1 000 000`` (the rulebook's examples, a
    stored price); text that is not such a decimal keeps its characters but for the
    separator and the minus. ``grouped=False`` leaves the thousands ungrouped, as a
    refusal quotes a number (``zapis score``'s words)."""
    negative = text.startswith("-")
    body = text[1:] if negative else text
    whole, _, part = body.partition(".")
    if not whole.isdigit() or not (part.isdigit() or part == "") or not whole.isascii():
        # A fraction ("-392/3") or other text: the separator and the minus only.
        shown = body.replace(".", decimal_separator())
    elif grouped:
        shown = _decimal_digits(body)
    else:
        shown = body.replace(".", decimal_separator())
    return MINUS + shown if negative else shown


def price_shown(price: Decimal) -> str:
    """A sitting's price as the interface shows it and echoes it in its field: the places
    it was typed with, the interface's separator (``Decimal("0.01")`` → ``0,01``)."""
    return decimal_string_text(format(price, "f"))


def typed_decimal(text: str) -> str:
    """A decimal as typed in either language (``"0,01"``, ``" 2.5 "``), with or without
    its thousands grouped (``"1 000,50"``, ``"1,000.50"``, what the field itself echoes),
    as the data form :func:`rules.money.read_price` reads (``"0.01"``, ``"2.5"``,
    ``"1000.50"``)."""
    compact = "".join(text.split())  # every space, the no-break ones too
    if "," in compact and "." in compact:
        # Both marks: the one that comes last is the decimal one, the other groups.
        decimal = "," if compact.rfind(",") > compact.rfind(".") else "."
        compact = compact.replace("." if decimal == "," else ",", "")
    elif group_separator() in compact and _GROUPED_WHOLE.fullmatch(compact):
        # "1,000" in English: a price has at most two places, so a mark before three
        # digits is the language's grouping, not a decimal comma.
        compact = compact.replace(group_separator(), "")
    return compact.replace(",", ".")


_GROUPED_WHOLE = re.compile(r"\d{1,3}(?:[,.]\d{3})+")
