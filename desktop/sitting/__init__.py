"""An open sitting: its controller, the undo commands, and which view serves which game."""
