"""Preferences and window state: one typed registry over ``QSettings``, never the database.

Every setting is declared once in :data:`SETTINGS` with its type and default, so a value
read back from the platform store (where everything may come back as text) is always of
the declared type, and a key is never spelled twice.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")

SETTINGS_FILE_ENV = "ZAPIS_SETTINGS_FILE"
"""An INI file to use instead of the platform's settings store (tests, portable use)."""


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One declared setting."""

    key: str
    kind: type
    default: T


LANGUAGE: Setting[str] = Setting("ui/language", str, "")
"""The UI language: ``""`` follows the system locale, else ``"ru"`` or ``"en"``."""
LAST_SITTING: Setting[int] = Setting("session/last_sitting", int, 0)
"""The sitting open when the app was last closed (0: the history was showing)."""
MAIN_GEOMETRY: Setting[QByteArray] = Setting("window/main_geometry", QByteArray, QByteArray())
"""The main window's geometry (``saveGeometry``)."""
MAIN_STATE: Setting[QByteArray] = Setting("window/main_state", QByteArray, QByteArray())
"""The main window's toolbars and docks (``saveState``)."""
LAST_PLAYERS: Setting[str] = Setting("new_sitting/last_players", str, "")
"""The players of the last new sitting, tab-separated, offered again next time."""
LAST_GAME: Setting[str] = Setting("new_sitting/last_game", str, "")
"""The game chosen in the last new-sitting dialog (``""``: none yet, and the dialog offers
the registry's first game; the registry is not read before the window paints)."""
LAST_PRICE: Setting[str] = Setting("new_sitting/last_price", str, "")
"""The price of a point in the last new sitting, as typed ("" when not for money)."""
LAST_CURRENCY: Setting[str] = Setting("new_sitting/last_currency", str, "")
"""The currency of the last new sitting."""
FILE_FOLDER: Setting[str] = Setting("files/folder", str, "")
"""The folder a session file was last imported from or exported to."""
TEXT_SIZE: Setting[int] = Setting("ui/text_size", int, 0)
"""The text size in points chosen with Ctrl+= and Ctrl+− (0: the system's)."""
APPEARANCE: Setting[str] = Setting("ui/appearance", str, "")
"""Settings → Appearance: ``""`` as the system, ``"light"`` or ``"dark"``
(:mod:`desktop.appearance`)."""

SETTINGS: tuple[Setting[Any], ...] = (
    LANGUAGE,
    LAST_SITTING,
    MAIN_GEOMETRY,
    MAIN_STATE,
    LAST_PLAYERS,
    LAST_GAME,
    LAST_PRICE,
    LAST_CURRENCY,
    FILE_FOLDER,
    TEXT_SIZE,
    APPEARANCE,
)
"""Every setting the app keeps (besides each game's :func:`view_splitter`)."""


def view_splitter(game: str) -> Setting[QByteArray]:
    """The splitter of one game's sitting view. Each game keeps its own: their sheets
    and breakdowns differ in shape, so one game's layout must not be forced on another."""
    return Setting(f"window/view_splitter/{game}", QByteArray, QByteArray())


def form_draft(sitting: int) -> Setting[str]:
    """The half-typed deal a sitting was closed with (``""``: none), put back in its form
    when the sitting is opened again (issue 25; :mod:`desktop.sitting.form_draft`)."""
    return Setting(f"sittings/draft/{sitting}", str, "")


LANGUAGES: tuple[str, ...] = ("ru", "en")
"""The UI languages Zapis ships."""


class Settings:
    """Typed access to the settings store."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        path = path or os.environ.get(SETTINGS_FILE_ENV)
        if path:
            self._store = QSettings(os.fspath(path), QSettings.Format.IniFormat)
        else:
            self._store = QSettings("Zapis", "Zapis")

    def get(self, setting: Setting[T]) -> T:
        """The stored value, or the default when it is missing or of the wrong type."""
        raw = self._store.value(setting.key, setting.default)
        if isinstance(raw, setting.kind):
            value: T = raw  # type: ignore[assignment]
            return value
        try:
            converted: T = setting.kind(raw)
        except (TypeError, ValueError):
            return setting.default
        return converted

    def set(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` (written to disk at once, so a crash keeps it)."""
        if not isinstance(value, setting.kind):
            raise TypeError(f"{setting.key} takes {setting.kind.__name__}, not {value!r}")
        kept = self._store.value(setting.key) if self._store.contains(setting.key) else None
        if type(kept) is type(value) and kept == value:
            # Already so: no file written (opening a sitting saves four settings, mostly
            # unchanged, and each write rewrote the file: up to 12 ms each, loaded).
            return
        self._store.setValue(setting.key, value)
        self._store.sync()

    def file_name(self) -> str:
        """Where the settings are kept."""
        return self._store.fileName()
