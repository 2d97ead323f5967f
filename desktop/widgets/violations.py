"""A refused input in the UI language: the engine's English template, translated, filled.

The engines raise :class:`~rules.errors.RuleViolation` with a constant English template
and parameters; the translation is looked up in the ``RuleViolation`` context (the
templates are listed for ``lupdate`` in :mod:`desktop.widgets.violation_messages`).

Parameters that are words the engines chose — a field's name, a type word (``text``, ``a
number``), a variant, a fault kind, a list of allowed choices — are translated too, each
from the known set below; anything else (numbers, player names, cards, what the player
typed) is filled in as it is, so a name is never "translated" by accident.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from desktop.widgets.number_text import decimal_string_text, ungrouped_whole
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from desktop.widgets.text_fill import fill
from rules.errors import Param, RuleViolation

NAME_CONTEXT = "RuleViolationName"
WORD_CONTEXT = "RuleViolationWord"
SUIT_CONTEXT = "RuleViolationSuit"
PLACE_CONTEXT = "RuleViolationPlace"

FIELD_NAMES: tuple[str, ...] = (
    # Three Bugs deals.
    QT_TRANSLATE_NOOP("RuleViolationName", "type"),
    QT_TRANSLATE_NOOP("RuleViolationName", "dealer"),
    QT_TRANSLATE_NOOP("RuleViolationName", "soloist"),
    QT_TRANSLATE_NOOP("RuleViolationName", "contract"),
    QT_TRANSLATE_NOOP("RuleViolationName", "bid"),
    QT_TRANSLATE_NOOP("RuleViolationName", "winning bid"),
    QT_TRANSLATE_NOOP("RuleViolationName", "tricks"),
    QT_TRANSLATE_NOOP("RuleViolationName", "soloist tricks"),
    QT_TRANSLATE_NOOP("RuleViolationName", "honours"),
    QT_TRANSLATE_NOOP("RuleViolationName", "honours at NT (aces)"),
    QT_TRANSLATE_NOOP("RuleViolationName", "honours at a suit"),
    QT_TRANSLATE_NOOP("RuleViolationName", "faults"),
    QT_TRANSLATE_NOOP("RuleViolationName", "faults.kind"),
    QT_TRANSLATE_NOOP("RuleViolationName", "faults.player"),
    QT_TRANSLATE_NOOP("RuleViolationName", "fault by"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crowns"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crowns.player"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crowns.suit"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crowns.length"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crown holder"),
    QT_TRANSLATE_NOOP("RuleViolationName", "crown length"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces.player"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces.count"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces holder"),
    QT_TRANSLATE_NOOP("RuleViolationName", "aces count"),
    QT_TRANSLATE_NOOP("RuleViolationName", "amurchik"),
    # Three Bugs options.
    QT_TRANSLATE_NOOP("RuleViolationName", "options.dummy"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.trick values"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.undertrick values"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.honour units"),
    QT_TRANSLATE_NOOP("RuleViolationName", "trick values"),
    QT_TRANSLATE_NOOP("RuleViolationName", "undertrick values"),
    QT_TRANSLATE_NOOP("RuleViolationName", "honour units"),
    # Stukolka.
    QT_TRANSLATE_NOOP("RuleViolationName", "knocked"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.variant"),
    QT_TRANSLATE_NOOP("RuleViolationName", "ante"),
    QT_TRANSLATE_NOOP("RuleViolationName", "stake"),
    QT_TRANSLATE_NOOP("RuleViolationName", "remiz limit"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.ante"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.stake"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.remiz limit"),
    # Gin.
    QT_TRANSLATE_NOOP("RuleViolationName", "player"),
    QT_TRANSLATE_NOOP("RuleViolationName", "deadwood"),
    QT_TRANSLATE_NOOP("RuleViolationName", "opponent deadwood"),
    QT_TRANSLATE_NOOP("RuleViolationName", "upcard"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.scoring"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.target"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.gin bonus"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.undercut bonus"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.box bonus"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.game bonus"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.shutout doubles"),
    # Rummy.
    QT_TRANSLATE_NOOP("RuleViolationName", "melded"),
    QT_TRANSLATE_NOOP("RuleViolationName", "in hand"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options.packs"),
    # The session file and the database.
    QT_TRANSLATE_NOOP("RuleViolationName", "format"),
    QT_TRANSLATE_NOOP("RuleViolationName", "version"),
    QT_TRANSLATE_NOOP("RuleViolationName", "game"),
    QT_TRANSLATE_NOOP("RuleViolationName", "players"),
    QT_TRANSLATE_NOOP("RuleViolationName", "options"),
    QT_TRANSLATE_NOOP("RuleViolationName", "deals"),
    QT_TRANSLATE_NOOP("RuleViolationName", "deal"),
    QT_TRANSLATE_NOOP("RuleViolationName", "session"),
    QT_TRANSLATE_NOOP("RuleViolationName", "name"),
    QT_TRANSLATE_NOOP("RuleViolationName", "file"),
    QT_TRANSLATE_NOOP("RuleViolationName", "place"),
    QT_TRANSLATE_NOOP("RuleViolationName", "note"),
)
"""The field names the engines put in ``{name}``, ``{key}`` and ``{table}`` (with
``_`` read as a space), which the UI translates."""

PATTERNS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("RuleViolationName", "%1 of level %2"),
    QT_TRANSLATE_NOOP("RuleViolationName", "%1 of %2"),
)
"""How a field name is made up: ``trick values of level 5``, ``tricks of Anna``."""

VALUE_WORDS: tuple[str, ...] = (
    # rules.fields.type_word: what was found instead.
    QT_TRANSLATE_NOOP("RuleViolationWord", "null"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "true/false"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "a number"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "a fraction"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "text"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "a list"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "an object"),
    # Three Bugs: the variant, the deal types, the fault kinds, the lists a deal holds.
    QT_TRANSLATE_NOOP("RuleViolationWord", "with a dummy"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "without a dummy"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "contract"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "all-pass"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "misdeal"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "revoke"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "no-trump"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "missed-turn"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "exchange"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "{player, suit, length} objects"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "{player, count} objects"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "{player, kind} objects"),
    # Stukolka and gin: the variants, the scorings, how a gin deal ended.
    QT_TRANSLATE_NOOP("RuleViolationWord", "ordinary"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "obligatory"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "standard"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "oklahoma"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "single"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "hollywood"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "knock"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "gin"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "dead"),
    # Python's json module: what is wrong in a file that is not JSON.
    QT_TRANSLATE_NOOP("RuleViolationWord", "Expecting value"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Extra data"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Invalid control character at"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "Invalid \\escape"),
    # rules.session_file: what a path is when it is not a regular file.
    QT_TRANSLATE_NOOP("RuleViolationWord", "a folder"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "a named pipe"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "a device"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "a socket"),
    QT_TRANSLATE_NOOP("RuleViolationWord", "not a regular file"),
)
"""The words the engines put in parameters such as ``{got}``, ``{variant}``, ``{kind}``,
``{choices}``, ``{what}`` and ``{problem}``."""

SUITS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("RuleViolationSuit", "S"),
    QT_TRANSLATE_NOOP("RuleViolationSuit", "C"),
    QT_TRANSLATE_NOOP("RuleViolationSuit", "D"),
    QT_TRANSLATE_NOOP("RuleViolationSuit", "H"),
)
"""A crown's suit in ``{suit}`` (Russian puts it in a case: «в пиках»)."""

