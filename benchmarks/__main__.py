"""``python -m benchmarks [--quick] [--out DIR]``: run the benchmarks and print the results."""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmarks import HERE, run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="tiny N and few repeats")
    parser.add_argument(
        "--out", type=Path, default=HERE, help="where RESULTS.md and results.png go"
    )
    args = parser.parse_args(argv)
    print(run(quick=args.quick, out_dir=args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
