"""A Preferans table's convention and every option of it (preferans.md §3, §13, §14.2–3).

A sitting names a ``convention`` (Сочи by default) and may override any other option;
:func:`read_options` checks what was given and fills in the rest from the preset, and
:meth:`PreferansOptions.to_json` writes every option back, so a stored sitting keeps its
numbers even if a preset changes later (the convention is snapshotted with it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, TypeVar

from rules.errors import RuleViolation
from rules.fields import as_object, check_int, check_keys, type_word
from rules.ledger import JSON
from rules.preferans.records import LEVELS

MIN_PLAYERS: Final = 3
"""The fewest players (§1.1)."""
MAX_PLAYERS: Final = 4
"""The most players; with 4 the dealer sits out (§1.3)."""
OPTION_LIMIT: Final = 10**6
"""The largest value, unit or multiplier an option may hold: far above any table's, and
small enough that no sheet comes near :data:`rules.limits.SCORE_LIMIT` in a sitting a
person could play."""
MISERE: Final = "misere"
"""The ``values`` key of the misère."""


class Convention(StrEnum):
    """A preset of every option (§3)."""

    SOCHI = "sochi"
    """Сочи (Сочинка), the default."""
    LENINGRAD = "leningrad"
    """Ленинград (Ленинградка, Питер)."""
    ROSTOV = "rostov"
    """Ростов (Москва, «московская пулька»)."""


class GameEnd(StrEnum):
    """When the game ends (§9)."""

    EACH = "each"
    """When every pool is closed (Сочи, Ростов)."""
    TOTAL = "total"
    """When the pools' sum reaches n·T (Ленинград)."""


class ConsolationBy(StrEnum):
    """Who writes the consolation on a remiz (§5.7)."""

    ALL = "all"
    """Every defender, the passer too."""
    WHISTERS = "whisters"
    """Only the defenders who said whist."""
    NONE = "none"
    """Nobody."""


class WhistStyle(StrEnum):
    """How a lone whister's whists go on a remiz (§5.6)."""

    GREEDY = "greedy"
    """Жлобский: the whister keeps them all."""
    GENTLEMAN = "gentleman"
    """Джентльменский: shared half and half with the passer."""


class Responsibility(StrEnum):
    """A whister's penalty per trick short of his obligation (§5.8)."""

    FULL = "full"
    """The game's value (ответственный)."""
    HALF = "half"
    """Half the value (полуответственный)."""
    NONE = "none"
    """Nothing."""


class TwoWhisters(StrEnum):
    """How two whisters answer for a shortfall (§5.8)."""

    HALVES = "halves"
    """Kodex: only if the pair fell short; each for his own quota."""
    PAIR = "pair"
    """As ``halves``, but the partner's surplus covers."""
    PERSONAL = "personal"
    """Each for his own quota, even if the pair took enough."""
    DEFICIT = "deficit"
    """The pair's deficit shared by how far each fell below half the obligation."""


class HighContractLiability(StrEnum):
    """Two whisters with an odd obligation (8–10): who answers for the odd trick (§5.8)."""

    SECOND = "second"
    """The second whister (quotas ⌊q/2⌋ and ⌈q/2⌉)."""
    BOTH = "both"
    """Both (quotas ⌈q/2⌉ each)."""


class LoneWhisterTricks(StrEnum):
    """Which tricks a lone whister writes whists for (§5.6)."""

    ALL = "all"
    """The whole defence's, the passer's included."""
    OWN = "own"
    """His own only."""
    BY_LIGHT = "by-light"
    """The whole defence's in the light (``open``), his own in the dark."""


class RaspasyMode(StrEnum):
    """Where raspasy tricks are written (§7.3)."""

    GORA = "gora"
    """On each player's mountain (Сочи, Ленинград)."""
    WHISTS = "whists"
    """As whists, by the fewest-tricks player on the others (Ростов)."""


class RaspasyBasis(StrEnum):
    """``whists`` mode: what each other player's whists count (§7.3)."""

    DIFFERENCE = "difference"
    """His tricks less the fewest (tⱼ − m)."""
    TRICKS = "tricks"
    """His tricks (tⱼ)."""


