"""``python -m benchmarks [--quick] [--out DIR] [--only STEP ...]``: run the benchmarks, print
the results."""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmarks import HERE, STEPS, run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="tiny N and few repeats")
    parser.add_argument(
        "--out", type=Path, default=HERE, help="where RESULTS.md and results.png go"
    )
    parser.add_argument(
        "--only", nargs="+", choices=STEPS, default=STEPS, metavar="STEP",
        help=f"run only these steps, of: {', '.join(STEPS)}",
    )  # fmt: skip
    args = parser.parse_args(argv)
    print(run(quick=args.quick, out_dir=args.out, steps=tuple(args.only)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
