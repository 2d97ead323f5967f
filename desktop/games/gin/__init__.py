"""The Gin, Oklahoma and Hollywood view and options page."""
