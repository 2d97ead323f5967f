"""The rulebook: one Markdown file per game and a glossary, in each language."""
