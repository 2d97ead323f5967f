"""Money at the table: the price of a point, the currency, and amounts in whole kopecks.

settlement.md, "The price": a sitting may carry a price — the money for one point (Three
Bugs, Gin, Rummy) or for one unit of the stake (Stukolka) — as a decimal string with at
most two places, greater than 0 and at most 1000000, and a currency of at most 8
characters shown after amounts. Amounts are integers of kopecks (hundredths of the
currency unit): a price of at most two places times a whole number of points is always a
whole number of kopecks, so nothing is ever rounded and no float is ever used.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from rules.errors import RuleViolation
from rules.fields import type_word
from rules.ledger import JSON

PRICE_MAX: Final = Decimal(1000000)
"""The highest price a sitting may carry (settlement.md)."""
PRICE_PLACES: Final = 2
"""Prices are in whole kopecks: at most two decimal places."""
CURRENCY_LIMIT: Final = 8
"""The longest currency text (settlement.md: ``"₽"``, ``"руб."``, ``"$"``)."""
KOPECKS_PER_UNIT: Final = 100
"""Kopecks (hundredths) in one unit of the currency."""

# A plain decimal as a person writes it: no exponent, no sign but a minus (which is
# read, so that "-1" is refused for being negative rather than for its shape).
_DECIMAL: Final = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def check_price(price: Decimal) -> Decimal:
    """``price`` itself when it is a valid price; :class:`RuleViolation` (field
    ``price``) when it has more than two decimal places, is not above 0 or is above
    1000000. The app's fields and the store call this with a value already a Decimal."""
    text = format(price, "f")
    if not price.is_finite():
        raise RuleViolation(
            'price {value} is not a number; write it like "2.50"', field="price", value=text
        )
    exponent = price.as_tuple().exponent
    assert isinstance(exponent, int)  # finite, checked above
    if -exponent > PRICE_PLACES:
        raise RuleViolation(
            "price {value} has more than two decimal places; the smallest amount is 0.01",
            field="price",
            value=text,
        )
    if price <= 0:
        raise RuleViolation("price {value} must be greater than 0", field="price", value=text)
    if price > PRICE_MAX:
        raise RuleViolation(
            "price {value} is more than the highest price, {high}",
            field="price",
            value=text,
            high=format(PRICE_MAX, "f"),
        )
    return price


def read_price(value: JSON) -> Decimal:
    """The price from a session file or a command line: a decimal string such as
    ``"0.01"``, ``"1"`` or ``"2.50"``. Anything else — a JSON number, text that is not a
    plain decimal, more than two places, 0 or less, more than 1000000 — is refused with
    :class:`RuleViolation` (field ``price``, printed as ``price: …``).

    A JSON number is refused rather than read: ``0.1`` in JSON is a binary float, and
    money is never one (settlement.md: "a decimal string")."""
    if not isinstance(value, str):
        raise RuleViolation(
            'price must be a decimal string such as "2.50", not {got}',
            field="price",
            got=type_word(value),
        )
    if not _DECIMAL.fullmatch(value):
        raise RuleViolation(
            "price '{value}' is not a decimal number; write it like \"2.50\"",
            field="price",
            value=value,
        )
    try:
        price = Decimal(value)
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimals
        raise RuleViolation(
            "price '{value}' is not a decimal number; write it like \"2.50\"",
            field="price",
            value=value,
        ) from None
    return check_price(price)


def price_text(price: Decimal) -> str:
    """The price as the session file writes it: as it was read (``"2.50"`` stays
    ``"2.50"``, ``"1"`` stays ``"1"``), so export → import → export is identical."""
    return format(price, "f")


def read_currency(value: JSON) -> str:
    """The currency from a session file or a command line: text of at most 8 characters
    (empty: none). Refused with :class:`RuleViolation` (field ``currency``)."""
    if not isinstance(value, str):
        raise RuleViolation(
            "currency must be text, not {got}", field="currency", got=type_word(value)
        )
    if len(value) > CURRENCY_LIMIT:
        raise RuleViolation(
            "currency '{value}' is longer than {limit} characters",
            field="currency",
            value=value,
            limit=CURRENCY_LIMIT,
        )
    if value != value.strip():
        raise RuleViolation(
            "currency '{value}' starts or ends with a space", field="currency", value=value
        )
    return value


def price_in_kopecks(price: Decimal) -> int:
    """The price as a whole number of kopecks (``Decimal("2.50")`` → 250)."""
    kopecks = check_price(price) * KOPECKS_PER_UNIT
    assert kopecks == kopecks.to_integral_value()  # two places at most, checked above
    return int(kopecks)


def format_kopecks(amount: int) -> str:
    """An amount of kopecks as settlement.md writes it: ``"12.30"``, ``"-4.10"``,
    ``"0.00"`` — a decimal string with two places, a minus for what is paid."""
    units, kopecks = divmod(abs(amount), KOPECKS_PER_UNIT)
    sign = "-" if amount < 0 else ""
    return f"{sign}{units}.{kopecks:02d}"
