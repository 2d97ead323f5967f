"""Packaged data: rulebook texts, translations, icons."""
