"""Run the benchmark modules: ``python -m benchmarks [--quick] [NAME ...]``."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
from pathlib import Path

from benchmarks.harness import print_rows


def main() -> None:
    """Discover ``bench_*`` modules beside this file and print each one's table."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("names", nargs="*", help="module names without the bench_ prefix")
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    args = parser.parse_args()
    here = Path(__file__).parent
    found = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    wanted = [f"bench_{n}" for n in args.names] if args.names else found
    for name in wanted:
        if name not in found:
            parser.error(f"no benchmark module {name!r}; have {', '.join(found)}")
        module = importlib.import_module(f"benchmarks.{name}")
        print_rows(name.removeprefix("bench_"), module.run(args.quick))


if __name__ == "__main__":
    main()
