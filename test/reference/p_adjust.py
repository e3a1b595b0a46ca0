"""Reference values for test/decide/multiplicity.test.ts: adjusted p-values as R's p.adjust computes them.

Holm (1979): sort the m p-values increasingly, p(1) <= ... <= p(m); the i-th adjusted value is
max over l <= i of min(1, (m - l + 1) p(l)), returned in the input's order. Bonferroni: min(1, m p).
Written from those definitions (R's stats::p.adjust, methods "holm" and "bonferroni", computes the same).
Run: python3 test/reference/p_adjust.py
"""


def holm(p):
    m = len(p)
    order = sorted(range(m), key=lambda i: p[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p[i]))
        adjusted[i] = running
    return adjusted


def bonferroni(p):
    return [min(1.0, len(p) * x) for x in p]


def main():
    p = [0.01, 0.04, 0.03, 0.005]
    print("holm", [round(x, 12) for x in holm(p)])
    print("bonferroni", [round(x, 12) for x in bonferroni(p)])


if __name__ == "__main__":
    main()
