"""Filling a translated message's ``%1``, ``%2``… placeholders in one pass.

A chain of ``.replace("%1", a).replace("%2", b)`` corrupts the text when ``a`` itself
holds ``%2`` (a player may well be called that): the second replace rewrites it. Here
every placeholder of the template is found first and each is replaced once, so what goes
in comes out as it was. A whole number goes in with a true minus sign, so no message
shows a hyphen for a loss, but with its digits ungrouped: what messages number are
sittings and deals (``sitting 1234``, the id ``zapis settle`` takes); an amount that
wants its thousands grouped goes in already written by
:func:`desktop.widgets.number_text.format_points`.
"""

from __future__ import annotations

import re

from desktop.widgets.number_text import ungrouped_whole

_PLACEHOLDER = re.compile(r"%(\d+)")


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1`` replaced by ``values[0]``, ``%2`` by ``values[1]``…, all in
    one pass; a placeholder with no value (``%0``, or beyond the values) stays as it is.

    >>> fill("%1 pays %2", "%2", 5)
    '%2 pays 5'
    """
    texts = [_text(value) for value in values]

    def value_of(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return texts[number - 1] if 1 <= number <= len(texts) else match.group(0)

    return _PLACEHOLDER.sub(value_of, template)


def _text(value: object) -> str:
    """A value as a message shows it: a whole number with a true minus sign."""
    if isinstance(value, int) and not isinstance(value, bool):
        return ungrouped_whole(value)
    return str(value)
