# Stub (see rich/__init__.py).
RichHandler = None
