"""The room's windows: the scoreboard of one sitting, following it live (issue 26)."""
