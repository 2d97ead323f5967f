"""The registry of games (issue 2): lookups, unknown names, and games not yet built."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli import main
from rules import registry
from rules.registry import GameNotBuilt, UnknownGame, built_games, find_game


def test_every_registered_game_is_built_and_knows_its_name() -> None:
    assert [game.name for game in built_games()] == list(registry.GAME_MODULES)
    for name in registry.GAME_MODULES:
        game = find_game(name)
        assert game.name == name
        assert game.rule_ids, name
        assert all(rule.startswith(f"{name}/") for rule in game.rule_ids)


def test_an_unknown_game_is_named_with_the_known_ones() -> None:
    with pytest.raises(UnknownGame, match=r"unknown game 'poker'; known games: three-bugs"):
        find_game("poker")


def test_a_game_not_built_is_refused_clearly_never_scored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Until a game's engine lands, `zapis score` says so with exit 2 and no output."""
    monkeypatch.setitem(registry.GAME_MODULES, "preferans", "rules.preferans")
    with pytest.raises(GameNotBuilt):
        find_game("preferans")
    assert "preferans" not in [game.name for game in built_games()]
    path = tmp_path / "preferans.json"
    path.write_text(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "preferans",
                "players": ["A", "B", "C"],
                "deals": [],
            }
        ),
        encoding="utf-8",
    )
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "game: the game 'preferans' is not built into this version of Zapis yet\n"


def test_a_broken_engine_module_is_not_mistaken_for_a_missing_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An engine whose own import fails must fail loudly, not read as 'not built'."""
    package = tmp_path / "brokengame"
    package.mkdir()
    (package / "__init__.py").write_text("import no_such_module_anywhere\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry.GAME_MODULES, "broken", "brokengame")
    with pytest.raises(ModuleNotFoundError, match="no_such_module_anywhere"):
        find_game("broken")
