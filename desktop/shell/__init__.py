"""The application's frame: main window, menus, history, players, new sitting, settings."""