PLACES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("RuleViolationPlace", "deal %1"),
    QT_TRANSLATE_NOOP("RuleViolationPlace", "line %1"),
)
"""Where a fault is, before the message (``deal 3: …``, ``line 1: …``)."""

_SHARED_NAMES = frozenset(FIELD_NAMES)
_SHARED_WORDS = frozenset(VALUE_WORDS)
_NAME_PARAMS = frozenset({"name", "key", "table"})
"""Parameters holding a field's name."""
_WORD_PARAMS = frozenset({"got", "variant", "kind", "what", "problem"})
"""Parameters holding one of the engines' words."""
_LIST_PARAMS = frozenset({"choices", "allowed"})
"""Parameters holding a comma-separated list of choices or field names."""
_PLAYER_NAME_TEMPLATES = ("player name", "first dealer")
"""Templates whose ``{name}`` is a player's name (the store's and the session reader's)."""
_OF_LEVEL = re.compile(r"(.+) of level (\d+)")
_PLACE = re.compile(r"(deal|line) (\d+)")


def _games_words() -> tuple[frozenset[str], frozenset[str]]:
    """The field names and words every registered game adds to the shared ones (its
    hooks' ``field_names`` and ``value_words``); read when a refusal is shown, so a game
    registered later is known too (the registry is not read before the window paints)."""
    from rules.registry import games

    names: set[str] = set(_SHARED_NAMES)
    words: set[str] = set(_SHARED_WORDS)
    for entry in games():
        hooks = entry.game_hooks()
        names |= hooks.field_names
        words |= hooks.value_words
    return frozenset(names), frozenset(words)


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def field_name(name: str) -> str:
    """A field's name in the UI language: ``options.remiz_limit``, ``tricks of Anna``,
    ``trick values of level 5``; a name it does not know stays as it is."""
    known, _words = _games_words()
    spaced = name.replace("_", " ")
    if spaced in known:
        return _tr(NAME_CONTEXT, spaced)
    level = _OF_LEVEL.fullmatch(spaced)
    if level and level[1] in known:
        return fill(_tr(NAME_CONTEXT, "%1 of level %2"), _tr(NAME_CONTEXT, level[1]), level[2])
    head, of, player = name.partition(" of ")
    if of and head in known:
        # The rest is a player's name: kept as typed.
        return fill(_tr(NAME_CONTEXT, "%1 of %2"), _tr(NAME_CONTEXT, head), player)
    return name


