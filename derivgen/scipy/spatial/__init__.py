"""scipy.spatial's names for traced arrays (distance.pdist and distance.cdist)."""

from __future__ import annotations

from derivgen.scipy.spatial import distance

__all__ = ["distance"]
