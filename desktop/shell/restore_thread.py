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

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QObject, QThread, Signal

if TYPE_CHECKING:
    from db.service import Store


class CallThread(QThread):
    """One call of ``work`` in a thread of its own (a restore, or a damaged database's
    backup restored at start-up before any store is open: the window must go on
    painting meanwhile)."""

    sig_done = Signal(object)
    """How it ended, in the window's thread: what ``work`` returned, or the exception
    it raised."""

    def __init__(self, work: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zapis-call")
        self._work = work

    def run(self) -> None:
        """Call; say how it ended (the signal crosses to the window's thread)."""
        result: object
        try:
            result = self._work()
        except Exception as problem:  # said in the window: an exception here is lost
            result = problem
        self.sig_done.emit(result)


class RestoreThread(CallThread):
    """One restore of the backup at ``path`` into ``store``, in a thread of its own;
    :attr:`sig_done` carries the ``Restored`` (``db.store_backups``), or the exception
    that refused it (a ``StorageError``: then nothing was changed)."""

    def __init__(self, store: Store, path: Path, parent: QObject | None = None) -> None:
        super().__init__(partial(store.restore, path), parent)
        self.setObjectName("zapis-restore")


def call_in_thread(work: Callable[[], object]) -> object:
    """What ``work`` returns (or the exception it raised, returned), called in a thread
    while the window's event loop goes on (it paints, a busy dialog turns)."""
    thread = CallThread(work)
    ended: list[object] = []
    loop = QEventLoop()

    def done(result: object) -> None:
        ended.append(result)
        loop.quit()

    thread.sig_done.connect(done)
    thread.start()
    if not ended:
        loop.exec()
    thread.wait()
    thread.deleteLater()
    return ended[0]
