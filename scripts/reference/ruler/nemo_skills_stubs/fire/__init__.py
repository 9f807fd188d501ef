# Stub: nemo_skills/utils.py imports fire for its CLI helpers, unused here.
