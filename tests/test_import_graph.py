"""No import circle among Zapis's packages (issue 24): every import that runs, the
function-level ones too, read from the source with :mod:`ast`. A circle makes the order
modules load in matter, and hides which layer stands on which.

Imports under ``if TYPE_CHECKING:`` never run and are left out; ``from pkg import name``
counts as importing ``pkg.name`` when that is a module, else ``pkg`` itself, and also the
module a lazy package (``rules.lazy_import.lazy_names``: ``db``, the games' packages)
imports the name from when it is first asked for.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

from tests.conftest import REPO

PACKAGES = ("rules", "db", "commands", "desktop")
"""Zapis's own top-level packages."""

KNOWN_CYCLES: frozenset[frozenset[str]] = frozenset()
"""Circles another branch is breaking at the same time, each exactly as it stands."""


def module_files(root: Path = REPO) -> dict[str, Path]:
    """Every module of :data:`PACKAGES` by its dotted name."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _running(node: ast.AST, typing: bool = False, functions: bool = True) -> Iterator[ast.AST]:
    """Every node under ``node`` but those of an ``if TYPE_CHECKING:`` body (with
    ``typing``, those too), and without ``functions`` none inside a function's body."""
    for child in ast.iter_child_nodes(node):
        if not functions and isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if not typing and isinstance(child, ast.If) and _type_checking(child.test):
            for other in child.orelse:
                yield other
                yield from _running(other, typing, functions)
            continue
        yield child
        yield from _running(child, typing, functions)


def lazy_homes(modules: Mapping[str, Path]) -> dict[str, dict[str, str]]:
    """For each package that publishes names through ``lazy_names``, each such name and
    the module it is imported from on first use."""
    found: dict[str, dict[str, str]] = {}
    for name, path in modules.items():
        if path.name != "__init__.py":
            continue
        tree = ast.parse(path.read_text("utf-8"))
        published: list[str] = []
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "__all__" for target in node.targets
            ):
                published = list(ast.literal_eval(node.value))
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "lazy_names"
            ):
                continue
            homes = node.args[1]
            if isinstance(homes, ast.Dict):
                found[name] = {
                    ast.literal_eval(key): ast.literal_eval(value)
                    for key, value in zip(homes.keys, homes.values, strict=True)
                    if key is not None
                }
            elif isinstance(homes, ast.Call):  # dict.fromkeys(__all__, "module")
                found[name] = dict.fromkeys(published, ast.literal_eval(homes.args[1]))
            else:
                raise AssertionError(f"{name}: lazy_names' homes are not read here")
    return found


def imports_of(
    name: str,
    path: Path,
    modules: Mapping[str, Path],
    typing: bool = False,
    *,
    top: bool = False,
    lazy: Mapping[str, Mapping[str, str]] | None = None,
) -> set[str]:
    """The modules of :data:`PACKAGES` that module ``name`` (at ``path``) imports when
    it runs, anywhere in its body (with ``typing``, for the type checker too; with
    ``top``, only when it is itself imported: its top-level statements)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text("utf-8"), str(path))
    found: set[str] = set()
    for node in _running(tree, typing, functions=not top):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:
                    found.add(f"{source}.{alias.name}")
                elif source in modules:
                    found.add(source)
                    home = (lazy or {}).get(source, {}).get(alias.name)
                    # ``from pkg import name`` asks for the name at once: its home loads.
                    if home is not None:
                        found.add(home)
    found.discard(name)
    return found


def import_graph(root: Path = REPO, typing: bool = False) -> dict[str, set[str]]:
    """Each module of :data:`PACKAGES` and the modules of them it imports (with
    ``typing``, under ``TYPE_CHECKING`` too)."""
    modules = module_files(root)
    lazy = lazy_homes(modules)
    return {
        name: imports_of(name, path, modules, typing, lazy=lazy) for name, path in modules.items()
    }


def tangles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of ``graph`` with more than one module (Tarjan's
    algorithm, without recursion): the modules that import each other round a circle,
    each part sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    parts: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        part.append(member)
                        if member == node:
                            break
                    if len(part) > 1:
                        parts.append(sorted(part))
    return sorted(parts)


def circle(part: list[str], graph: Mapping[str, set[str]]) -> list[str]:
    """A shortest circle from the part's first module back to it, through the part."""
    members = set(part)
    start = part[0]
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph[node] & members):
                if target == start:
                    return paths[node] + [start]
                if target not in paths:
                    paths[target] = paths[node] + [target]
                    following.append(target)
        frontier = following
    return part  # unreachable for a strongly connected part


