"""Looking back: charts of a sitting and of a player over time, and the players' records."""
