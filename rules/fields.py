"""Reading typed fields out of the JSON records, refusing bad ones in the player's words.

Every engine reads its options and deals through these helpers, so that a missing,
unknown or out-of-range field is refused the same way in every game: which deal, which
field, what is allowed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Final, TypeVar

from rules.errors import RuleViolation
from rules.ledger import JSON


class _Missing:
    """Marks a field that has no default: it must be present."""


MISSING: Final = _Missing()

_Value = TypeVar("_Value")


def _name(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _missing(*, deal: int | None, field: str, name: str) -> RuleViolation:
    """The refusal of a required field that is absent."""
    return RuleViolation("{name} is missing", deal=deal, field=field, name=name)


def _absent(default: _Value | _Missing, *, deal: int | None, field: str, name: str) -> _Value:
    """What an absent field reads as: its default, or a refusal when it has none."""
    if isinstance(default, _Missing):
        raise _missing(deal=deal, field=field, name=name)
    return default


def as_object(value: JSON, *, deal: int | None, field: str) -> Mapping[str, JSON]:
    """``value`` as a JSON object, or a violation naming ``field``."""
    if not isinstance(value, dict):
        # The field's name goes in as a parameter of its own: ``field`` is the keyword
        # that places the violation, not one of the template's parameters.
        raise RuleViolation(
            "{name} must be a JSON object, not {got}",
            deal=deal,
            field=field,
            name=field,
            got=type_word(value),
        )
    return value


def get_list(record: Mapping[str, JSON], key: str, *, deal: int | None, what: str) -> list[JSON]:
    """A list field, empty when absent; ``what`` says what its items are, for the refusal."""
    value = record.get(key, [])
    if not isinstance(value, list):
        raise RuleViolation(
            "{name} must be a list of {what}, not {got}",
            deal=deal,
            field=key,
            name=key,
            what=what,
            got=type_word(value),
        )
    return value


def type_word(value: JSON) -> str:
    """A short English word for a JSON value's type, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a number"
    if isinstance(value, float):
        return "a fraction"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "an object"


def check_keys(
    record: Mapping[str, JSON],
    *,
    allowed: Collection[str],
    required: Collection[str] = (),
    deal: int | None,
    prefix: str = "",
) -> None:
    """Refuse keys outside ``allowed`` and missing ``required`` ones."""
    for key in record:
        if key not in allowed:
            raise RuleViolation(
                "unknown field '{key}'; allowed: {allowed}",
                deal=deal,
                field=_name(prefix, key),
                key=_name(prefix, key),
                allowed=", ".join(sorted(allowed)),
            )
    for key in required:
        if key not in record:
            raise RuleViolation(
                "{key} is missing",
                deal=deal,
                field=_name(prefix, key),
                key=_name(prefix, key),
            )


def get_int(
    record: Mapping[str, JSON],
    key: str,
    *,
    deal: int | None,
    low: int,
    high: int | None,
    default: int | _Missing = MISSING,
    label: str | None = None,
    prefix: str = "",
) -> int:
    """A whole number in ``low..high`` (``high`` ``None``: no upper bound)."""
    field = _name(prefix, key)
    name = label or field.replace("_", " ")
    if key not in record:
        return _absent(default, deal=deal, field=field, name=name)
    return check_int(record[key], deal=deal, field=field, name=name, low=low, high=high)


