"""Holding off the screen saver while the scoreboard shows: the freedesktop ScreenSaver
``Inhibit`` over the session D-Bus, where there is one (elsewhere nothing is held, and
nothing is said: a board without it still works)."""

from __future__ import annotations

from PySide6.QtDBus import QDBusConnection, QDBusInterface, QDBusMessage


class ScreenSaverHold:
    """One hold of the screen saver, released with :meth:`release`."""

    SERVICE = "org.freedesktop.ScreenSaver"
    PATH = "/org/freedesktop/ScreenSaver"

    def __init__(self) -> None:
        self._cookie: int | None = None

    @property
    def held(self) -> bool:
        """Whether the screen saver is held off now."""
        return self._cookie is not None

    def _interface(self) -> QDBusInterface | None:
        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            return None
        interface = QDBusInterface(self.SERVICE, self.PATH, self.SERVICE, bus)
        return interface if interface.isValid() else None

    def hold(self, reason: str) -> bool:
        """Hold it off (once); whether it is held."""
        if self._cookie is not None:
            return True
        interface = self._interface()
        if interface is None:
            return False
        reply = interface.call("Inhibit", "Zapis", reason)
        if reply.type() == QDBusMessage.MessageType.ReplyMessage and reply.arguments():
            self._cookie = int(reply.arguments()[0])
        return self._cookie is not None

    def release(self) -> None:
        """Let it run again."""
        if self._cookie is None:
            return
        interface = self._interface()
        if interface is not None:
            interface.call("UnInhibit", self._cookie)
        self._cookie = None
