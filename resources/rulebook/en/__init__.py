"""The rulebook in English (packaged data, no code)."""
