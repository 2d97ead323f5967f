"""Refusing a Three Bugs record that no 52-card pack can give, with the fields named.

The common contradictions get their own words (the soloist's honours at NT are his
aces; an amurchik hand holds at most the two pictures of its talon share; honours 7 or
8 at a suit need three or four aces); anything else that the exact search of
:mod:`rules.three_bugs.one_pack` finds impossible is refused with the fields that take
part. Nothing is filled in: a score-keeper that guessed the missing claim would write
points the table never agreed on (honours 3 at NT may be a slip for 2), so the refusal
says what to record instead **[ruling, rulebook ``three-bugs/one-pack``]**.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.errors import RuleViolation
from rules.three_bugs.hand_premiums import ACES_PREMIUM
from rules.three_bugs.one_pack import TALON_SHARE, PackQuestion, realise
from rules.three_bugs.records import Contract, HandPremiums, Strain, Suit

ACES_IN_PACK: Final = 4
"""The aces of one pack."""
MOST_AMURCHIKS: Final = 3
"""36 cards lie below the jack: enough for three deals of 11 without a picture, not four."""
MOST_HONOURS_UNCLAIMED: Final = 6
"""At a suit, a soloist with no aces claim and no trump crown holds at most six honours:
two aces and K Q J 10 of trumps (the ace of trumps with K Q would be a crown)."""
MOST_ACES_UNCLAIMED: Final = 2
"""A hand with no aces claim holds at most two aces."""


def check_one_pack(
    number: int,
    players: Sequence[str],
    premiums: HandPremiums,
    contract: Contract | None = None,
    soloist: str | None = None,
    honours: int | None = None,
) -> None:
    """Raise a :class:`RuleViolation` for deal ``number`` if no pack realises the record
    (a contract deal gives ``contract``, ``soloist`` and ``honours``; an all-pass deal
    none of them)."""
    if len(premiums.amurchik) > MOST_AMURCHIKS:
        raise RuleViolation(
            "{count} players have an amurchik; the 36 cards below the jack make at most "
            "three hands of 11 without an ace, king, queen or jack",
            deal=number,
            field="amurchik",
            count=len(premiums.amurchik),
        )
    plain = not (premiums.crowns or premiums.aces or premiums.amurchik)
    if contract is None or soloist is None or honours is None:
        if not plain:
            _search_or_refuse(number, players, premiums, None, None, None)
        return
    at_nt = contract.strain is Strain.NO_TRUMPS
    if at_nt:
        _check_nt(number, premiums, contract, soloist, honours)
    else:
        _check_suit(number, premiums, contract, soloist, honours)
    # An amurchik hand was dealt no picture; its two talon cards may be aces (and at a
    # suit it may hold the ten of trumps besides).
    most = TALON_SHARE if at_nt else TALON_SHARE + 1
    if soloist in premiums.amurchik and honours > most:
        raise RuleViolation(
            "{soloist} has an amurchik (no ace, king, queen or jack among the 11 cards "
            "dealt), so holds {most} honours at most at {contract}, not {honours}",
            deal=number,
            field="amurchik",
            soloist=soloist,
            contract=str(contract),
            most=most,
            honours=honours,
        )
    # Without any claim the checks above are the whole story (a test compares them with
    # the search for every contract and honours count); the search is for the rest.
    if not plain:
        _search_or_refuse(number, players, premiums, contract, soloist, honours)


def _check_nt(
    number: int, premiums: HandPremiums, contract: Contract, soloist: str, honours: int
) -> None:
    """At NT the honours are the soloist's aces, so they fix his aces claim and bound
    everyone else's aces and crowns."""
    claimed = {claim.player: claim.count for claim in premiums.aces}
    own_claim = claimed.get(soloist)
    if own_claim is not None and own_claim != honours:
        raise RuleViolation(
            "{soloist} claims {count} aces, but honours at {contract} are the soloist's "
            "aces and are {honours}: one of the two is wrong",
            deal=number,
            field="honours",
            soloist=soloist,
            count=own_claim,
            contract=str(contract),
            honours=honours,
        )
    crowns_of: dict[str, set[Suit]] = {}
    for crown in premiums.crowns:
        crowns_of.setdefault(crown.player, set()).add(crown.suit)
    own_crowns = len(crowns_of.get(soloist, ()))
    if own_crowns > honours:
        raise RuleViolation(
            "{soloist}'s crowns start with {needed} aces, but honours at {contract} (the "
            "soloist's aces) are {honours}",
            deal=number,
            field="honours",
            soloist=soloist,
            needed=own_crowns,
            contract=str(contract),
            honours=honours,
        )
    others = {player for player in (*claimed, *crowns_of) if player != soloist}
    needed = sum(max(claimed.get(player, 0), len(crowns_of.get(player, ()))) for player in others)
    if needed > ACES_IN_PACK - honours:
        raise RuleViolation(
            "honours {honours} at {contract} give {soloist} {honours} of the four aces and "
            "leave {left}, but the crowns and aces recorded for the other players need "
            "{needed} (a crown starts with its ace)",
            deal=number,
            field="honours",
            soloist=soloist,
            honours=honours,
            contract=str(contract),
            left=ACES_IN_PACK - honours,
            needed=needed,
        )
    if own_claim is None and honours > MOST_ACES_UNCLAIMED:
        raise RuleViolation(
            "honours {honours} at {contract} mean {soloist} held {honours} aces: record "
            "aces {honours} for {soloist} as well (+{premium})",
            deal=number,
            field="aces",
            soloist=soloist,
            honours=honours,
            contract=str(contract),
            premium=ACES_PREMIUM[honours],
        )


def _check_suit(
    number: int, premiums: HandPremiums, contract: Contract, soloist: str, honours: int
) -> None:
    """At a suit, seven or eight of the eight honours need three or four aces."""
    if honours > MOST_HONOURS_UNCLAIMED and not any(
        claim.player == soloist for claim in premiums.aces
    ):
        raise RuleViolation(
            "honours {honours} at {contract} mean {soloist} held three or four aces (the "
            "honours are A K Q J 10 of trumps and the other aces): record the soloist's aces",
            deal=number,
            field="aces",
            soloist=soloist,
            honours=honours,
            contract=str(contract),
        )


def _search_or_refuse(
    number: int,
    players: Sequence[str],
    premiums: HandPremiums,
    contract: Contract | None,
    soloist: str | None,
    honours: int | None,
) -> None:
    seat = {player: index for index, player in enumerate(players)}
    trump = None
    if contract is not None and contract.strain is not Strain.NO_TRUMPS:
        trump = Suit(contract.strain.value)
    question = PackQuestion(
        seated=len(players),
        trump=trump,
        soloist=None if soloist is None else seat[soloist],
        honours=honours,
        crowns=tuple((seat[crown.player], crown.suit, crown.length) for crown in premiums.crowns),
        aces=tuple((seat[claim.player], claim.count) for claim in premiums.aces),
        amurchik=frozenset(seat[player] for player in premiums.amurchik),
    )
    if realise(question) is not None:
        return
    if contract is None:
        raise RuleViolation(
            "the crowns, aces and amurchik recorded cannot all come from one 52-card pack "
            "(a crown is its whole run from the ace; a hand without an aces claim holds "
            "two aces at most)",
            deal=number,
            field="crowns",
        )
    raise RuleViolation(
        "honours {honours} at {contract} and the crowns, aces and amurchik recorded cannot "
        "all come from one 52-card pack (a crown is its whole run from the ace; a hand "
        "without an aces claim holds two aces at most)",
        deal=number,
        field="honours",
        honours=honours,
        contract=str(contract),
    )