def check_int(
    value: JSON, *, deal: int | None, field: str, name: str, low: int, high: int | None
) -> int:
    """``value`` as a whole number in ``low..high``, or a violation naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleViolation(
            "{name} must be a whole number, not {got}",
            deal=deal,
            field=field,
            name=name,
            got=type_word(value),
        )
    if high is None:
        if value < low:
            raise RuleViolation(
                "{name} {value} is below {low}",
                deal=deal,
                field=field,
                name=name,
                value=value,
                low=low,
            )
    elif not low <= value <= high:
        raise RuleViolation(
            "{name} {value} is outside {low}..{high}",
            deal=deal,
            field=field,
            name=name,
            value=value,
            low=low,
            high=high,
        )
    return value


def get_str(
    record: Mapping[str, JSON],
    key: str,
    *,
    deal: int | None,
    default: str | _Missing = MISSING,
    label: str | None = None,
    prefix: str = "",
) -> str:
    """A non-empty text field."""
    field = _name(prefix, key)
    name = label or field.replace("_", " ")
    if key not in record:
        return _absent(default, deal=deal, field=field, name=name)
    value = record[key]
    if not isinstance(value, str) or not value.strip():
        raise RuleViolation(
            "{name} must be non-empty text, not {got}",
            deal=deal,
            field=field,
            name=name,
            got=type_word(value),
        )
    return value


def get_bool(
    record: Mapping[str, JSON],
    key: str,
    *,
    deal: int | None,
    default: bool | _Missing = MISSING,
    prefix: str = "",
) -> bool:
    """A true/false field."""
    field = _name(prefix, key)
    name = field.replace("_", " ")
    if key not in record:
        return _absent(default, deal=deal, field=field, name=name)
    value = record[key]
    if not isinstance(value, bool):
        raise RuleViolation(
            "{name} must be true or false, not {got}",
            deal=deal,
            field=field,
            name=name,
            got=type_word(value),
        )
    return value


def get_choice(
    record: Mapping[str, JSON],
    key: str,
    choices: Sequence[str],
    *,
    deal: int | None,
    default: str | _Missing = MISSING,
    prefix: str = "",
) -> str:
    """One of ``choices``."""
    field = _name(prefix, key)
    value = get_str(record, key, deal=deal, default=default, prefix=prefix)
    if value not in choices:
        raise RuleViolation(
            "{name} '{value}' is not one of {choices}",
            deal=deal,
            field=field,
            name=field.replace("_", " "),
            value=value,
            choices=", ".join(choices),
        )
    return value


def check_player(
    value: JSON, players: Sequence[str], *, deal: int | None, field: str, name: str
) -> str:
    """``value`` as the name of a player at the table."""
    if not isinstance(value, str) or value not in players:
        shown = value if isinstance(value, str) else type_word(value)
        raise RuleViolation(
            "{name} '{value}' is not a player at the table ({players})",
            deal=deal,
            field=field,
            name=name,
            value=shown,
            players=", ".join(players),
        )
    return value


def get_player(
    record: Mapping[str, JSON],
    key: str,
    players: Sequence[str],
    *,
    deal: int | None,
    label: str | None = None,
) -> str:
    """A required field naming a player at the table."""
    name = label or key.replace("_", " ")
    if key not in record:
        raise _missing(deal=deal, field=key, name=name)
    return check_player(record[key], players, deal=deal, field=key, name=name)


def get_player_list(
    record: Mapping[str, JSON],
    key: str,
    players: Sequence[str],
    *,
    deal: int | None,
    default: tuple[str, ...] | _Missing = MISSING,
    label: str | None = None,
) -> tuple[str, ...]:
    """A list of distinct players at the table."""
    name = label or key.replace("_", " ")
    if key not in record:
        return _absent(default, deal=deal, field=key, name=name)
    value = record[key]
    if not isinstance(value, list):
        raise RuleViolation(
            "{name} must be a list of players, not {got}",
            deal=deal,
            field=key,
            name=name,
            got=type_word(value),
        )
    seen: list[str] = []
    for item in value:
        player = check_player(item, players, deal=deal, field=key, name=name)
        if player in seen:
            raise RuleViolation(
                "{name} names '{value}' twice", deal=deal, field=key, name=name, value=player
            )
        seen.append(player)
    return tuple(seen)


def get_player_ints(
    record: Mapping[str, JSON],
    key: str,
    players: Sequence[str],
    *,
    deal: int | None,
    low: int,
    high: int | None,
    label: str | None = None,
    default: Mapping[str, int] | _Missing = MISSING,
) -> dict[str, int]:
    """An object mapping players at the table to whole numbers in ``low..high``."""
    name = label or key.replace("_", " ")
    if key not in record:
        return dict(_absent(default, deal=deal, field=key, name=name))
    value = as_object(record[key], deal=deal, field=key)
    out: dict[str, int] = {}
    for player, count in value.items():
        check_player(player, players, deal=deal, field=key, name=name)
        out[player] = check_int(
            count, deal=deal, field=key, name=f"{name} of {player}", low=low, high=high
        )
    return out
