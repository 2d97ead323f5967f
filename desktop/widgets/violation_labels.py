"""The labels that show a refused input beside its field, and the board that says which
label shows a violation of which field."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from desktop.widgets.violations import violation_detail
from rules.errors import RuleViolation


def field_key(field: str) -> str:
    """The record key a violation's field names (``"options.ante"`` → ``"options.ante"``,
    ``"tricks"`` → ``"tricks"``); sub-paths below a record key are cut off."""
    parts = field.split(".")
    if parts[0] == "options" and len(parts) > 1:
        return f"options.{parts[1]}"
    return parts[0]


def warning_colour(palette: QPalette) -> QColor:
    """The red of a refusal that reads on this palette's window: a deep red on a light
    window, a light one on a dark window (the deep red is about 2:1 on dark grey)."""
    dark = palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5
    return QColor("#ff8080") if dark else QColor("#b00020")


def as_sentence(text: str) -> str:
    """``text`` with a capital first letter, as a refusal shown on its own starts: the
    engine's words start lower-case to follow a place ("Сдача 3: …"), and beside a field
    they stood among the forms' own refusals, which start with a capital."""
    return text[:1].upper() + text[1:]


class ViolationLabel(QLabel):
    """A refused input's message, shown beside the field; hidden while there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._follow_palette()
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.hide()

    def _follow_palette(self) -> None:
        colour = warning_colour(self.palette())
        if self.palette().color(QPalette.ColorRole.WindowText) != colour:
            palette = self.palette()
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            self.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_palette()

    def show_message(self, text: str) -> None:
        """Show ``text`` as a sentence (:func:`as_sentence`)."""
        self.setText(as_sentence(text))
        self.show()

    def clear_message(self) -> None:
        """Hide the label."""
        self.clear()
        self.hide()


class ViolationBoard:
    """Which label shows a violation of which field; the rest go to ``general``.

    ``key`` turns a violation into the name its label was added under (by default the
    record key the violation's field names, :func:`field_key`); a form whose labels are
    not one a record key (Three Bugs' all-pass tricks beside the grid, not the contract's
    tricks) says how it names them.
    """

    def __init__(
        self,
        general: ViolationLabel,
        key: Callable[[RuleViolation], str] | None = None,
    ) -> None:
        self.general = general
        self._labels: dict[str, ViolationLabel] = {}
        self._key = key or (lambda violation: field_key(violation.field))

    def add(self, field: str, label: ViolationLabel) -> ViolationLabel:
        """Show violations of record key ``field`` in ``label``."""
        self._labels[field] = label
        return label

    def key_of(self, violation: RuleViolation) -> str:
        """The name of the label ``violation`` is shown in (``""`` if none: under the
        form)."""
        key = self._key(violation)
        return key if key in self._labels else ""

    def clear_field(self, field: str) -> None:
        """Hide the message beside ``field``."""
        label = self._labels.get(field)
        if label is not None:
            label.clear_message()

    def label_for(self, field: str) -> ViolationLabel | None:
        """The label beside ``field``, if the form has one."""
        return self._labels.get(field_key(field))

    def show(self, violation: RuleViolation) -> bool:
        """Show ``violation`` beside its field; ``False`` if it went to the general label."""
        return self.show_text(self._key(violation), violation_detail(violation))

    def show_text(self, field: str, text: str) -> bool:
        """Show ``text`` beside ``field`` (or under the form if it has no label there);
        ``False`` if it went to the general label."""
        self.clear()
        label = self.label_for(field)
        if label is None:
            self.general.show_message(text)
            return False
        label.show_message(text)
        return True

    def text(self, field: str) -> str:
        """The message on show beside ``field`` (``""`` for the general label), or
        ``""`` if there is none."""
        label = self.general if field == "" else self._labels.get(field)
        return label.text() if label is not None and not label.isHidden() else ""

    def shown(self) -> dict[str, str]:
        """The messages on show, by field (``""`` for the general label)."""
        out = {field: label.text() for field, label in self._labels.items() if label.text()}
        if self.general.text():
            out[""] = self.general.text()
        return out

    def clear(self) -> None:
        """Hide every message."""
        for label in self._labels.values():
            label.clear_message()
        self.general.clear_message()