class RaspasyExit(StrEnum):
    """What ends a run of raspasy (§7.4)."""

    WHISTED = "whisted"
    """A contract with a whist or a half-whist, or a misère."""
    PLAYED_WHISTED = "played-whisted"
    """Only a contract with at least one whist."""
    ANY = "any"
    """Every deal that is not raspasy or a correction."""


class ZeroPrize(StrEnum):
    """The one word ``raspasy_zero_prize`` may hold besides a number or null."""

    PRICE = "price"
    """The current trick price (``gora`` mode only)."""


class Overflow(StrEnum):
    """What happens to pool points beyond a closed pool (§8.3, ``game_end: each``)."""

    HELP = "help"
    """American help first, then the write-off."""
    WRITE_OFF = "write-off"
    """All of it off one's own mountain."""


class GameWrites(StrEnum):
    """Where a made game's points go first (§8.1)."""

    POOL = "pool"
    """In the pool."""
    GORA_FIRST = "gora-first"
    """Off one's own mountain first, the rest in the pool."""


class Divisor(StrEnum):
    """What the mountain's whists are divided by (§10.3)."""

    N = "n"
    """The number of players (the textbook)."""
    N_MINUS_1 = "n-1"
    """One less (rostiktc): a mountain point costs its owner a full ``gora_unit``."""


@dataclass(frozen=True, slots=True)
class PreferansOptions:
    """Every option of a sitting, checked (§3). Field names are the option keys."""

    convention: Convention
    """The preset the sitting started from (every other field is set, so the preset
    itself is only a name once read)."""
    pool_target: int
    """``T``, the pool length per player."""
    game_end: GameEnd
    """When the game ends."""
    values: Mapping[int, int]
    """The game value ``V`` of each level 6..10."""
    misere_value: int
    """The misère's value (``values["misere"]``)."""
    obligations: Mapping[int, int]
    """The whist obligation ``q`` of each level 6..10."""
    whist_multiplier: int
    """``wm``: multiplies trick whists, consolation, half-whist and the talon prize."""
    remiz_multiplier: int
    """``rm``: multiplies every mountain penalty for a game."""
    consolation: ConsolationBy
    """Who writes consolation."""
    dealer_consolation: bool
    """With 4 players the dealer writes consolation too (unless ``consolation`` is
    ``none``)."""
    whist_style: WhistStyle
    """Greedy or gentleman."""
    responsibility: Responsibility
    """Full, half or no responsibility."""
    two_whisters: TwoWhisters
    """The liability of two whisters."""
    high_contract_liability: HighContractLiability
    """Two whisters at 8–10: who answers for the odd trick."""
    lone_whister_tricks: LoneWhisterTricks
    """Which tricks a lone whister counts."""
    half_whist: frozenset[int]
    """The levels where half-whist is allowed (a subset of 6, 7)."""
    talon_prize: bool
    """Whether the talon prize is written."""
    raspasy: RaspasyMode
    """Where raspasy tricks go."""
    raspasy_trick_value: int
    """Mountain points per trick at the first raspasy (``gora`` mode)."""
    raspasy_whist_value: int
    """Whists per trick (``whists`` mode)."""
    raspasy_whists_basis: RaspasyBasis
    """``whists`` mode: difference or tricks."""
    raspasy_progression: tuple[int, ...]
    """The multiplier of the k-th raspasy in a run (the last repeats)."""
    raspasy_amnesty: bool
    """``gora`` mode: subtract the fewest tricks before writing."""
    raspasy_zero_prize: ZeroPrize | int | None
    """Pool points for taking no trick: the price, a number, or none."""
    raspasy_exit: RaspasyExit
    """What ends a run of raspasy."""
    raspasy_dealer_talon: bool
    """4 players, ``gora`` mode: the dealer takes the talon's raspasy tricks."""
    overflow: Overflow
    """Help or write-off."""
    help_whists: int
    """Whists per pool point given in help."""
    game_writes: GameWrites
    """Pool, or gora-first."""
    pool_unit: int
    """Whists per pool point in the settlement."""
    gora_unit: int
    """Whists per mountain point in the settlement."""
    settlement_divisor: Divisor
    """``n`` or ``n-1``."""

    def value(self, level: int) -> int:
        """``V(level)``."""
        return self.values[level]

    def obligation(self, level: int) -> int:
        """``q(level)``."""
        return self.obligations[level]

    def to_json(self) -> dict[str, JSON]:
        """Every option as the session file writes it, the convention first."""
        prize = self.raspasy_zero_prize
        return {
            "convention": str(self.convention),
            "pool_target": self.pool_target,
            "game_end": str(self.game_end),
            "values": {
                **{str(level): self.values[level] for level in LEVELS},
                MISERE: self.misere_value,
            },
            "obligations": {str(level): self.obligations[level] for level in LEVELS},
            "whist_multiplier": self.whist_multiplier,
            "remiz_multiplier": self.remiz_multiplier,
            "consolation": str(self.consolation),
            "dealer_consolation": self.dealer_consolation,
            "whist_style": str(self.whist_style),
            "responsibility": str(self.responsibility),
            "two_whisters": str(self.two_whisters),
            "high_contract_liability": str(self.high_contract_liability),
            "lone_whister_tricks": str(self.lone_whister_tricks),
            "half_whist": sorted(self.half_whist),
            "talon_prize": self.talon_prize,
            "raspasy": str(self.raspasy),
            "raspasy_trick_value": self.raspasy_trick_value,
            "raspasy_whist_value": self.raspasy_whist_value,
            "raspasy_whists_basis": str(self.raspasy_whists_basis),
            "raspasy_progression": list(self.raspasy_progression),
            "raspasy_amnesty": self.raspasy_amnesty,
            "raspasy_zero_prize": str(prize) if isinstance(prize, ZeroPrize) else prize,
            "raspasy_exit": str(self.raspasy_exit),
            "raspasy_dealer_talon": self.raspasy_dealer_talon,
            "overflow": str(self.overflow),
            "help_whists": self.help_whists,
            "game_writes": str(self.game_writes),
            "pool_unit": self.pool_unit,
            "gora_unit": self.gora_unit,
            "settlement_divisor": str(self.settlement_divisor),
        }


