"""Entry script of the frozen app: the same as the ``cardtable`` command."""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    # A windowed build (Windows, the macOS .app) has no console: give print and error messages somewhere to go.
    for stream in ("stdout", "stderr"):
        if getattr(sys, stream) is None:
            setattr(sys, stream, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 (lives as long as the app)
    # The bot worker pool spawns this executable again; freeze_support turns those children into workers.
    multiprocessing.freeze_support()
    from cardtable.cli import main

    sys.exit(main())
