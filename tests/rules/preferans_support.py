"""Building and scoring Preferans sittings in the tests."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from rules.ledger import Scored
from rules.preferans.results import PreferansEntry, PreferansFacts, PreferansSummary
from rules.session import Session, score, session_from_json

ABV = ["Anna", "Boris", "Vera"]
ABVG = ["Anna", "Boris", "Vera", "Gleb"]


def sitting(
    deals: list[dict[str, Any]], players: list[str] | None = None, **options: Any
) -> Session:
    """A Preferans session of ``deals`` (Сочи unless ``convention`` says otherwise)."""
    return session_from_json(
        {
            "format": "zapis-session",
            "version": 1,
            "game": "preferans",
            "players": players or ABV,
            "options": options,
            "deals": deals,
        }
    )


def play(deals: list[dict[str, Any]], players: list[str] | None = None, **options: Any) -> Scored:
    """The scored sheet of ``deals``."""
    return score(sitting(deals, players, **options))


def summary(scored: Scored) -> PreferansSummary:
    """The sheet's typed summary."""
    return scored.summary_as(PreferansSummary)


def facts(scored: Scored, deal: int) -> PreferansFacts:
    """Deal ``deal``'s typed facts."""
    return scored.deals[deal - 1].facts_as(PreferansFacts)


def entries(scored: Scored, deal: int) -> list[tuple[str, str, Fraction, str | None, str]]:
    """Deal ``deal``'s entries as (player, column, exact amount, on, reason)."""
    out = []
    for entry in scored.deals[deal - 1].entries:
        assert isinstance(entry, PreferansEntry)
        out.append((entry.player, str(entry.column), entry.exact, entry.on, entry.reason))
    return out


def contract(
    declarer: str,
    level_strain: str,
    roles: dict[str, str],
    tricks: dict[str, int] | None = None,
    dealer: str = "Anna",
    **extra: Any,
) -> dict[str, Any]:
    """A contract record."""
    record: dict[str, Any] = {
        "type": "contract",
        "dealer": dealer,
        "declarer": declarer,
        "contract": level_strain,
        "defenders": roles,
    }
    if tricks is not None:
        record["tricks"] = tricks
    record.update(extra)
    return record


def raspasy(tricks: dict[str, int], dealer: str = "Anna") -> dict[str, Any]:
    """A raspasy record."""
    return {"type": "raspasy", "dealer": dealer, "tricks": tricks}


def misere(declarer: str, tricks: int, dealer: str = "Anna") -> dict[str, Any]:
    """A misère record with the declarer's tricks only."""
    return {"type": "misere", "dealer": dealer, "declarer": declarer, "tricks": {declarer: tricks}}


def correction(**parts: Any) -> dict[str, Any]:
    """A correction record."""
    return {"type": "correction", **parts}
