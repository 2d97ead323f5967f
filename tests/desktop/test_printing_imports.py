"""The printing package has no import circle (issue 24: ``printing.document ↔ sheets,
money_section``): the sections are plain values (:mod:`desktop.printing.sections`), each
game's builder imports them, and the document finds the builder through the registry.

Every import that runs is read (``ast``: function-level ones too, ``TYPE_CHECKING`` ones
aside), and no module of ``desktop/printing`` may reach itself again through them."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def module_files() -> dict[str, Path]:
    """Every module of rules/, db/ and desktop/ by its dotted name."""
    found = {}
    for top in ("rules", "db", "desktop"):
        for path in (REPO / top).rglob("*.py"):
            name = ".".join(path.relative_to(REPO).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def _checking_only(tree: ast.AST) -> set[int]:
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            hidden.update(id(sub) for sub in ast.walk(node))
    return hidden


def imports_of(path: Path, known: dict[str, Path]) -> set[str]:
    """The known modules ``path`` imports when it runs."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = _checking_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if full in known else node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found & set(known)


def reaches_back(start: str, graph: dict[str, set[str]]) -> list[str] | None:
    """A path of imports from ``start`` back to it, or ``None``."""
    stack = [(start, [start])]
    seen: set[str] = set()
    while stack:
        module, path = stack.pop()
        for target in graph.get(module, ()):
            if target == start:
                return [*path, target]
            if target not in seen:
                seen.add(target)
                stack.append((target, [*path, target]))
    return None


def test_no_printing_module_imports_itself_back() -> None:
    known = module_files()
    graph = {name: imports_of(path, known) for name, path in known.items()}
    printing = sorted(name for name in known if name.startswith("desktop.printing"))
    assert "desktop.printing.document" in printing
    circles = [c for c in (reaches_back(name, graph) for name in printing) if c is not None]
    assert circles == []


def test_the_check_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert reaches_back("a", graph) == ["a", "b", "c", "a"]
    assert reaches_back("d", graph) is None
