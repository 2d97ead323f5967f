"""No import circle among the modules of ``rules/`` (issue 24), counting every import
that runs: those inside functions too, not those only a type checker reads."""

from __future__ import annotations

import ast
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "rules"


def _module_name(path: Path) -> str:
    parts = path.relative_to(RULES.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(tree: ast.Module) -> set[str]:
    """Every module an import statement names, except under ``if TYPE_CHECKING:``."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and ast.unparse(node.test) in {
            "TYPE_CHECKING",
            "typing.TYPE_CHECKING",
        }:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            # ``from rules import cards`` imports the module rules.cards.
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(path): path for path in RULES.rglob("*.py")}
    return {
        name: {
            imported
            for imported in _runtime_imports(ast.parse(path.read_text(encoding="utf-8")))
            if imported in modules and imported != name
        }
        for name, path in modules.items()
    }


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` as the modules along it, or ``None``."""
    done: set[str] = set()
    path: list[str] = []

    def walk(module: str) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        path.append(module)
        for imported in sorted(graph[module]):
            found = walk(imported)
            if found is not None:
                return found
        path.pop()
        done.add(module)
        return None

    for module in sorted(graph):
        found = walk(module)
        if found is not None:
            return found
    return None


def test_no_import_circle_in_rules() -> None:
    """rules.gin.hands → recorded_cards → layoffs → hands was one (play_knock, which
    scores a knock through read_hand, now lives in rules.gin.played_knock)."""
    assert _circle(_graph()) is None


def test_the_check_finds_a_circle() -> None:
    """The check itself can fail: a graph with a circle is reported along it."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert _circle(graph) == ["a", "b", "c", "a"]
