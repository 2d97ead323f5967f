"""The look of the app: the appearance chosen in the settings (as the system, light or
dark), the system's high-contrast preference, and controls that stay visible in the dark.

Qt's colour scheme carries the choice (``QStyleHints.setColorScheme``): on a desktop
whose platform theme honours it (Windows, macOS, GNOME, KDE) the system draws it. Where
the platform keeps its palette (X11 without a desktop theme, the offscreen platform) the
palette is built here, Fusion's own light or dark one, so the choice always shows. Then,
whatever the palette, two things Fusion leaves faint in the dark are made plain, from the
palette's own colours: the edge of every check box and radio button
(:class:`VisibleIndicators`), and disabled fields (a disabled spin box has the window's
background and greyed text, so it no longer looks like one that takes a value). The same
style paints Fusion's vertical scroll bars fast (:mod:`desktop.vertical_scroll_bars`).

High contrast follows the system (``QStyleHints.accessibility().contrastPreference()``,
Qt 6.10): black and white with full-strength edges. The room's boards start in the theme
of the same name (:func:`board_theme`), and T still cycles them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from desktop.vertical_scroll_bars import ScrollBarImages

SYSTEM, LIGHT, DARK = "", "light", "dark"
APPEARANCES: tuple[str, ...] = (SYSTEM, LIGHT, DARK)
"""The appearances offered (the setting's values; ``""`` follows the system)."""

_SCHEMES = {LIGHT: Qt.ColorScheme.Light, DARK: Qt.ColorScheme.Dark}

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


def high_contrast() -> bool:
    """Whether the system asks for high contrast (``False`` where the platform says
    nothing: X11 without a desktop theme reports no preference)."""
    hints = QGuiApplication.styleHints()
    accessibility = hints.accessibility()
    return bool(accessibility.contrastPreference() == Qt.ContrastPreference.HighContrast)


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` is a dark one (light text on a dark window)."""
    return palette.color(Role.Window).lightness() < palette.color(Role.WindowText).lightness()


def fusion_palette(dark: bool, contrast: bool = False) -> QPalette:
    """Fusion's standard palette, light or dark (the colours of Qt's own
    ``qt_fusionPalette``), or its black-and-white high-contrast form."""
    if contrast:
        ink, paper = (QColor(255, 255, 255), QColor(0, 0, 0))
        if not dark:
            ink, paper = paper, ink
        window = base = button = paper
        text = window_text = ink
        disabled_text = QColor(160, 160, 160) if dark else QColor(96, 96, 96)
        highlight = QColor(255, 255, 0) if dark else QColor(0, 0, 160)
        highlighted_text = QColor(0, 0, 0) if dark else QColor(255, 255, 255)
    else:
        window_text = QColor(240, 240, 240) if dark else QColor(0, 0, 0)
        window = QColor(50, 50, 50) if dark else QColor(239, 239, 239)
        base = window.darker(140) if dark else QColor(255, 255, 255)
        button = window
        text = window_text
        disabled_text = QColor(130, 130, 130) if dark else QColor(190, 190, 190)
        highlight = QColor(48, 140, 198)
        highlighted_text = window_text if dark else QColor(255, 255, 255)
    palette = QPalette(
        window_text,
        button,
        window.lighter(150),
        window.darker(150),
        window.darker(130),
        text,
        base,
    )
    palette.setColor(Role.Window, window)
    palette.setColor(Role.Midlight, window.darker(130).lighter(110))
    palette.setColor(Role.Shadow, window.darker(150).darker(135))
    palette.setColor(Role.HighlightedText, highlighted_text)
    palette.setColor(Role.AlternateBase, base.lighter(115) if dark else window)
    palette.setColor(Role.ToolTipBase, base if dark else QColor(255, 255, 220))
    palette.setColor(Role.ToolTipText, text)
    placeholder = QColor(text)
    placeholder.setAlpha(128)
    palette.setColor(Role.PlaceholderText, placeholder)
    for group in (Group.Active, Group.Inactive):
        palette.setColor(group, Role.Highlight, highlight)
        palette.setColor(group, Role.Accent, highlight)
    palette.setColor(Group.Disabled, Role.Highlight, QColor(145, 145, 145))
    if dark or contrast:
        palette.setColor(Role.Link, highlight)
    for role in (Role.Text, Role.WindowText, Role.ButtonText):
        palette.setColor(Group.Disabled, role, disabled_text)
    return palette


def plain_disabled(palette: QPalette) -> QPalette:
    """``palette`` with disabled fields that look disabled: the window's background
    instead of a field's, and text half-way to it (a platform's dark palette often leaves
    both as the enabled ones)."""
    fixed = QPalette(palette)
    window = palette.color(Group.Active, Role.Window)
    fixed.setColor(Group.Disabled, Role.Base, window)
    fixed.setColor(Group.Disabled, Role.Button, window)
    for role in (Role.Text, Role.WindowText, Role.ButtonText):
        enabled = palette.color(Group.Active, role)
        disabled = palette.color(Group.Disabled, role)
        if _distance(disabled, window) > 0.6 * _distance(enabled, window):
            fixed.setColor(Group.Disabled, role, _between(enabled, window))
    return fixed


def _distance(one: QColor, other: QColor) -> int:
    return abs(one.lightness() - other.lightness())


def _between(one: QColor, other: QColor) -> QColor:
    """The colour half-way from ``one`` to ``other``."""
    return QColor(
        (one.red() + other.red()) // 2,
        (one.green() + other.green()) // 2,
        (one.blue() + other.blue()) // 2,
    )


class VisibleIndicators(QProxyStyle):
    """The app's style with the edge of check boxes and radio buttons drawn in the
    palette's text colour on a dark palette (Fusion draws it a shade off the field, all
    but invisible there) and at full strength in high contrast; over Fusion, its vertical
    scroll bars drawn through a transposed image of the horizontal (the same pixels, a
    fifth of the time: :mod:`desktop.vertical_scroll_bars`)."""

    INDICATORS = (
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
        QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
    )

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.contrast = False
        """Edges at full strength (the system asks for high contrast)."""
        self.scroll_bars = ScrollBarImages()
        """The vertical scroll bars' images, the last few kept."""

    def name(self) -> str:
        """The wrapped style's name (``fusion``, or the one ``-style`` chose): a proxy
        has none of its own."""
        return self.baseStyle().name()

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element not in self.INDICATORS:
            return
        palette = option.palette
        if not (self.contrast or is_dark(palette)):
            return
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        # A disabled one's edge is its greyed text's colour: dim, but there.
        group = Group.Active if enabled else Group.Disabled
        edge = QColor(palette.color(group, Role.WindowText))
        edge.setAlpha(255 if self.contrast else 170)
        # Half a pixel in, so a one-pixel edge falls on whole pixels and stays crisp.
        rect = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(edge, 2 if self.contrast else 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(rect)
        else:
            painter.drawRoundedRect(rect, 2, 2)
        painter.restore()

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        base = self.baseStyle()
        if (
            control == QStyle.ComplexControl.CC_ScrollBar
            # Another style (``-style``) draws its bars its own way: left to it.
            and base.name() == "fusion"
            and self.scroll_bars.draw(base, option, painter, widget)
        ):
            return
        super().drawComplexControl(control, option, painter, widget)


class Look(QObject):
    """The appearance of one application: applied at start, again when the player
    chooses another, and when the system changes its scheme or its contrast."""

    def __init__(self, app: QApplication, appearance: str = SYSTEM) -> None:
        earlier = current_look()
        if earlier is not None:
            # One look an application: a second one's setStyle would delete the first's
            # style while its signals still reach it.
            earlier.remove()
        super().__init__(app)
        self.app = app
        self.appearance = appearance if appearance in APPEARANCES else SYSTEM
        self._style_name = app.style().name()
        self.style = VisibleIndicators(self._style_name)
        # Kept by the application from here on (setStyle takes ownership).
        app.setStyle(self.style)
        hints = QGuiApplication.styleHints()
        self._accessibility = hints.accessibility()
        self._accessibility.contrastPreferenceChanged.connect(self.apply)
        hints.colorSchemeChanged.connect(self._scheme_changed)
        self.apply()

    def choose(self, appearance: str) -> None:
        """Take ``appearance`` (one of :data:`APPEARANCES`) into use now."""
        self.appearance = appearance if appearance in APPEARANCES else SYSTEM
        self.apply()

    def _scheme_changed(self, _scheme: object = None) -> None:
        if self.appearance == SYSTEM:
            self.apply()

    def apply(self, _preference: object = None) -> None:
        """Set the colour scheme and the palette for the appearance and the contrast."""
        hints = QGuiApplication.styleHints()
        wanted = _SCHEMES.get(self.appearance)
        if wanted is None:
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(wanted)
        contrast = high_contrast()
        self.style.contrast = contrast
        # The platform's own palette for the scheme now (an empty palette resolves to it).
        self.app.setPalette(QPalette())
        system = self.app.palette()
        dark = is_dark(system) if wanted is None else wanted == Qt.ColorScheme.Dark
        if contrast or is_dark(system) != dark:
            # The platform kept its palette (or high contrast is asked): Fusion's own.
            system = fusion_palette(dark, contrast)
        self.app.setPalette(plain_disabled(system))

    def remove(self) -> None:
        """Give the application back its platform's scheme, palette and a plain style
        (a test that tried an appearance leaves the shared application as it found it)."""
        hints = QGuiApplication.styleHints()
        self._accessibility.contrastPreferenceChanged.disconnect(self.apply)
        hints.colorSchemeChanged.disconnect(self._scheme_changed)
        hints.unsetColorScheme()
        # The wrapped style's name kept from the start: the proxy itself may already be
        # gone if something else set a style since.
        self.app.setStyle(self._style_name)
        self.app.setPalette(QPalette())
        self.setParent(None)

    def dark(self) -> bool:
        """Whether the app looks dark now."""
        return is_dark(self.app.palette())


def current_look() -> Look | None:
    """The application's :class:`Look`, if one was made (``desktop.app`` makes it)."""
    app = QApplication.instance()
    return app.findChild(Look) if isinstance(app, QApplication) else None


def board_theme() -> str:
    """The scoreboard's first theme (``desktop.board.scoreboard.THEMES``): the app's own
    look, high contrast when the system asks for it."""
    if high_contrast():
        return "contrast"
    app = QApplication.instance()
    if isinstance(app, QApplication) and is_dark(app.palette()):
        return "dark"
    return "light"
