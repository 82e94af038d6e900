"""The ``cardtable`` command: the app by default, headless subcommands by name.

Each subcommand lives in its own module under ``cardtable.commands`` and
exposes ``add_parser(subparsers)`` and ``run(args) -> int``. Bad arguments and
bad files end with a one-line message and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from cardtable import __version__

# subcommand name -> module in cardtable.commands
COMMANDS = {
    "replay": "replay",
    "sim": "sim",
    "bench": "bench",
}

EXIT_USAGE = 2
EXIT_FAILURE = 1


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one clear line and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"cardtable: error: {message}\n")
        raise SystemExit(EXIT_USAGE)


def build_parser() -> argparse.ArgumentParser:
    """The full parser with every subcommand."""
    parser = _Parser(prog="cardtable", description="Hungarian card games against bots, with a coach.")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for _name, module in COMMANDS.items():
        importlib.import_module(f"cardtable.commands.{module}").add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``cardtable`` and ``python -m cardtable``."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in ("-h", "--help", "--version")):
        # No subcommand: the desktop app (with its own options such as --selftest).
        from cardtable.app import main as app_main

        return app_main(args_list)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as e:
        return int(e.code or 0) if not isinstance(e.code, str) else EXIT_USAGE
    if args.command is None:
        parser.print_help()
        return 0
    module = importlib.import_module(f"cardtable.commands.{COMMANDS[args.command]}")
    try:
        return int(module.run(args))
    except KeyboardInterrupt:
        sys.stderr.write("cardtable: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0
