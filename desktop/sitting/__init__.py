"""An open sitting: its controller, the undo commands, and the one view every game uses
(which game's widgets serve it is :mod:`desktop.games.game_ui`'s)."""
