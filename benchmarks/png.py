"""A bare PNG line plot, for when matplotlib is not installed: lines and frames, no text."""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

import numpy as np

Series = tuple[list[tuple[float, float]], tuple[int, int, int], bool]  # points, rgb, dashed
PALETTE = [
    (31, 119, 180),
    (255, 127, 14),
    (44, 160, 44),
    (214, 39, 40),
    (148, 103, 189),
    (140, 86, 75),
    (227, 119, 194),
    (127, 127, 127),
]


def write_png(path: Path, rgb: np.ndarray) -> None:
    """Write an (height, width, 3) uint8 array as an 8-bit RGB PNG."""
    height, width, _ = rgb.shape
    raw = b"".join(b"\0" + rgb[row].tobytes() for row in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
    path.write_bytes(png + chunk(b"IEND", b""))


def _panel(canvas: np.ndarray, box: tuple[int, int, int, int], series: list[Series]) -> None:
    """Draw log-log series into box = (left, top, right, bottom), with a frame."""
    left, top, right, bottom = box
    canvas[top : bottom + 1, [left, right]] = 0
    canvas[[top, bottom], left : right + 1] = 0
    points = [(x, y) for pts, _, _ in series for x, y in pts if x > 0 and y > 0]
    if not points:
        return
    lx = [math.log10(x) for x, _ in points]
    ly = [math.log10(y) for _, y in points]
    x0, x1 = min(lx), max(lx) + 1e-9
    y0, y1 = min(ly), max(ly) + 1e-9

    def at(x: float, y: float) -> tuple[float, float]:
        u = left + 8 + (math.log10(x) - x0) / (x1 - x0) * (right - left - 16)
        v = bottom - 8 - (math.log10(y) - y0) / (y1 - y0) * (bottom - top - 16)
        return u, v

    for pts, color, dashed in series:
        pixels = [at(x, y) for x, y in pts if x > 0 and y > 0]
        for (u0, v0), (u1, v1) in zip(pixels, pixels[1:], strict=False):
            for t in np.linspace(0, 1, 400):
                if dashed and int(t * 40) % 2:
                    continue
                u, v = int(u0 + t * (u1 - u0)), int(v0 + t * (v1 - v0))
                canvas[v - 1 : v + 2, u - 1 : u + 2] = color
        for u, v in pixels:
            canvas[int(v) - 3 : int(v) + 4, int(u) - 3 : int(u) + 4] = color


def plot(path: Path, panels: list[list[Series]]) -> None:
    """Side-by-side log-log panels of time against N."""
    width, height = 450 * len(panels), 400
    canvas = np.full((height, width, 3), 255, dtype=np.uint8)
    for i, series in enumerate(panels):
        _panel(canvas, (450 * i + 20, 20, 450 * i + 430, 380), series)
    write_png(path, canvas)
