"""The Rummy view and options page."""
