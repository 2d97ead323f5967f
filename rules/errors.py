"""The one error every check in Zapis raises: a rule the input breaks.

The session reader, the engines' ``verify``, the importer and the app's forms all raise
or show this same object, so a player sees the same words wherever the input came from.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Final

Param = str | int | None

SHOWN_LIMIT: Final = 200
"""The most characters of one input value a message repeats (a name is at most 200)."""
_ESCAPES: Final = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_HIDDEN: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
"""Categories a message never prints as they are: control characters, lone surrogates
and line or paragraph separators would break the one line, or the terminal."""
_SHAPING: Final = frozenset({"\u200c", "\u200d"})
"""Zero-width (non-)joiners: format characters that scripts and emoji need to look right."""


def printable(text: str, limit: int | None = SHOWN_LIMIT) -> str:
    """``text`` as a message may show it: one line, at most ``limit`` characters (``None``:
    all, for a file's path), with control characters, lone surrogates, separators and
    invisible format characters written as escapes (``\\n``, ``\\u200b``), so that what
    is wrong is seen."""
    if text.isprintable() and (limit is None or len(text) <= limit):
        return text
    shown = []
    for char in text if limit is None else text[:limit]:
        category = unicodedata.category(char)
        if char in _ESCAPES:
            shown.append(_ESCAPES[char])
        elif category in _HIDDEN or (category == "Cf" and char not in _SHAPING):
            code = ord(char)
            shown.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            shown.append(char)
    if limit is not None and len(text) > limit:
        shown.append("…")
    return "".join(shown)


class RuleViolation(ValueError):
    """Input that breaks a rule of the session format or of a game.

    The message is an English template with ``{name}`` placeholders, so that the app can
    translate the template and fill in the same parameters; ``str()`` gives the English
    line that ``zapis score`` prints.
    """

    deal: int | None
    """The 1-based deal at fault, or ``None`` for the session's header or options."""
    field: str
    """The field at fault, as the player knows it: ``"tricks"``, ``"options.ante"``."""
    template: str
    """What is wrong and what is allowed, with ``{placeholders}`` for ``params``."""
    params: Mapping[str, Param]
    """Values substituted into ``template``."""
    where: str | None
    """Overrides the location prefix (``"line 3"``, ``"format"``); ``None`` derives it."""

    def __init__(
        self,
        template: str,
        *,
        deal: int | None = None,
        field: str = "",
        where: str | None = None,
        **params: Param,
    ) -> None:
        self.deal = deal
        # What the input said is repeated in the message only in a printable form: a
        # newline in a name must not make a refusal two lines (the contract is one).
        self.field = printable(field)
        self.template = template
        self.params = {
            key: printable(value) if isinstance(value, str) else value
            for key, value in params.items()
        }
        self.where = None if where is None else printable(where)
        super().__init__(self.text())

    @property
    def location(self) -> str:
        """Where the fault is: ``deal 3``, ``options``, ``players``, ``line 1``…"""
        if self.where is not None:
            return self.where
        if self.deal is not None:
            return f"deal {self.deal}"
        return self.field.split(".")[0] if self.field else "session"

    def detail(self) -> str:
        """The message without its location, in English."""
        return self.template.format(**self.params)

    def text(self) -> str:
        """The whole one-line message, e.g. ``deal 3: soloist tricks 14 is outside 0..13``."""
        return f"{self.location}: {self.detail()}"

    def at_deal(self, deal: int) -> RuleViolation:
        """The same violation, placed at ``deal`` (1-based)."""
        return RuleViolation(self.template, deal=deal, field=self.field, where=None, **self.params)

    def __str__(self) -> str:
        return self.text()
