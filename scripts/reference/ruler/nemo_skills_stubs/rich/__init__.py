# Stub: nemo_skills/utils.py imports rich's log handler, unused here.
