"""The games' rules: session records in, the scored sheet out.

Pure Python, standard library only: nothing here imports Qt or SQLAlchemy, so the scorer
runs headless in tests and in ``zapis score``.
"""
