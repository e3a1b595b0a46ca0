"""Reference z boundaries of O'Brien-Fleming-type alpha spending, solved with scipy's multivariate normal CDF.

Under no change Z_1..Z_K are jointly normal with Corr(Z_i, Z_j) = sqrt(t_i / t_j); each c_k solves
P(Z_1 < c_1, ..., Z_(k-1) < c_(k-1), Z_k >= c_k) = alpha*(t_k) - alpha*(t_(k-1)). Run: python3 test/reference/spending_boundaries.py (about four minutes). Its output:
[0.2, 0.55, 1.0] [4.8769, 2.806, 1.974]
[0.3048780487804878, 0.6097560975609756, 1.0] [3.8945, 2.6452, 1.9826]
[0.1, 0.4, 0.7, 0.85, 1.0] [6.9913, 3.3569, 2.4445, 2.2309, 2.0508]
[0.25, 0.5, 0.75, 1.0] [5.493, 3.8014, 3.0445, 2.603]   (alpha 0.005)
"""

import numpy as np
from scipy.optimize import brentq
from scipy.stats import multivariate_normal, norm


def spent(t, alpha):
    return 2 * (1 - norm.cdf(norm.ppf(1 - alpha / 2) / np.sqrt(t)))


def boundaries(fractions, alpha):
    found = []
    for k, t in enumerate(fractions):
        share = spent(t, alpha) - (spent(fractions[k - 1], alpha) if k > 0 else 0)
        ts = np.array(fractions[: k + 1])
        cov = np.sqrt(np.minimum.outer(ts, ts) / np.maximum.outer(ts, ts))

        def excess(c):
            if k == 0:
                return 1 - norm.cdf(c) - share
            below = multivariate_normal(mean=np.zeros(k), cov=cov[:k, :k], abseps=1e-10, releps=1e-10, maxpts=10**7).cdf(np.array(found)) if k > 1 else norm.cdf(found[0])
            both = multivariate_normal(mean=np.zeros(k + 1), cov=cov, abseps=1e-10, releps=1e-10, maxpts=10**7).cdf(np.array(found + [c]))
            return below - both - share

        found.append(brentq(excess, 0.5, 8, xtol=1e-8))
    return found


if __name__ == "__main__":
    for fractions in ([0.2, 0.55, 1.0], [50 / 164, 100 / 164, 1.0], [0.1, 0.4, 0.7, 0.85, 1.0]):
        print(fractions, [round(c, 4) for c in boundaries(fractions, 0.025)])
    print([0.25, 0.5, 0.75, 1.0], [round(c, 4) for c in boundaries([0.25, 0.5, 0.75, 1.0], 0.005)])
