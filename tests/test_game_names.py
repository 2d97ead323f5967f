"""No module outside a game's packages names a game (issue 24, "the game contract"):
every layer learns what it needs from the game's registry entry and its hooks.

The test reads every string constant (``ast``) of ``rules/``, ``db/`` and ``desktop/``
outside ``rules/<game>/`` and ``desktop/games/<game>/`` and fails on a built-in game's
name, or a rule id of one (``"gin/knock"``). Two kinds of constant are not read:
docstrings (prose may say "Stukolka") and the source texts handed to Qt's translation
(``QT_TRANSLATE_NOOP``, ``tr``, ``translate``): a word to translate, such as the deal
type "gin" a refusal names, is not a decision about a game.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from rules.registry import BUILT_IN

REPO = Path(__file__).resolve().parents[1]
LAYERS = ("rules", "db", "commands", "desktop")
TRANSLATING = frozenset({"QT_TRANSLATE_NOOP", "tr", "translate"})


def built_in_names() -> frozenset[str]:
    """The session-file names of the built-in games, read from their packages' entries."""
    return frozenset(importlib.import_module(package).ENTRY.name for package in BUILT_IN)


def game_folders() -> set[Path]:
    """The folders that may name their game: rules/<game>/ and desktop/games/<game>/."""
    folders = set()
    for package in BUILT_IN:
        module = package.split(".", 1)[1]
        folders.add(REPO / "rules" / module)
        folders.add(REPO / "desktop" / "games" / module)
    return folders


def _skipped(tree: ast.AST) -> set[int]:
    """The ids of the docstring and translated-source constants of ``tree``."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skipped.add(id(body[0].value))
        # An attribute docstring: a constant string statement after an assignment.
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in TRANSLATING:
                skipped.update(id(arg) for arg in node.args)
    return skipped


def game_names_in(path: Path, names: frozenset[str], root: Path = REPO) -> list[str]:
    """Every ``line: 'constant'`` of ``path`` that names one of ``names`` or a rule id
    of one."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _skipped(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        if id(node) in skipped:
            continue
        text = node.value
        if text in names or any(text.startswith(f"{name}/") for name in names):
            found.append(f"{path.relative_to(root)}:{node.lineno}: {text!r}")
    return found


def test_no_module_outside_a_game_names_a_game() -> None:
    names = built_in_names()
    assert names == {"three-bugs", "stukolka", "gin", "rummy", "preferans"}
    inside = game_folders()
    found = []
    for layer in LAYERS:
        for path in sorted((REPO / layer).rglob("*.py")):
            if any(folder in path.parents for folder in inside):
                continue
            found += game_names_in(path, names)
    assert found == []


def test_the_scan_finds_a_game_name(tmp_path: Path) -> None:
    """The test can fail: a comparison, a dict key, a rule id and a default are found;
    docstrings and translated words are not."""
    sample = tmp_path / "sample.py"
    source = (
        '"""Stukolka is named in prose: "stukolka"."""\n'
        'WORDS = {"gin": 1}\n'
        'RULE = "rummy/melded"\n'
        'def f(game: str = "three-bugs") -> bool:\n'
        '    """gin"""\n'
        '    return game == "stukolka"\n'
        'TEXT = QT_TRANSLATE_NOOP("Words", "gin")\n'
    )
    sample.write_text(source, encoding="utf-8")
    found = game_names_in(sample, built_in_names(), tmp_path)
    assert sorted(found) == [
        "sample.py:2: 'gin'",
        "sample.py:3: 'rummy/melded'",
        "sample.py:4: 'three-bugs'",
        "sample.py:6: 'stukolka'",
    ]
