"""A backup restored off the window's thread: reading and checking the backup (every
sitting scored), backing up what the database holds, and the one write transaction that
replaces it take seconds on a large backup, and the window must go on painting (and
hearing the change feed) meanwhile.

The thread only calls :meth:`db.service.Store.restore`; what the window shows, before and
after, is :class:`desktop.shell.backup_actions.BackupActions`'s. While the thread runs the
main window touches the store for nothing (it refuses to open or make a sitting, so no
deal can be entered, and does not read its history again) until
:attr:`RestoreThread.sig_done`. The windows that follow the change feed (the players
window, the Evening view) read only once the feed has heard the restore's commit, its
one write done.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal

if TYPE_CHECKING:
    from db.service import Store


class RestoreThread(QThread):
    """One restore of the backup at ``path`` into ``store``, in a thread of its own."""

    sig_done = Signal(object)
    """How it ended, in the window's thread: the ``Restored`` (``db.store_backups``), or
    the exception that refused it (a ``StorageError``: then nothing was changed)."""

    def __init__(self, store: Store, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zapis-restore")
        self._store = store
        self._path = path

    def run(self) -> None:
        """Restore; say how it ended (the signal crosses to the window's thread)."""
        result: object
        try:
            result = self._store.restore(self._path)
        except Exception as problem:  # said in the window: an exception here is lost
            result = problem
        self.sig_done.emit(result)
