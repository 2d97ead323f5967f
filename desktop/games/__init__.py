"""One package per game: its view, entry form, sheet and options page."""
