"""Times scipy.stats.bootstrap on per-problem differences (raw float64), the same data passk-gate resamples.

Prints one JSON line: {"seconds", "peak_kb", "ci"} for the bootstrap call alone (Python start-up and the
scipy import are not counted), or {"error": "out of memory"} when the address-space cap is hit, or
{"error": "timeout"} after --timeout seconds. The script stops itself: a timeout from the bench would end
GNU time, which the bench runs it under, and leave this process running.
"""

import argparse
import json
import resource
import signal
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("differences")
    parser.add_argument("--method", choices=["BCa", "percentile"], required=True)
    parser.add_argument("--resamples", type=int, default=10000)
    parser.add_argument("--batch", default="auto", help="'auto' (one batch holds about 1e7 values), 'none' or a number")
    parser.add_argument("--memory-mb", type=int, default=4096, help="address-space cap of this process")
    parser.add_argument("--timeout", type=float, default=0, help="seconds until the script gives up (0: never)")
    args = parser.parse_args()

    def give_up(signum, frame):
        print(json.dumps({"error": "timeout"}))
        sys.exit(0)

    signal.signal(signal.SIGALRM, give_up)
    signal.setitimer(signal.ITIMER_REAL, args.timeout)

    cap = args.memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    try:
        import numpy as np
        from scipy import stats
    except ImportError as error:
        print(json.dumps({"error": f"missing {error.name}"}))
        return

    differences = np.fromfile(args.differences, dtype=np.float64)
    if args.batch == "auto":
        batch = max(1, 10_000_000 // differences.size)
    elif args.batch == "none":
        batch = None
    else:
        batch = int(args.batch)

    start = time.perf_counter()
    try:
        result = stats.bootstrap(
            (differences,),
            np.mean,
            n_resamples=args.resamples,
            batch=batch,
            method=args.method,
            confidence_level=0.95,
            rng=np.random.default_rng(0),
        )
    except MemoryError:
        print(json.dumps({"error": "out of memory"}))
        return
    seconds = time.perf_counter() - start
    interval = result.confidence_interval
    print(json.dumps({
        "seconds": seconds,
        "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        "ci": [float(interval.low), float(interval.high)],
        "batch": batch,
    }))


if __name__ == "__main__":
    sys.exit(main())
