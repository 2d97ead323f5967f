"""Build the standalone Zapis bundle with PyInstaller (issue 28):

    python3 tools/build_bundle.py --out DIR

makes ``DIR/zapis/``, a folder whose ``zapis`` executable runs without Python or a
virtual environment on the machine (the window and every command, the rulebook, Zapis's
translations and Qt's own ``qtbase_ru``, QtCharts and printing), and beside it
``DIR/zapis-<version>-<system>-<machine>.tar.gz`` of that folder with the desktop entry,
the AppStream metainfo, the MIME type and the icons under ``zapis/share/`` (the layout
of ``/usr/share``; ``zapis/zapis install-desktop`` puts them in the user's menu). Needs
the ``bundle`` extra: ``python3 -m pip install '.[bundle]'``.

Only what Zapis uses is kept (``packaging/pyinstaller/zapis.spec`` applies the rules
below): the Qt modules Core, Gui, Widgets, Charts and PrintSupport; the platform plugins
xcb, wayland, offscreen and minimal (Windows' and macOS's own elsewhere); the SVG image
and icon plugins (system icon themes are SVG); printing; the compose and IBus input
methods; the portal theme; and of Qt's translations ``qtbase_ru`` and ``qtbase_en``.
On Linux every bundled library that nothing kept still links is then dropped.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Final

REPO: Final = Path(__file__).resolve().parents[1]
SPEC: Final = REPO / "packaging" / "pyinstaller" / "zapis.spec"
APP_ID: Final = "io.github.zapis.Zapis"
"""As desktop.app_identity has it (read here without importing Zapis or Qt)."""
SIZE_LIMIT_MB: Final = 250
"""The folder may not be larger (issue 28)."""

EXCLUDED_MODULES: Final = [
    # Qt modules Zapis never imports; PyInstaller's hooks would pull some in beside
    # QtCharts and QtGui (OpenGL, Network, DBus, Qml...), with their libraries.
    *(
        f"PySide6.{name}"
        for name in [
            "QtNetwork",
            "QtOpenGL",
            "QtOpenGLWidgets",
            "QtDBus",
            "QtQml",
            "QtQuick",
            "QtQuickWidgets",
            "QtQuickControls2",
            "QtSvg",
            "QtSvgWidgets",
            "QtPdf",
            "QtPdfWidgets",
            "QtSql",
            "QtTest",
            "QtXml",
            "QtConcurrent",
            "QtHelp",
            "QtUiTools",
            "QtDesigner",
            "QtMultimedia",
            "QtMultimediaWidgets",
            "QtWebSockets",
            "QtNetworkAuth",
            "QtPositioning",
            "QtLocation",
            "QtSensors",
            "QtSerialPort",
            "QtSerialBus",
            "QtBluetooth",
            "QtNfc",
            "QtRemoteObjects",
            "QtScxml",
            "QtStateMachine",
            "QtTextToSpeech",
            "QtWebChannel",
            "QtWebEngineCore",
            "QtWebEngineWidgets",
            "QtWebEngineQuick",
            "QtDataVisualization",
            "QtGraphs",
            "QtGraphsWidgets",
            "Qt3DCore",
            "Qt3DRender",
            "Qt3DInput",
            "Qt3DLogic",
            "Qt3DAnimation",
            "Qt3DExtras",
            "QtSpatialAudio",
            "QtHttpServer",
            "QtAxContainer",
            "QtCanvasPainter",
            "QtAsyncio",
        ]
    ),
    # Development tools that happen to sit in the build's environment.
    "tkinter",
    "pytest",
    "_pytest",
    "hypothesis",
    "pytest_qt",
    "pytestqt",
    "pytest_benchmark",
    "mypy",
    "ruff",
    "pygments",
    "IPython",
    "PyInstaller",
]
"""Modules the bundle leaves out."""

KEPT_PLUGINS: Final[dict[str, frozenset[str] | None]] = {
    "platforms": frozenset(
        {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qcocoa", "qdirect2d"}
    ),
    "xcbglintegrations": None,
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": None,
    "wayland-shell-integration": None,
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    # The portal's file dialogs; GTK's theme would bring all of GTK (about 30 MB).
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    "printsupport": None,
    "styles": None,
}
"""Qt plugin folders kept, each with the plugins kept (``None``: all of them)."""

KEPT_QT_TRANSLATIONS: Final = frozenset({"qtbase_ru.qm", "qtbase_en.qm"})
"""Qt's own catalogues the app loads (``desktop.translations.install_translations``)."""


def _parts(destination: str) -> list[str]:
    return destination.replace("\\", "/").split("/")


def _stem(name: str) -> str:
    """``libqxcb.so`` → ``qxcb``; ``qwindows.dll`` → ``qwindows``."""
    stem = name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_binary(destination: str) -> bool:
    """Whether a binary PyInstaller collected stays: every one but the Qt plugins Zapis
    does not use (its libraries are then dropped by :func:`prune`)."""
    parts = _parts(destination)
    if "plugins" not in parts[:-1]:
        return True
    index = parts.index("plugins")
    if len(parts) < index + 3:
        return True  # not in a plugin folder
    folder = parts[index + 1]
    if folder not in KEPT_PLUGINS:
        return False
    kept = KEPT_PLUGINS[folder]
    return kept is None or _stem(parts[-1]) in kept


def keep_data(destination: str) -> bool:
    """Whether a data file stays: not Qt's other translations, nor QML."""
    parts = _parts(destination)
    if parts[0] == "PySide6" and "translations" in parts[:-1]:
        return parts[-1] in KEPT_QT_TRANSLATIONS
    return not (parts[0] == "PySide6" and "qml" in parts[:-1])


