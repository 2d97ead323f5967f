"""Hearts, the fifth game's widgets: its options page and its view's two parts."""
