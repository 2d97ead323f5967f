"""The Preferans form's work on an Enter, counted rather than timed (issue 31): the form
is cleared for the next deal and shows the rows of a contract again, telling each of its
fields its visibility once at most, and only when that changes it, and sizing its pages
once at most. Before, clearing it after a concession (the window benchmark's stream)
showed the kind's rows three times over (each toggle of the kind, then once more) and
told some thirty fields what they already were: about 150 ``setVisible`` calls and three
relayouts of the form for an Enter. What the cleared form shows is that of a form just
built."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from benchmarks import test_every_game_window_bench as every_game
from desktop.games.preferans.entry_form import PreferansForm

DEALS = 30


def _settle() -> None:
    for _ in range(2):
        QApplication.processEvents()


@pytest.fixture
def view(main_window: Any, store: Any) -> Any:
    """A Preferans sitting of ``DEALS`` concessions opened in the main window."""
    stream = every_game._stream("preferans", DEALS)
    sitting = store.import_sessions([every_game._session("preferans", stream)])[0]
    main_window.resize(1280, 900)
    assert main_window.open_sitting(sitting)
    _settle()
    return main_window.view


def _coming(view: Any) -> list[dict[str, Any]]:
    """A deal of each kind the form shows differently, each dealt by the dealer the
    rules propose when it comes (the dealer goes round; a correction names none)."""
    players = list(view.controller.session.players)
    dealer = view.controller.proposed_dealer()
    deals: list[dict[str, Any]] = []
    kinds = ["concede", "misere", "concede", "raspasy", "contract", "correction", "concede"]
    for kind in kinds:
        others = [p for p in players if p != dealer]
        if kind == "concede":
            deals.append({"type": kind, "dealer": dealer, "declarer": others[0], "contract": "6S"})
        elif kind == "misere":
            deals.append(
                {"type": kind, "dealer": dealer, "declarer": others[0], "tricks": {others[0]: 0}}
            )
        elif kind == "raspasy":
            tricks = dict(zip(players, (4, 3, 3), strict=True))
            deals.append({"type": kind, "dealer": dealer, "tricks": tricks})
        elif kind == "contract":
            defenders = {others[1]: "pass", dealer: "pass"}
            deals.append(
                {
                    "type": kind,
                    "dealer": dealer,
                    "declarer": others[0],
                    "contract": "7H",
                    "defenders": defenders,
                }
            )
        else:
            deals.append({"type": "correction", "pool": {players[0]: 2}})
            continue
        dealer = players[(players.index(dealer) + 1) % len(players)]
    return deals


def _shown(form: QWidget) -> list[tuple[str, bool]]:
    """Each of the form's widgets, in the order they were made, and whether it is hidden."""
    return [(type(w).__name__ + w.objectName(), w.isHidden()) for w in form.findChildren(QWidget)]


def test_an_enter_tells_each_field_its_visibility_once_and_only_to_change_it(
    view: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    form: PreferansForm = view.form
    told: Counter[int] = Counter()
    needless: list[str] = []
    set_visible = QWidget.setVisible

    def counted(widget: QWidget, visible: bool) -> None:
        if form.isAncestorOf(widget):
            told[id(widget)] += 1
            if widget.isHidden() != visible:
                needless.append(widget.objectName() or type(widget).__name__)
        set_visible(widget, visible)

    sized: list[None] = []
    adjust = form.pages.adjustSize
    monkeypatch.setattr(form.pages, "adjustSize", lambda: (sized.append(None), adjust())[1])
    for record in _coming(view):
        form.load(record)
        _settle()
        told.clear()
        needless.clear()
        sized.clear()
        shown = form.kinds_shown
        monkeypatch.setattr(QWidget, "setVisible", counted)
        assert view.submit(), record
        _settle()
        monkeypatch.setattr(QWidget, "setVisible", set_visible)
        # The kind's rows shown once, when the kind changed (every deal here but the
        # contract leaves the form on another kind than the next deal's).
        assert form.kinds_shown - shown == (0 if record["type"] == "contract" else 1), record
        assert max(told.values(), default=0) <= 1, record
        assert needless == [], record
        # The pages sized once at most: when the page changes (to or from a correction).
        assert len(sized) <= 1, record
        assert form.kind() == "contract"
        fresh = PreferansForm(view.controller)
        fresh.follow()
        assert _shown(form) == _shown(fresh), record
        fresh.deleteLater()
    assert len(view.controller.session.deals) == DEALS + 7


def test_a_correction_loaded_shows_its_page_and_the_next_deal_the_deals_page(view: Any) -> None:
    """The pages follow the kind whichever way it changes (the page is sized then)."""
    form: PreferansForm = view.form
    (correction,) = [d for d in _coming(view) if d["type"] == "correction"]
    form.load(correction)
    _settle()
    assert form.pages.currentWidget() is form.correction
    assert form.correction.sizePolicy().horizontalPolicy().name == "Preferred"
    assert view.submit()
    _settle()
    assert form.pages.currentIndex() == 0
    assert form.correction.sizePolicy().horizontalPolicy().name == "Ignored"


def _geometries(form: QWidget) -> list[tuple[str, Any]]:
    return [
        (type(w).__name__ + w.objectName(), w.geometry())
        for w in form.findChildren(QWidget)
        if w.isVisibleTo(form)
    ]


def test_an_enter_that_keeps_the_kind_moves_no_field(view: Any) -> None:
    """The defenders' titles change every deal (the declarer is cleared, the dealer goes
    round) but keep the room of the widest they can say: the form is not laid out again
    (before, each Enter moved some 45 of its fields and repainted it whole)."""
    form: PreferansForm = view.form
    (contract,) = [d for d in _coming(view) if d["type"] == "contract"]
    # Dealt by the dealer proposed now (the deals before it in _coming are not entered).
    contract = {**contract, "dealer": view.controller.proposed_dealer()}
    others = [p for p in view.controller.session.players if p != contract["dealer"]]
    contract["declarer"] = others[0]
    contract["defenders"] = {others[1]: "pass", contract["dealer"]: "pass"}
    form.load(contract)
    _settle()
    before = _geometries(form)
    titles = [title.text() for title in form.role_titles]
    assert view.submit()
    _settle()
    # What they say did change…
    assert [title.text() for title in form.role_titles] != titles
    # …and nothing moved.
    assert _geometries(form) == before
