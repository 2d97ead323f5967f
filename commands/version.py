"""The version of Zapis, shown by ``zapis --version`` and the About dialog."""

__version__ = "0.1.0"
