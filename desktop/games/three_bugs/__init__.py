"""The Three Bugs view: the painted paper sheet, the entry form, its models."""
