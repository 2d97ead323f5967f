"""The session file (format ``zapis-session``, version 1): read, check, write, score.

A session is one table's sitting at one game: the players in seat order, the options it
was created with, and the deals exactly as they were entered. The sheet is never stored;
:func:`score` recomputes it from these records.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal

from rules.deal_record import DealRecord, read_or_refuse
from rules.errors import RuleViolation
from rules.fields import as_object, type_word
from rules.ledger import JSON, Scored
from rules.limits import (
    DEALS_LIMIT,
    INTEGER_DIGITS,
    NESTING_LIMIT,
    check_document,
    object_pairs,
    parse_constant,
    parse_int,
)
from rules.money import price_text, read_currency, read_price
from rules.names import check_name
from rules.registry import Game, UnknownGame, find_game
from rules.score_memo import ScoreMemo
from rules.session_line import LINES, Line

FORMAT = "zapis-session"
"""The value of a session file's ``format`` key."""
VERSION = 1
"""The only version of the format this Zapis reads and writes."""
_KEYS = ("format", "version", "game", "players", "options", "deals", "price", "currency")
"""Every top-level key; ``price`` and ``currency`` are optional (settlement.md)."""


@dataclass(frozen=True, slots=True)
class Session:
    """One sitting's records. Treat the options' mapping as read-only."""

    game: str
    """The game's registry name."""
    players: tuple[str, ...]
    """Players in seat order (three-bugs with a dummy: the three seated players)."""
    options: Mapping[str, JSON]
    """Every option, defaults filled in, as the session was created with them."""
    deals: tuple[DealRecord, ...]
    """The deal records as the game read them (:mod:`rules.deal_record`): typed, each
    writing back exactly what was entered."""
    price: Decimal | None = None
    """The money for one point (or one unit of Stukolka's stake), at most two places;
    ``None``: the sitting is not played for money (settlement.md, "The price")."""
    currency: str = ""
    """Shown after amounts, at most 8 characters; empty when none is given."""
    line: Line = field(init=False, compare=False, repr=False, hash=False)
    """The :class:`Line` of sessions this one grew in (not part of what it says: every
    session made otherwise, :func:`dataclasses.replace` too, starts a line of its own)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "line", Line(len(self.deals)))

    def with_deal(self, record: DealRecord) -> Session:
        """This session with ``record`` appended as the next deal; a
        :class:`RuleViolation` past :data:`rules.limits.DEALS_LIMIT` deals. At the tip of
        its line, the new session goes on in that line."""
        check_deal_count(len(self.deals) + 1)
        # Concatenation copies the pointers in one go (unpacking walks them: 3x slower).
        grown = replace(self, deals=self.deals + (record,))  # noqa: RUF005
        count = len(self.deals)
        with LINES:
            if self.line.tip == count:
                self.line.tip = count + 1
                line = self.line
            else:
                line = Line(count + 1, self.line, count)
        object.__setattr__(grown, "line", line)
        return grown

    def with_deal_replaced(self, number: int, record: DealRecord) -> Session:
        """This session with deal ``number`` (1-based) replaced by ``record``."""
        self._check_number(number)
        deals = list(self.deals)
        deals[number - 1] = record
        return replace(self, deals=tuple(deals))

    def without_deal(self, number: int) -> Session:
        """This session with deal ``number`` (1-based) removed."""
        self._check_number(number)
        return replace(self, deals=self.deals[: number - 1] + self.deals[number:])

    def prefix(self, count: int) -> Session:
        """This session with only its first ``count`` deals (of its line)."""
        first = replace(self, deals=self.deals[:count])
        object.__setattr__(first, "line", self.line)
        return first

    def _check_number(self, number: int) -> None:
        if not 1 <= number <= len(self.deals):
            raise IndexError(f"deal {number} is not in 1..{len(self.deals)}")


def new_session(
    game: str,
    players: Sequence[str],
    options: Mapping[str, JSON] | None = None,
    *,
    price: Decimal | None = None,
    currency: str = "",
) -> Session:
    """A session with no deals, its options checked and completed by the game, and its
    price and currency checked (``RuleViolation`` naming ``price`` or ``currency``)."""
    data: dict[str, JSON] = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "players": list(players),
        "options": dict(options or {}),
        "deals": [],
    }
    if price is not None:
        data["price"] = price_text(price)
    if currency:
        data["currency"] = currency
    return session_from_json(data)


_LONG_DIGITS = re.compile(f"[0-9]{{{INTEGER_DIGITS + 1}}}")
"""A run of digits longer than any number within the limit."""
BYTE_ORDER_MARK = "\ufeff"
"""A UTF-8 byte-order mark, which some editors put at the start of a file: skipped."""


def parse_json(text: str) -> JSON:
    """``text`` decoded as strict JSON, whole numbers longer than the limit kept for
    :func:`rules.limits.check_document` to refuse; a :class:`RuleViolation` otherwise."""
    if text.startswith(BYTE_ORDER_MARK):
        text = text[1:]
    # The hook costs a Python call a number: used only when a long run of digits is
    # there at all (found at C speed), so that an ordinary file parses at full speed.
    hook = parse_int if _LONG_DIGITS.search(text) else None
    try:
        return json.loads(
            text, parse_int=hook, parse_constant=parse_constant, object_pairs_hook=object_pairs
        )
    except json.JSONDecodeError as bad:
        raise RuleViolation(
            "not valid JSON: {problem} (column {column})",
            where=f"line {bad.lineno}",
            problem=bad.msg,
            column=bad.colno,
        ) from None
    except RecursionError:
        # The decoder recurses once a level: far past NESTING_LIMIT in any case.
        raise RuleViolation(
            "the data is nested more than {limit} levels deep",
            field="session",
            limit=NESTING_LIMIT,
        ) from None


def read_session(text: str) -> Session:
    """Parse and check a session file's text (deals are checked by :func:`score`)."""
    return session_from_json(parse_json(text))


