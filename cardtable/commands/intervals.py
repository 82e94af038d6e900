"""The 95% interval of a mean over deals, honest on a handful of them (and of a share: ``wilson``).

Student's t with n − 1 degrees of freedom, not the normal's 1.96: on 4 deals
the half-width is 3.18 standard errors, not 1.96. Where the deals cannot give
an interval at all — one deal, or every value the same (a spread of zero
says nothing about the next deal) — there is none, and the summary says why.
"""

from __future__ import annotations

import math
import statistics
from typing import Any

# Student's t at 0.975 for 1 to 30 degrees of freedom (the printed tables' values)
T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
Z975 = 1.959964
ROUGH_BELOW = 10  # fewer deals than this: the interval leans on the mean being near normal, which few deals can't show


def t975(df: int) -> float:
    """Student's t quantile at 0.975 for ``df`` degrees of freedom (past the table: Cornish–Fisher, within 1e-4).

    >>> t975(3), t975(30), round(t975(60), 3), round(t975(10**6), 3)
    (3.182, 2.042, 2.0, 1.96)
    """
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df <= len(T975):
        return T975[df - 1]
    z = Z975
    return (
        z
        + (z**3 + z) / (4 * df)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
    )


def mean_ci(xs: list[float]) -> dict[str, Any]:
    """Mean with a 95% Student-t interval; ``ci95`` None (and a ``note`` saying why) where the values give none.

    >>> mean_ci([1.0, 2.0, 3.0, 4.0])["ci95"]
    [0.446, 4.554]
    >>> mean_ci([0.0, 0.0, 0.0, 0.0])
    {'mean': 0.0, 'ci95': None, 'n': 4, 'note': 'all 4 values are the same: no spread to build an interval from'}
    """
    n = len(xs)
    m = statistics.fmean(xs)
    out: dict[str, Any] = {"mean": round(m, 4), "ci95": None, "n": n}
    if n < 2:
        out["note"] = "one value: no interval"
        return out
    sd = statistics.stdev(xs)
    if sd == 0:
        out["note"] = f"all {n} values are the same: no spread to build an interval from"
        return out
    half = t975(n - 1) * sd / math.sqrt(n)
    out["ci95"] = [round(m - half, 4), round(m + half, 4)]
    if n < ROUGH_BELOW:
        out["note"] = f"only {n} values: a rough interval (it assumes their mean is near normal)"
    return out


def wilson(made: int, n: int, digits: int = 3) -> list[float]:
    """The 95% Wilson score interval of a share of ``made`` in ``n`` (honest at a handful of either); [0, 1] on none.

    >>> wilson(3, 10), wilson(6, 806, digits=4), wilson(0, 0)
    ([0.108, 0.603], [0.0034, 0.0161], [0.0, 1.0])
    """
    if n == 0:
        return [0.0, 1.0]
    p = made / n
    mid = (p + Z975 * Z975 / (2 * n)) / (1 + Z975 * Z975 / n)
    half = Z975 * math.sqrt(p * (1 - p) / n + Z975 * Z975 / (4 * n * n)) / (1 + Z975 * Z975 / n)
    return [round(max(0.0, mid - half), digits), round(min(1.0, mid + half), digits)]


def above_zero(ci: dict[str, Any]) -> bool:
    """True when the interval lies wholly above 0 (no interval: not shown)."""
    return ci["ci95"] is not None and ci["ci95"][0] > 0


def interval_text(ci: dict[str, Any]) -> str:
    """The interval as the summaries print it: ``95% CI [lo, hi]``, or why there is none."""
    if ci["ci95"] is None:
        return f"no interval ({ci['note']})"
    lo, hi = ci["ci95"]
    rough = " (rough: few deals)" if ci["n"] < ROUGH_BELOW else ""
    return f"95% CI [{lo:+.3f}, {hi:+.3f}]{rough}"