_SOCHI: Final[dict[str, JSON]] = {
    "pool_target": 20,
    "game_end": "each",
    "values": {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, MISERE: 10},
    "obligations": {"6": 4, "7": 2, "8": 1, "9": 1, "10": 1},
    "whist_multiplier": 1,
    "remiz_multiplier": 1,
    "consolation": "all",
    "dealer_consolation": True,
    "whist_style": "greedy",
    "responsibility": "full",
    "two_whisters": "halves",
    "high_contract_liability": "second",
    "lone_whister_tricks": "all",
    "half_whist": [6, 7],
    "talon_prize": False,
    "raspasy": "gora",
    "raspasy_trick_value": 1,
    # The "—" of §3: not used in this mode; Ростов's value, should a table switch modes.
    "raspasy_whist_value": 5,
    "raspasy_whists_basis": "difference",
    "raspasy_progression": [1, 2, 3],
    "raspasy_amnesty": False,
    "raspasy_zero_prize": "price",
    "raspasy_exit": "whisted",
    "raspasy_dealer_talon": False,
    "overflow": "help",
    "help_whists": 10,
    "game_writes": "pool",
    "pool_unit": 10,
    "gora_unit": 10,
    "settlement_divisor": "n",
}

PRESETS: Final[Mapping[Convention, Mapping[str, JSON]]] = {
    Convention.SOCHI: _SOCHI,
    Convention.LENINGRAD: {
        **_SOCHI,
        "game_end": "total",
        "whist_multiplier": 2,
        "remiz_multiplier": 2,
        "whist_style": "gentleman",
        "responsibility": "half",
        "high_contract_liability": "both",
        "raspasy_trick_value": 2,
        "raspasy_exit": "played-whisted",
        "help_whists": 20,
        "pool_unit": 20,
    },
    Convention.ROSTOV: {
        **_SOCHI,
        "whist_style": "gentleman",
        "responsibility": "half",
        "raspasy": "whists",
        "raspasy_progression": [1],
        "raspasy_zero_prize": 1,
        "game_writes": "gora-first",
    },
}
"""Each convention's value of every option (§3's table); a "—" there (an option its
mode does not use) holds the other conventions' value, so switching the mode alone
still gives a complete table."""

OPTION_KEYS: Final = ("convention", *_SOCHI)
"""Every option key, in the order the session file writes them."""

_E = TypeVar("_E", bound=StrEnum)