def check_deal_count(count: int) -> None:
    """Refuse a sitting of more than :data:`rules.limits.DEALS_LIMIT` deals."""
    if count > DEALS_LIMIT:
        raise RuleViolation(
            "a sitting holds at most {limit} deals, and this one would hold {count}: "
            "split it into sittings of {limit} deals or fewer",
            where="deals",
            field="deals",
            limit=DEALS_LIMIT,
            count=count,
        )


def session_from_json(data: JSON, *, stored: bool = False) -> Session:
    """Check a decoded session file and build the :class:`Session`.

    Everything from outside (a file, a form) is held to :mod:`rules.limits` and its
    strings normalised to NFC. ``stored``: the records come from Zapis's own database,
    which held them to the rules of the day they were written; they are taken as they
    are, so that a sitting written before a limit existed still opens.
    """
    if not stored:
        # Counted before the walk of every value: a file of a million empty deals is
        # refused at once, not after checking them all.
        if isinstance(data, dict) and isinstance(data.get("deals"), list):
            check_deal_count(len(data["deals"]))
        data = check_document(data)
    if not isinstance(data, dict):
        raise RuleViolation(
            "not a Zapis session file (expected a JSON object, found {got})",
            where="format",
            got=type_word(data),
        )
    if data.get("format") != FORMAT:
        raise RuleViolation(
            'not a Zapis session file ("format" must be "{expected}")',
            where="format",
            expected=FORMAT,
        )
    for key in data:
        if key not in _KEYS:
            raise RuleViolation(
                "unknown field '{key}'; allowed: {allowed}",
                where="session",
                field=key,
                key=key,
                allowed=", ".join(_KEYS),
            )
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise RuleViolation(
            "unknown version {version}; this Zapis reads version {known}",
            where="format",
            field="version",
            version=json.dumps(version),
            known=VERSION,
        )
    for key in ("game", "players", "deals"):
        if key not in data:
            raise RuleViolation("{key} is missing", where=key, field=key, key=key)
    players = _players(data["players"], stored=stored)
    game = _game(data["game"])
    options = as_object(data.get("options", {}), deal=None, field="options")
    deals = data["deals"]
    if not isinstance(deals, list):
        raise RuleViolation(
            "deals must be a list, not {got}", where="deals", field="deals", got=type_word(deals)
        )
    for number, deal in enumerate(deals, start=1):
        as_object(deal, deal=number, field="deal")
    completed = game.complete_options(options, players)
    price = read_price(data["price"]) if "price" in data else None
    currency = read_currency(data.get("currency", ""))
    reader = game.deal_reader(players, completed)
    records = tuple(
        read_or_refuse(reader, deal, number) for number, deal in enumerate(deals, start=1)
    )
    return Session(game.name, players, completed, records, price, currency)


def _game(value: JSON) -> Game:
    if not isinstance(value, str):
        raise RuleViolation(
            "game must be text, not {got}", where="game", field="game", got=type_word(value)
        )
    try:
        return find_game(value)
    except UnknownGame as problem:
        raise RuleViolation("{problem}", where="game", field="game", problem=str(problem)) from None


def _players(value: JSON, *, stored: bool) -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        raise RuleViolation(
            "players must be a non-empty list of names", where="players", field="players"
        )
    seen: dict[str, str] = {}
    for position, name in enumerate(value, start=1):
        if stored:
            if not isinstance(name, str) or not name.strip():
                raise RuleViolation(
                    "player {position} has an empty name", field="players", position=position
                )
        else:
            check_name(name, field="players", position=position)
        folded = name.casefold()
        if folded in seen:
            raise RuleViolation(
                "player name '{name}' is given twice",
                where="players",
                field="players",
                name=name,
            )
        seen[folded] = name
    return tuple(value)


