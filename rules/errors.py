"""The one error every check in Zapis raises: a rule the input breaks.

The session reader, the engines' ``verify``, the importer and the app's forms all raise
or show this same object, so a player sees the same words wherever the input came from.
"""

from __future__ import annotations

from collections.abc import Mapping

Param = str | int | None


class RuleViolation(ValueError):
    """Input that breaks a rule of the session format or of a game.

    The message is an English template with ``{name}`` placeholders, so that the app can
    translate the template and fill in the same parameters; ``str()`` gives the English
    line that ``zapis score`` prints.
    """

    deal: int | None
    """The 1-based deal at fault, or ``None`` for the session's header or options."""
    field: str
    """The field at fault, as the player knows it: ``"tricks"``, ``"options.ante"``."""
    template: str
    """What is wrong and what is allowed, with ``{placeholders}`` for ``params``."""
    params: Mapping[str, Param]
    """Values substituted into ``template``."""
    where: str | None
    """Overrides the location prefix (``"line 3"``, ``"format"``); ``None`` derives it."""

    def __init__(
        self,
        template: str,
        *,
        deal: int | None = None,
        field: str = "",
        where: str | None = None,
        **params: Param,
    ) -> None:
        self.deal = deal
        self.field = field
        self.template = template
        self.params = dict(params)
        self.where = where
        super().__init__(self.text())

    @property
    def location(self) -> str:
        """Where the fault is: ``deal 3``, ``options``, ``players``, ``line 1``…"""
        if self.where is not None:
            return self.where
        if self.deal is not None:
            return f"deal {self.deal}"
        return self.field.split(".")[0] if self.field else "session"

    def detail(self) -> str:
        """The message without its location, in English."""
        return self.template.format(**self.params)

    def text(self) -> str:
        """The whole one-line message, e.g. ``deal 3: soloist tricks 14 is outside 0..13``."""
        return f"{self.location}: {self.detail()}"

    def at_deal(self, deal: int) -> RuleViolation:
        """The same violation, placed at ``deal`` (1-based)."""
        return RuleViolation(self.template, deal=deal, field=self.field, where=None, **self.params)

    def __str__(self) -> str:
        return self.text()
