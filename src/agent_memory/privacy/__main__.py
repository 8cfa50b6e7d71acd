"""``python -m agent_memory.privacy build [--if-stale] | status``: compile the classifier with
mypyc (with ``--if-stale`` only when no current build is there), or say whether this process
loaded it compiled (:mod:`agent_memory.privacy.native`)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from agent_memory.errors import NativeBuildError
from agent_memory.privacy import NATIVE
from agent_memory.privacy.native import COMPILED_MODULES, activate, build


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command of ``argv`` (``sys.argv[1:]`` when None).

    Returns:
        The exit status: 0, or 1 when the build failed (the reason on stderr).
    """
    parser = argparse.ArgumentParser(prog="python -m agent_memory.privacy")
    parser.add_argument("command", choices=("build", "status"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="C compilers at once")
    parser.add_argument(
        "--if-stale", action="store_true", help="build only when no current build is there"
    )
    args = parser.parse_args(argv)
    if args.command == "build" and args.if_stale:
        # Whether a build is current, whatever AGENT_MEMORY_PURE_PYTHON says.
        found = activate([], NATIVE.directory.parent, environ={})
        if found.active:
            print(f"the compiled classifier is current: {found.directory}")
            return 0
    if args.command == "build":
        try:
            folder = build(jobs=args.jobs)
        except NativeBuildError as exc:
            print(f"native build failed: {exc}", file=sys.stderr)
            return 1
        print(f"compiled {len(COMPILED_MODULES)} modules into {folder}")
        return 0
    print(f"{'compiled' if NATIVE.active else 'Python'} ({NATIVE.reason}): {NATIVE.directory}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
