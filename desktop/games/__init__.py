"""One package per game: its view, entry form, sheet and options page; and the table
that finds them from the rules registry (:mod:`desktop.games.game_ui`)."""
