"""Reference z boundaries of O'Brien-Fleming-type spending at many looks, whose early shares are far below what
the multivariate normal CDF of spending_boundaries.py resolves (1e-24 at the first of 20 looks): the same
recursion on the score scale as src/sequential/spending.ts, written apart, with scipy's upper tails (norm.sf,
norm.isf), Simpson's rule from scipy.integrate on a grid of step 0.001 and brentq. Run:
python3 test/reference/spending_many_looks.py (a few minutes). Its output (164 problems, alpha 0.025):
15 [8.5752, 6.0083, 4.8614, 4.1751, 3.7101, 3.3706, 3.1094, 2.9225, 2.7439, 2.597, 2.4716, 2.3627, 2.2672, 2.1823, 2.1064]
20 [10.0805, 7.0806, 5.6223, 4.8625, 4.3387, 3.9519, 3.6522, 3.3795, 3.1895, 3.0255, 2.8843, 2.7611, 2.6343, 2.5435, 2.4582, 2.3807, 2.3101, 2.2326, 2.1778, 2.1237]
"""

import numpy as np
from scipy.integrate import simpson
from scipy.optimize import brentq
from scipy.stats import norm

STEP = 0.001
LOWEST = 12


def boundaries(fractions, alpha):
    q = norm.isf(alpha / 2)
    spent = [2 * norm.sf(q / np.sqrt(t)) for t in fractions]
    found, grid, density, before, spent_before = [], None, None, 0, 0
    for t, cumulative in zip(fractions, spent):
        share = cumulative - spent_before
        if grid is None:
            c = norm.isf(share)
        else:
            sd = np.sqrt(t - before)
            c = brentq(lambda z: simpson(density * norm.sf((z * np.sqrt(t) - grid) / sd), x=grid) - share, 0, 20, xtol=1e-11)
        count = int(np.ceil((c + LOWEST) * np.sqrt(t) / STEP))
        x = np.linspace(-LOWEST * np.sqrt(t), c * np.sqrt(t), count + count % 2 + 1)
        if grid is None:
            density = norm.pdf(x / np.sqrt(t)) / np.sqrt(t)
        else:
            density = np.concatenate(
                [simpson(density * norm.pdf((x[i : i + 500, None] - grid) / sd) / sd, x=grid, axis=1) for i in range(0, len(x), 500)]
            )
        grid, before, spent_before = x, t, cumulative
        found.append(c)
    return found


if __name__ == "__main__":
    for looks in (15, 20):
        fractions = [round(164 * (i + 1) / looks) / 164 for i in range(looks)]
        print(looks, [round(float(c), 4) for c in boundaries(fractions, 0.025)])