def _needed(path: str) -> list[str]:
    """The libraries an ELF file links (``objdump -p``: its NEEDED entries)."""
    shown = subprocess.run(
        ["objdump", "-p", path], capture_output=True, text=True, check=False
    ).stdout
    return [line.split()[1] for line in shown.splitlines() if line.strip().startswith("NEEDED")]


def _is_root(destination: str) -> bool:
    """A binary kept for its own sake: an extension module, a Qt plugin, Python itself."""
    parts = _parts(destination)
    name = parts[-1]
    return (
        "plugins" in parts[:-1]
        or "lib-dynload" in parts
        or ".cpython-" in name
        or ".abi3." in name
        or name.startswith("libpython")
    )


def prune(binaries: Sequence[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Drop every library no kept binary links, directly or through another (on Linux,
    where ``objdump`` reads the links; elsewhere all are kept)."""
    if not sys.platform.startswith("linux") or shutil.which("objdump") is None:
        return list(binaries)
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in binaries:
        by_name.setdefault(_parts(entry[0])[-1], []).append(entry)
    reached: set[str] = set()
    waiting = [entry for entry in binaries if _is_root(entry[0])]
    kept: list[tuple[str, str, str]] = []
    seen_entries: set[tuple[str, str, str]] = set()
    while waiting:
        entry = waiting.pop()
        if entry in seen_entries:
            continue
        seen_entries.add(entry)
        kept.append(entry)
        for library in _needed(entry[1]):
            if library in reached:
                continue
            reached.add(library)
            waiting.extend(by_name.get(library, []))
    order = {entry: index for index, entry in enumerate(binaries)}
    return sorted(kept, key=order.__getitem__)


def exe_icon() -> str | None:
    """The executable's icon: the 256-pixel PNG on Windows and macOS (PyInstaller turns it
    into .ico or .icns with Pillow); Linux executables carry none."""
    if sys.platform.startswith("linux"):
        return None
    return str(REPO / "resources" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png")


def _version() -> str:
    text = (REPO / "commands" / "version.py").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    return "0"


def folder_size(folder: Path) -> int:
    """Bytes in ``folder``'s files (a link counted once, as the link)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())


def _share_files() -> Iterable[tuple[Path, str]]:
    """The desktop files in the layout of ``/usr/share``: (source, name in the archive)."""
    desktop = REPO / "resources" / "desktop"
    icons = REPO / "resources" / "icons"
    yield desktop / f"{APP_ID}.desktop", f"share/applications/{APP_ID}.desktop"
    yield desktop / f"{APP_ID}.metainfo.xml", f"share/metainfo/{APP_ID}.metainfo.xml"
    yield desktop / f"{APP_ID}.mime.xml", f"share/mime/packages/{APP_ID}.xml"
    yield icons / f"{APP_ID}.svg", f"share/icons/hicolor/scalable/apps/{APP_ID}.svg"
    for png in sorted((icons / "hicolor").glob(f"*/apps/{APP_ID}.png")):
        yield png, f"share/icons/hicolor/{png.relative_to(icons / 'hicolor')}"


def archive(out: Path, bundle: Path) -> Path:
    """``zapis-<version>-<system>-<machine>.tar.gz`` of the folder and its share files."""
    system = platform.system().lower()
    machine = platform.machine().lower() or "unknown"
    target = out / f"zapis-{_version()}-{system}-{machine}.tar.gz"
    with tarfile.open(target, "w:gz") as packed:
        packed.add(bundle, arcname="zapis")
        for source, name in _share_files():
            packed.add(source, arcname=f"zapis/{name}")
    return target


def build(out: Path, *, make_archive: bool = True) -> tuple[Path, Path | None]:
    """Run PyInstaller on the spec; the bundle folder and the archive."""
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    work = out / ".build"
    bundle = out / "zapis"
    if bundle.exists():
        shutil.rmtree(bundle)
    env = {**os.environ, "ZAPIS_REPO": str(REPO)}
    ran = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(out),
            "--workpath",
            str(work),
            str(SPEC),
        ],
        cwd=REPO,
        env=env,
        check=False,
    )
    if ran.returncode != 0:
        raise SystemExit(f"build_bundle: PyInstaller failed with status {ran.returncode}")
    shutil.rmtree(work, ignore_errors=True)
    # PyInstaller links each library it collected into the top folder too; the links of
    # those the spec dropped would point at nothing.
    for link in bundle.rglob("*"):
        if link.is_symlink() and not link.exists():
            link.unlink()
    return bundle, archive(out, bundle) if make_archive else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="the folder to build in")
    parser.add_argument(
        "--no-archive", action="store_true", help="build the folder only, no .tar.gz"
    )
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print(
            "build_bundle: PyInstaller is not installed: python3 -m pip install '.[bundle]'",
            file=sys.stderr,
        )
        return 2
    started = time.monotonic()
    bundle, packed = build(args.out, make_archive=not args.no_archive)
    size = folder_size(bundle) / 1e6
    print(f"build_bundle: {bundle} is {size:.0f} MB, built in {time.monotonic() - started:.0f} s")
    if packed is not None:
        print(f"build_bundle: {packed} is {packed.stat().st_size / 1e6:.0f} MB")
    if size > SIZE_LIMIT_MB:
        print(f"build_bundle: larger than {SIZE_LIMIT_MB} MB", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
