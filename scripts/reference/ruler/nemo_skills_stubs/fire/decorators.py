# Stub (see fire/__init__.py).
