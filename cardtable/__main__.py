"""``python -m cardtable`` — the same as the ``cardtable`` command."""

from cardtable.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
