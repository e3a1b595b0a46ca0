"""Reference values for the tests in test/resample/ and test/report/, from scipy and numpy.

Prints, for the per-problem differences of test/resample/data.ts (read from that file, so the data has one
source):
- the mean, the paired standard error d.std(ddof=1)/sqrt(P), scipy's jackknife acceleration a_hat;
- scipy.stats.bootstrap's BCa and percentile 95% intervals, 10,000 resamples, averaged over seeds 0..R-1 with
  the standard deviation of one run's endpoints (R = 40, or 400 for the lattice data B);
- the normal and Student t quantiles the gate uses (scipy.special.ndtri, scipy.stats.t.ppf);
- numpy.quantile's default (linear) interpolation on [1, 2, 4, 8].
Run: python3 test/reference/scipy_reference.py   (scipy 1.17.1, numpy 2.x; about a minute)
"""

import pathlib
import re

import numpy as np
import scipy
from scipy import stats
from scipy.special import ndtri
from scipy.stats._resampling import _bca_interval

DATA = pathlib.Path(__file__).resolve().parent.parent / "resample" / "data.ts"


def counts(name):
    text = DATA.read_text()
    body = re.search(r"export const %s = \[([^\]]*)\]" % name, text).group(1)
    return np.array([int(x) for x in re.findall(r"\d+", body)])


def pass_at_k(n, c, k):
    """The Codex paper's unbiased estimator, numerically stable form."""
    if n - c < k:
        return 1.0
    return 1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1))


def differences(base, cand, n, k):
    return np.array([pass_at_k(n, c, k) - pass_at_k(n, b, k) for b, c in zip(base, cand)])


def acceleration(d):
    theta_b = np.zeros((1, 1))  # only a_hat is used; z0 from these placeholder resamples is discarded
    with np.errstate(invalid="ignore", divide="ignore"):
        _, _, a_hat = _bca_interval((d,), np.mean, axis=-1, alpha=0.025, theta_hat_b=theta_b, batch=None,
                                    xp=np)
    return float(np.asarray(a_hat).ravel()[0])


def intervals(d, method, runs):
    ends = []
    for seed in range(runs):
        result = stats.bootstrap((d,), np.mean, n_resamples=10000, method=method, confidence_level=0.95,
                                 rng=np.random.default_rng(seed))
        ends.append([result.confidence_interval.low, result.confidence_interval.high])
    ends = np.array(ends)
    return {"lo": round(ends[:, 0].mean(), 6), "loSd": round(ends[:, 0].std(ddof=1), 6),
            "hi": round(ends[:, 1].mean(), 6), "hiSd": round(ends[:, 1].std(ddof=1), 6)}


def main():
    print("scipy", scipy.__version__, "numpy", np.__version__)
    sets = {
        "A pass@1": (differences(counts("A_BASE"), counts("A_CAND"), 20, 1), 40),
        "A pass@5": (differences(counts("A_BASE"), counts("A_CAND"), 20, 5), 40),
        "B pass@1": (differences(counts("B_BASE"), counts("B_CAND"), 1, 1), 400),
    }
    for name, (d, runs) in sets.items():
        print(name)
        print("  mean", repr(d.mean()), "se", repr(d.std(ddof=1) / np.sqrt(d.size)), "aHat", repr(acceleration(d)))
        print("  bca", intervals(d, "BCa", runs))
        print("  percentile", intervals(d, "percentile", runs))
    print("ndtri(0.975)", repr(ndtri(0.975)), "ndtri(0.8)", repr(ndtri(0.8)), "ndtri(0.95)", repr(ndtri(0.95)))
    for df in (9, 19, 99, 163, 199):
        print("t.ppf(0.975, %d)" % df, repr(stats.t.ppf(0.975, df)))
    print("numpy.quantile([1, 2, 4, 8], [0.5, 0.25])", np.quantile([1, 2, 4, 8], [0.5, 0.25]))


if __name__ == "__main__":
    main()
