"""The rulebook in Russian (packaged data, no code)."""
