"""``zapis score`` writes the sheet a piece at a time (issue 15: 100,000 rummy deals took
1.6 GB building the whole text first; 166 MB so): the text is exactly what one
``json.dumps(..., indent=2)`` of the whole sheet gives, for every game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from commands.score_output import PIECE, sheet_pieces
from rules.errors import RuleViolation
from rules.session import new_session, read_session, score, with_json_deals
from tests.conftest import CASES


def _whole(scored: object) -> str:
    return json.dumps(scored.to_json(), ensure_ascii=False, indent=2) + "\n"  # type: ignore[attr-defined]


CASE_FILES = sorted(CASES.rglob("*.json"))
"""Every conformance case, in subfolders too (money/): each is scored, or refused if it
says so; none is left out (a case that fails to score fails here)."""


def test_every_case_is_here() -> None:
    assert len(CASE_FILES) >= 12
    assert any(path.parent.name == "money" for path in CASE_FILES)


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: str(p.relative_to(CASES)))
def test_same_text_as_one_dump(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    text = json.dumps(case["session"], ensure_ascii=False)
    if "error" in case:
        # A case of a refusal (its file or its deals): nothing to print; it is refused.
        with pytest.raises(RuleViolation):
            score(read_session(text))
        return
    assert "expect" in case, "a case expects a sheet or an error"
    scored = score(read_session(text))
    assert "".join(sheet_pieces(scored)) == _whole(scored)


def test_no_deals_and_many_deals() -> None:
    """An empty sheet is one piece; 3,000 rummy deals come in several, and join to the
    same text."""
    players = ("Анна", "Борис")
    empty = score(new_session("rummy", players, {"target": 10**6}))
    assert list(sheet_pieces(empty)) == [_whole(empty)]
    deal = {"melded": {"Анна": 30, "Борис": 5}, "in_hand": {"Анна": 0, "Борис": 12}}
    session = with_json_deals(new_session("rummy", players, {"target": 10**6}), (deal,) * 3000)
    scored = score(session)
    pieces = list(sheet_pieces(scored))
    assert len(pieces) > 3
    assert max(len(piece) for piece in pieces) < 2 * PIECE
    assert "".join(pieces) == _whole(scored)
