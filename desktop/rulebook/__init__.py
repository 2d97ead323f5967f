"""The rulebook window, its texts, and rule titles for the sheet."""