def session_to_json(session: Session) -> dict[str, JSON]:
    """The session as the JSON object of its file (``price`` and ``currency`` only when
    given)."""
    data: dict[str, JSON] = {
        "format": FORMAT,
        "version": VERSION,
        "game": session.game,
        "players": list(session.players),
        "options": dict(session.options),
        "deals": [deal.to_json() for deal in session.deals],
    }
    if session.price is not None:
        data["price"] = price_text(session.price)
    if session.currency:
        data["currency"] = session.currency
    return data


def write_session(session: Session) -> str:
    """The session file's text: stable, so that export → import → export is identical."""
    return json.dumps(session_to_json(session), ensure_ascii=False, indent=2) + "\n"


def score(session: Session) -> Scored:
    """Verify every deal and compute the whole sheet, from the first deal: nothing is
    kept. A table that scores its session again and again (the store, the window) keeps
    a :class:`rules.scoring.Scoring`, which scores an appended deal alone.

    Refuses the first deal after which an entry or a player's total would go beyond
    :data:`rules.limits.SCORE_LIMIT` (more than a database can be trusted to sum).
    """
    # A memo of one sheet, dropped on return: the same fold and the same bounds as a
    # Scoring's, so a sheet is the same whichever scored it.
    return ScoreMemo(1).score(session)


def verify(session: Session) -> None:
    """Raise :class:`RuleViolation` for the first deal at fault; return if all are valid."""
    score(session)


def read_deal(session: Session, raw: JSON, number: int | None = None) -> DealRecord:
    """``raw`` read by the session's game as deal ``number`` (1-based; ``None``: a new
    last deal): the edge where a form's or a command's deal becomes typed.

    A record the game refuses comes back as a :class:`~rules.deal_record.RefusedDeal`,
    which :func:`verify_deal` and :func:`score` refuse at its place; a ``raw`` that is
    not a JSON object is refused here.
    """
    if number is None:
        number = len(session.deals) + 1
    record = as_object(raw, deal=number, field="deal")
    reader = find_game(session.game).deal_reader(session.players, session.options)
    return read_or_refuse(reader, record, number)


def read_entered_deal(
    session: Session, raw: DealRecord | Mapping[str, JSON], number: int | None = None
) -> DealRecord:
    """A deal typed in a form (or handed to the store) read as deal ``number``
    (``None``: a new last deal): a detached copy, held to the limits of a session file
    (not made NFC: the form names players exactly as the sitting spells them), then
    :func:`read_deal`. A record already read is given back as it is."""
    place = len(session.deals) + 1 if number is None else number
    if not isinstance(raw, Mapping):
        if isinstance(raw, DealRecord):
            return raw
        raise RuleViolation("a deal must be a JSON object", deal=place, field="deal")
    try:
        copy: dict[str, JSON] = json.loads(json.dumps(dict(raw), allow_nan=False))
        copy = check_document(copy, normalise=False, path=("deals", place - 1))
    except RuleViolation:
        raise
    except (TypeError, ValueError) as problem:
        raise RuleViolation(
            "the deal cannot be written as JSON: {problem}",
            deal=place,
            field="deal",
            problem=str(problem),
        ) from None
    return read_deal(session, copy, place)


def with_json_deals(session: Session, raws: Iterable[Mapping[str, JSON]]) -> Session:
    """``session`` with its deals replaced by ``raws`` read as deals 1, 2, … (each one a
    typed record, or a :class:`~rules.deal_record.RefusedDeal` that scoring refuses)."""
    reader = find_game(session.game).deal_reader(session.players, session.options)
    records = tuple(
        read_or_refuse(reader, as_object(raw, deal=number, field="deal"), number)
        for number, raw in enumerate(raws, start=1)
    )
    return replace(session, deals=records)


def verify_deal(session: Session, record: DealRecord, number: int | None = None) -> None:
    """Check ``record`` as deal ``number`` (1-based; ``None``: a new last deal).

    The forms call this before anything is written, so a refused deal is never stored.
    """
    candidate = (
        session.with_deal(record) if number is None else session.with_deal_replaced(number, record)
    )
    verify(candidate)


def next_dealer(session: Session, scored: Scored | None = None) -> str | None:
    """The dealer the rules propose for the session's next deal; ``scored``: the
    session's sheet if the caller has it (else it is scored here, whole)."""
    return find_game(session.game).next_dealer(
        session, scored if scored is not None else score(session)
    )