def test_no_import_circle() -> None:
    graph = import_graph()
    parts = tangles(graph)
    gone = KNOWN_CYCLES - {frozenset(part) for part in parts}
    assert not gone, f"these circles are broken now: remove them from KNOWN_CYCLES: {gone}"
    found = [part for part in parts if frozenset(part) not in KNOWN_CYCLES]
    assert not found, "import circles:\n" + "\n".join(
        " → ".join(circle(part, graph)) + f"  (of {', '.join(part)})" for part in found
    )


def test_the_shell_helpers_take_a_context_not_the_window() -> None:
    """The main window's helpers are handed a narrow context
    (:mod:`desktop.shell.window_context`), so nothing imports the window's module, not
    even for typing, but the start that builds it; and the shell has no circle of
    imports for the type checker either (it had one of 11 files)."""
    graph = import_graph(typing=True)
    importers = sorted(
        name for name, imported in graph.items() if "desktop.shell.main_window" in imported
    )
    assert importers == ["desktop.app"]
    shell = {
        name: {other for other in imported if other.startswith("desktop.shell.")}
        for name, imported in graph.items()
        if name.startswith("desktop.shell.")
    }
    assert tangles(shell) == []


def test_the_commands_stand_below_the_app() -> None:
    """``commands`` imports ``db`` and ``rules``, and ``desktop`` only inside the
    functions that need it: the window (``commands.window``), a PDF
    (``commands.export_formats``) and the desktop's menu files (``commands.desktop_menu``,
    no Qt)."""
    modules = module_files()
    reaching = {}
    for name, path in modules.items():
        if not name.startswith("commands"):
            continue
        at_top = {
            other
            for other in imports_of(name, path, modules, top=True)
            if other.startswith("desktop")
        }
        assert not at_top, f"{name} imports {sorted(at_top)} when it is imported"
        anywhere = {
            other for other in imports_of(name, path, modules) if other.startswith("desktop")
        }
        if anywhere:
            reaching[name] = sorted(anywhere)
    assert reaching == {
        "commands.desktop_menu": ["desktop.freedesktop"],
        "commands.export_formats": ["desktop.printing.pdf_file"],
        "commands.window": ["desktop.app"],
    }


def test_the_graph_sees_a_function_level_and_a_relative_circle(tmp_path: Path) -> None:
    """The reader finds a circle closed by an import inside a function, through a
    relative ``from . import module``, and through a lazy package's name, and leaves a
    TYPE_CHECKING import out."""
    package = tmp_path / "desktop"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("def later():\n    from desktop.c import thing\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from desktop import b\n"
        "import desktop.a\nthing = 1\n"
    )
    (package / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import desktop.e\n"
    )
    (package / "e.py").write_text("from desktop.d import x\n")
    lazy = package / "lazy"
    lazy.mkdir()
    (lazy / "__init__.py").write_text(
        "from rules.lazy_import import lazy_names\n__all__ = ['Thing']\n"
        "__getattr__ = lazy_names(__name__, dict.fromkeys(__all__, 'desktop.lazy.home'))\n"
    )
    (lazy / "home.py").write_text("import desktop.user\nThing = 1\n")
    (package / "user.py").write_text("def later():\n    from desktop.lazy import Thing\n")
    assert tangles(import_graph(tmp_path, typing=True)) == [
        ["desktop.a", "desktop.b", "desktop.c"],
        ["desktop.d", "desktop.e"],
        ["desktop.lazy.home", "desktop.user"],
    ]
    graph = import_graph(tmp_path)
    assert tangles(graph) == [
        ["desktop.a", "desktop.b", "desktop.c"],
        ["desktop.lazy.home", "desktop.user"],
    ]
    assert circle(["desktop.a", "desktop.b", "desktop.c"], graph) == [
        "desktop.a",
        "desktop.b",
        "desktop.c",
        "desktop.a",
    ]
