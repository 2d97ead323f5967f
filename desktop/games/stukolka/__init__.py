"""The Stukolka view and options page."""
