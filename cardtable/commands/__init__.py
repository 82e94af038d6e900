"""Headless subcommands of ``cardtable``: one module each (see ``cardtable.cli``)."""
