"""Shared fixtures for the card-art tests (Qt runs offscreen)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
