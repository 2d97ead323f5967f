"""The ``zapis`` command, headless: it stands on ``rules`` and ``db`` and imports no Qt.

``zapis score``, ``hand``, ``import``, ``export``, ``sessions`` and ``settle`` run where
there is no screen. Only ``zapis`` and ``zapis open`` (the window) and a PDF export (Qt's
printing) reach into ``desktop``, and only when they run (:mod:`commands.window`,
:mod:`commands.export_formats`). The table of subcommands is :data:`commands.main.SUBCOMMANDS`.
"""