def _enum(kind: type[_E], value: JSON, key: str) -> _E:
    if not isinstance(value, str):
        raise RuleViolation(
            "{name} must be text, not {got}", field=f"options.{key}", name=key, got=type_word(value)
        )
    try:
        return kind(value)
    except ValueError:
        raise RuleViolation(
            "{name} '{value}' is not one of {choices}",
            field=f"options.{key}",
            name=key,
            value=value,
            choices=", ".join(str(member) for member in kind),
        ) from None


def _bool(value: JSON, key: str) -> bool:
    if not isinstance(value, bool):
        raise RuleViolation(
            "{name} must be true or false, not {got}",
            field=f"options.{key}",
            name=key,
            got=type_word(value),
        )
    return value


def _positive(value: JSON, key: str) -> int:
    return check_int(value, deal=None, field=f"options.{key}", name=key, low=1, high=OPTION_LIMIT)


def _table(value: JSON, key: str, keys: Sequence[str]) -> Mapping[str, JSON]:
    table = as_object(value, deal=None, field=f"options.{key}")
    check_keys(table, allowed=keys, required=keys, deal=None, prefix=f"options.{key}")
    return table


def _int_list(value: JSON, key: str) -> list[int]:
    if not isinstance(value, list):
        raise RuleViolation(
            "{name} must be a list of whole numbers, not {got}",
            field=f"options.{key}",
            name=key,
            got=type_word(value),
        )
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int):
            raise RuleViolation(
                "{name} must be a list of whole numbers, not a list holding {got}",
                field=f"options.{key}",
                name=key,
                got=type_word(item),
            )
    return list(value)


def _zero_prize(value: JSON) -> ZeroPrize | int | None:
    key = "raspasy_zero_prize"
    if value is None:
        return None
    if value == ZeroPrize.PRICE and isinstance(value, str):
        return ZeroPrize.PRICE
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= OPTION_LIMIT:
        return value
    raise RuleViolation(
        '{name} must be "price", a whole number 0..{high} or null, not {got}',
        field=f"options.{key}",
        name=key,
        high=OPTION_LIMIT,
        got=value if isinstance(value, str) else type_word(value),
    )


