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
    "paths": "paths",
    "hint": "hint",
    "review": "review",
    "learn": "learn",
}

EXIT_USAGE = 2
EXIT_FAILURE = 1


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one clear line and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        # one line: the usage text would make a second; --help has it
        sys.stderr.write(f"{self.prog}: error: {message} (see '{self.prog} --help')\n")
        raise SystemExit(EXIT_USAGE)


def build_parser() -> argparse.ArgumentParser:
    """The full parser with every subcommand."""
    parser = _Parser(
        prog="cardtable",
        description="Hungarian card games against bots, with a coach.",
        epilog=_app_options_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for _name, module in COMMANDS.items():
        importlib.import_module(f"cardtable.commands.{module}").add_parser(sub)
    return parser


def _app_options_help() -> str:
    """The desktop app's own options (``cardtable [OPTIONS]`` with no subcommand), for the help epilog."""
    from cardtable.app import build_parser as app_parser  # no Qt at import time

    rows = []
    for action in app_parser()._actions:
        if not action.option_strings or action.help in (None, argparse.SUPPRESS) or "-h" in action.option_strings:
            continue
        name = ", ".join(action.option_strings)
        if action.nargs != 0:
            metavar = action.metavar or (
                "{" + ",".join(action.choices) + "}" if action.choices else action.dest.upper()
            )
            name = f"{name} {metavar}"
        rows.append((name, action.help))
    width = max(len(n) for n, _ in rows) + 2
    lines = [f"  {n:<{width}}{h}" for n, h in rows]
    return "\n".join(
        [
            "without a COMMAND, cardtable opens the card table; its options:",
            *lines,
            "",
            "examples: cardtable --game ulti --variant 4m --lang hu",
            "          cardtable --selftest --game ecarte --screenshot table.png",
            "          cardtable COMMAND --help",
        ]
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``cardtable`` and ``python -m cardtable``."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in ("-h", "--help", "--version")):
        # No subcommand: the desktop app (with its own options such as --selftest).
        from cardtable.app import main as app_main

        return app_main(args_list)
    parser = build_parser()
    try:
        if args_list[0] == "--version" and len(args_list) > 1:  # argparse would print the version and stop reading
            parser.error(f"--version takes nothing after it, not {' '.join(args_list[1:])!r}")
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
    except Exception as e:  # a bug: one line for the user, the traceback in the log
        log = _log_internal_error()
        where = f"; details in {log}" if log else ""
        sys.stderr.write(f"cardtable {args.command}: internal error ({type(e).__name__}: {_one_line(e)}){where}\n")
        return EXIT_FAILURE


def _one_line(e: BaseException, limit: int = 160) -> str:
    text = " ".join(str(e).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _log_internal_error() -> str | None:
    """Append the current exception's traceback to errors.log in the logs folder; its path, or None."""
    import datetime as dt
    import traceback

    from cardtable.storage.paths import user_paths

    try:
        logs = user_paths().logs
        logs.mkdir(parents=True, exist_ok=True)
        path = logs / "errors.log"
        stamp = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        with open(path, "a", encoding="utf-8", errors="replace") as f:
            f.write(f"=== {stamp} cardtable {' '.join(sys.argv[1:])} ===\n{traceback.format_exc()}\n")
        return str(path)
    except Exception:
        return None
