"""A fifth game built outside the source tree, to prove the house: Hearts, as a small
penalty game. Its rules package (``tests.fifth_game.rules``) and its desktop package
(``tests.fifth_game.desktop``) join Zapis with one call,
``rules.registry.register(ENTRY)``; nothing in ``rules/``, ``db/`` or
``desktop/`` names it."""