def read_options(options: Mapping[str, JSON], players: Sequence[str]) -> PreferansOptions:
    """``options`` checked and completed from its convention's preset (§3, §14.2–3).

    Raises :class:`~rules.errors.RuleViolation` (deal ``None``, field ``options.<key>``)
    for an unknown key or convention, a value of the wrong kind or range, a combination
    §14 refuses, and a table of fewer than 3 or more than 4 players (field ``players``).
    """
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RuleViolation(
            "Preferans is played by {low} or {high} players, not {count}",
            field="players",
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
            count=len(players),
        )
    check_keys(options, allowed=OPTION_KEYS, deal=None, prefix="options")
    convention = _enum(Convention, options.get("convention", str(Convention.SOCHI)), "convention")
    given = {**PRESETS[convention], **options}
    level_keys = [str(level) for level in LEVELS]
    values = _table(given["values"], "values", [*level_keys, MISERE])
    obligations = _table(given["obligations"], "obligations", level_keys)
    value_of = {level: _positive(values[str(level)], f"values.{level}") for level in LEVELS}
    misere_value = _positive(values[MISERE], f"values.{MISERE}")
    obligation_of = {
        level: check_int(
            obligations[str(level)],
            deal=None,
            field=f"options.obligations.{level}",
            name=f"obligations.{level}",
            low=0,
            high=11 - level,
        )
        for level in LEVELS
    }
    half_whist = _int_list(given["half_whist"], "half_whist")
    if not set(half_whist) <= {6, 7} or len(set(half_whist)) != len(half_whist):
        raise RuleViolation(
            "half_whist must list distinct levels among 6 and 7, not {levels}",
            field="options.half_whist",
            levels=", ".join(str(level) for level in half_whist) or "nothing",
        )
    progression = _int_list(given["raspasy_progression"], "raspasy_progression")
    if not progression:
        raise RuleViolation(
            "raspasy_progression must list at least one multiplier",
            field="options.raspasy_progression",
        )
    for factor in progression:
        _positive(factor, "raspasy_progression")
    read = PreferansOptions(
        convention=convention,
        pool_target=_positive(given["pool_target"], "pool_target"),
        game_end=_enum(GameEnd, given["game_end"], "game_end"),
        values=value_of,
        misere_value=misere_value,
        obligations=obligation_of,
        whist_multiplier=_positive(given["whist_multiplier"], "whist_multiplier"),
        remiz_multiplier=_positive(given["remiz_multiplier"], "remiz_multiplier"),
        consolation=_enum(ConsolationBy, given["consolation"], "consolation"),
        dealer_consolation=_bool(given["dealer_consolation"], "dealer_consolation"),
        whist_style=_enum(WhistStyle, given["whist_style"], "whist_style"),
        responsibility=_enum(Responsibility, given["responsibility"], "responsibility"),
        two_whisters=_enum(TwoWhisters, given["two_whisters"], "two_whisters"),
        high_contract_liability=_enum(
            HighContractLiability, given["high_contract_liability"], "high_contract_liability"
        ),
        lone_whister_tricks=_enum(
            LoneWhisterTricks, given["lone_whister_tricks"], "lone_whister_tricks"
        ),
        half_whist=frozenset(half_whist),
        talon_prize=_bool(given["talon_prize"], "talon_prize"),
        raspasy=_enum(RaspasyMode, given["raspasy"], "raspasy"),
        raspasy_trick_value=_positive(given["raspasy_trick_value"], "raspasy_trick_value"),
        raspasy_whist_value=_positive(given["raspasy_whist_value"], "raspasy_whist_value"),
        raspasy_whists_basis=_enum(
            RaspasyBasis, given["raspasy_whists_basis"], "raspasy_whists_basis"
        ),
        raspasy_progression=tuple(progression),
        raspasy_amnesty=_bool(given["raspasy_amnesty"], "raspasy_amnesty"),
        raspasy_zero_prize=_zero_prize(given["raspasy_zero_prize"]),
        raspasy_exit=_enum(RaspasyExit, given["raspasy_exit"], "raspasy_exit"),
        raspasy_dealer_talon=_bool(given["raspasy_dealer_talon"], "raspasy_dealer_talon"),
        overflow=_enum(Overflow, given["overflow"], "overflow"),
        help_whists=_positive(given["help_whists"], "help_whists"),
        game_writes=_enum(GameWrites, given["game_writes"], "game_writes"),
        pool_unit=_positive(given["pool_unit"], "pool_unit"),
        gora_unit=_positive(given["gora_unit"], "gora_unit"),
        settlement_divisor=_enum(Divisor, given["settlement_divisor"], "settlement_divisor"),
    )
    _check_combinations(read, len(players))
    return read


def _check_combinations(options: PreferansOptions, players: int) -> None:
    """§14.2's refused pairs and §14.3's odd values where a half would be taken."""
    if options.raspasy_zero_prize is ZeroPrize.PRICE and options.raspasy is RaspasyMode.WHISTS:
        raise RuleViolation(
            'raspasy_zero_prize "price" is the mountain price: it needs raspasy "gora"',
            field="options.raspasy_zero_prize",
        )
    if options.raspasy_dealer_talon:
        if players != MAX_PLAYERS:
            why = "4 players (the dealer sits out)"
        elif options.raspasy is RaspasyMode.WHISTS:
            why = 'raspasy "gora"'
        elif options.raspasy_amnesty:
            why = "raspasy_amnesty off"
        else:
            why = ""
        if why:
            raise RuleViolation(
                "raspasy_dealer_talon needs {why}",
                field="options.raspasy_dealer_talon",
                why=why,
            )
    halves = (
        (
            options.responsibility is Responsibility.HALF,
            options.remiz_multiplier,
            "responsibility",
            "responsibility half",
        ),
        (
            options.whist_style is WhistStyle.GENTLEMAN,
            options.whist_multiplier,
            "whist_style",
            "whist_style gentleman",
        ),
        (
            options.talon_prize and players == MIN_PLAYERS,
            options.whist_multiplier,
            "talon_prize",
            "talon_prize with 3 players",
        ),
    )
    for applies, multiplier, key, what in halves:
        if not applies:
            continue
        for level in LEVELS:
            if options.values[level] * multiplier % 2:
                raise RuleViolation(
                    "{what} takes half of value × multiplier, which at {level} is {amount}, "
                    "odd: every entry must stay whole",
                    field=f"options.{key}",
                    what=what,
                    level=level,
                    amount=options.values[level] * multiplier,
                )
