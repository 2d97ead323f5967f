"""Player names: the one rule for a name, wherever it comes from (a session file, the
new-sitting form, a rename).

A name is kept in Unicode NFC, so that «Алёна» typed with a composed «ё» and read from a
file with «е» + U+0308 is one player. Refused, naming the field:

- an empty name, or one starting or ending with a space (a file is refused; the forms
  strip spaces before they ask, see :func:`tidy_name`);
- control characters (NUL, newline, tab…), line and paragraph separators, and lone
  surrogates anywhere: a name is printed on one line in ``zapis sessions`` and kept by
  databases that refuse NUL (PostgreSQL) or cannot encode a surrogate;
- invisible format characters (zero-width space U+200B, word joiner, byte-order mark,
  soft hyphen, direction marks and overrides…) anywhere, except the zero-width joiner and
  non-joiner inside a name, which some scripts and emoji need. A name that looks like
  another but is not the same is a second player nobody can tell apart, so it is refused
  rather than silently stripped: the records of a file name players by the exact name;
- more than :data:`rules.limits.NAME_LIMIT` characters.
"""

from __future__ import annotations

import unicodedata
from typing import Final

from rules.errors import RuleViolation
from rules.limits import NAME_LIMIT, code_of

_REFUSED: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
"""Categories never allowed in a name."""
_JOINERS: Final = frozenset({"\u200c", "\u200d"})
"""Format characters allowed inside a name (not at its ends)."""


def _invisible(char: str) -> bool:
    return unicodedata.category(char) == "Cf"


def _strippable(char: str) -> bool:
    return char.isspace() or _invisible(char)


def tidy_name(text: str) -> str:
    """What a form makes of a typed name before checking it: spaces and invisible format
    characters at the ends removed (a paste often brings them), NFC applied. The file
    reader does not tidy: a file's records name players exactly as its list does."""
    start, end = 0, len(text)
    while start < end and _strippable(text[start]):
        start += 1
    while end > start and _strippable(text[end - 1]):
        end -= 1
    return unicodedata.normalize("NFC", text[start:end])


def check_name(value: object, *, field: str, position: int | None = None) -> str:
    """``value`` as a player's name in NFC, or a :class:`RuleViolation` naming ``field``.

    ``position``: the 1-based place in the players' list, for the empty-name message.
    """
    if not isinstance(value, str) or not value.strip():
        if position is not None:
            raise RuleViolation(
                "player {position} has an empty name", field=field, position=position
            )
        raise RuleViolation("a player's name cannot be empty", field=field)
    for char in value:
        category = unicodedata.category(char)
        if category == "Cs":
            raise RuleViolation(
                "player name '{name}' holds a lone surrogate ({code}): it is not Unicode text",
                field=field,
                name=value,
                code=code_of(char),
            )
        if category in _REFUSED:
            raise RuleViolation(
                "player name '{name}' holds a control character ({code}), which a name cannot hold",
                field=field,
                name=value,
                code=code_of(char),
            )
    if value != value.strip():
        raise RuleViolation(
            "player name '{name}' starts or ends with a space", field=field, name=value
        )
    for index, char in enumerate(value):
        inside = 0 < index < len(value) - 1
        if _invisible(char) and not (inside and char in _JOINERS):
            raise RuleViolation(
                "player name '{name}' holds an invisible character ({code}); type the name "
                "without it",
                field=field,
                name=value,
                code=code_of(char),
            )
    name = unicodedata.normalize("NFC", value)
    if len(name) > NAME_LIMIT:
        raise RuleViolation(
            "player name '{name}' is longer than {limit} characters",
            field=field,
            name=name,
            limit=NAME_LIMIT,
        )
    if len(name.casefold()) > NAME_LIMIT:
        # Players are told apart by the folded name, which the database keeps in as
        # many characters as the name itself: «ß» folds to "ss", «ﬃ» to "ffi". One rule
        # for every backend (PostgreSQL refused such a name naming no field; SQLite,
        # which does not count, kept it).
        raise RuleViolation(
            "player name '{name}' is longer than {limit} characters once its letters are "
            "folded for comparison (ß counts as ss)",
            field=field,
            name=name,
            limit=NAME_LIMIT,
        )
    return name
