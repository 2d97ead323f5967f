"""Pieces every game's view shares: table models, entry fields, refusal and storage messages."""
