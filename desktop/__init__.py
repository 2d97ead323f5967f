"""The Qt application and the ``zapis`` command. Qt is imported only where a window opens,
so the headless subcommands start without it."""