def value_word(word: str) -> str:
    """One of the engines' words (a type, a variant, a kind…) in the UI language."""
    return _tr(WORD_CONTEXT, word) if word in _games_words()[1] else word


def _list_item(item: str) -> str:
    if item in _games_words()[1]:
        return value_word(item)
    return field_name(item)


def _param(key: str, value: Param, template: str) -> Param:
    if isinstance(value, int) and not isinstance(value, bool):
        # A loss with the true minus sign (issue 25), the digits as ``zapis score``
        # writes them: the window's refusal is the command line's, word for word.
        return ungrouped_whole(value)
    if not isinstance(value, str):
        return value
    if key in _NAME_PARAMS:
        # In "player name '{name}' …" the name is a player's, never a field's.
        return value if template.startswith(_PLAYER_NAME_TEMPLATES) else field_name(value)
    if key in _WORD_PARAMS:
        return value_word(value)
    if key in _LIST_PARAMS:
        return ", ".join(_list_item(item) for item in value.split(", "))
    if key == "suit":
        return _tr(SUIT_CONTEXT, value)
    if key == "value" and value in _games_words()[1]:
        # check_player puts the type word here when the value was not text at all.
        return value_word(value)
    return value


def translated_params(violation: RuleViolation) -> dict[str, Param]:
    """The violation's parameters, the words among them in the UI language."""
    params = {
        key: _param(key, value, violation.template) for key, value in violation.params.items()
    }
    if violation.field == "price":
        # The price as the player types it here: "0,005" in Russian (issue 25).
        for key in ("value", "high"):
            if isinstance(params.get(key), str):
                params[key] = decimal_string_text(str(params[key]), grouped=False)
    return params


def violation_detail(violation: RuleViolation) -> str:
    """What is wrong and what is allowed, in the UI language, without the location."""
    template = QCoreApplication.translate("RuleViolation", violation.template)
    try:
        return template.format(**translated_params(violation))
    except (KeyError, IndexError, ValueError):
        # A translation that lost a placeholder must not hide the message.
        return violation.detail()


def violation_text(violation: RuleViolation) -> str:
    """The whole message with its location (``Deal 3: …``), in the UI language."""
    detail = violation_detail(violation)
    if violation.deal is not None:
        return fill(
            QCoreApplication.translate("RuleViolation", "Deal %1: %2"), violation.deal, detail
        )
    return detail


def place_text(location: str) -> str:
    """A violation's location (``deal 3``, ``line 1``, ``options``) in the UI language."""
    place = _PLACE.fullmatch(location)
    if place:
        return fill(_tr(PLACE_CONTEXT, f"{place[1]} %1"), place[2])
    return field_name(location)


def violation_line(violation: RuleViolation) -> str:
    """The one line ``zapis score`` prints (``deal 3: …``, ``line 1: …``), in the UI
    language; in English exactly ``violation.text()``."""
    return f"{place_text(violation.location)}: {violation_detail(violation)}"


def field_group(violation: RuleViolation) -> str:
    """The top-level field a violation names (``crowns[1].length`` → ``crowns``)."""
    head = violation.field.split(".")[0]
    return head.split("[")[0]


def file_refusal_line(violation: RuleViolation, path: str) -> str:
    """The line ``zapis score`` prints for a refused file, in the UI language: a refusal
    of the whole file (it cannot be read, is a pipe, is too large) starts with the file's
    name; one inside it is :func:`violation_line`."""
    from rules.errors import printable
    from rules.session_file import FILE_PLACE

    if violation.location == FILE_PLACE:
        return f"{printable(path, None)}: {violation_detail(violation)}"
    return violation_line(violation)
