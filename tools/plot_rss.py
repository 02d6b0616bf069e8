#!/usr/bin/python3
"""Plot the resident memory of a run's ranks over time, and check that it stays flat.

Reads samples written while the run went on (tests/app/soak.sh writes them from /proc/PID/status
once a second), one per line: `seconds step rank rss_kb` (whitespace-separated; lines starting
with # are skipped). Draws each rank's VmRSS in MB against the coarse step, and prints per rank:
the first sample after warm-up, the last, and the largest of the first and of the last quarter of
the samples after warm-up (the first `--warmup` fraction of them, 10% by default: allocations that
reach their size in the first steps).

With --check, exits 1 when any rank's last quarter peaks more than --max-growth-mb MB and more
than --max-growth-percent % above its first quarter's peak (a leak grows without bound; allocator
noise and a larger hierarchy stay within a few MB).

Usage:
  plot_rss.py SAMPLES OUT.png [--check] [--max-growth-mb 4] [--max-growth-percent 3]
"""
import argparse
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)


def read_samples(path):
    """{rank: [(seconds, step, rss_mb)]}, in file order."""
    ranks = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split()
            try:
                seconds, step, rank, rss_kb = float(fields[0]), int(fields[1]), int(fields[2]), \
                    float(fields[3])
            except (ValueError, IndexError):
                sys.exit(f"{path}:{number}: want 'seconds step rank rss_kb', got '{line}'")
            ranks.setdefault(rank, []).append((seconds, step, rss_kb / 1024.0))
    if not ranks:
        sys.exit(f"{path}: no samples")
    return ranks


def summarise(samples, warmup):
    """First, last and quarter peaks of the samples after warm-up (MB)."""
    steady = samples[int(len(samples) * warmup):]
    quarter = max(1, len(steady) // 4)
    return {
        "samples": len(samples),
        "start": steady[0][2],
        "end": steady[-1][2],
        "first_quarter_peak": max(s[2] for s in steady[:quarter]),
        "last_quarter_peak": max(s[2] for s in steady[-quarter:]),
        "peak": max(s[2] for s in samples),
        "seconds": samples[-1][0] - samples[0][0],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", metavar="SAMPLES",
                        help="the samples file: lines 'seconds step rank rss_kb' (# comments)")
    parser.add_argument("output", metavar="OUT.png", help="PNG file to write")
    parser.add_argument("--warmup", type=float, default=0.1,
                        help="fraction of the samples left out at the start (default 0.1)")
    parser.add_argument("--check", action="store_true", help="exit 1 unless RSS stays flat")
    parser.add_argument("--max-growth-mb", type=float, default=4.0,
                        help="with --check: growth in MB a rank may show (default 4; a rank "
                             "fails only beyond both limits)")
    parser.add_argument("--max-growth-percent", type=float, default=3.0,
                        help="with --check: growth in percent a rank may show (default 3)")
    args = parser.parse_args()

    ranks = read_samples(args.samples)
    flat = True
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for rank, samples in sorted(ranks.items()):
        ax.plot([s[1] for s in samples], [s[2] for s in samples], label=f"rank {rank}")
        s = summarise(samples, args.warmup)
        growth = s["last_quarter_peak"] - s["first_quarter_peak"]
        percent = 100.0 * growth / s["first_quarter_peak"]
        grew = growth > args.max_growth_mb and percent > args.max_growth_percent
        flat = flat and not grew
        print(f"rank {rank}: {s['samples']} samples over {s['seconds']:.0f} s; RSS after warm-up "
              f"{s['start']:.1f} MB, at the end {s['end']:.1f} MB, peak {s['peak']:.1f} MB; "
              f"first-quarter peak {s['first_quarter_peak']:.1f} MB, last-quarter peak "
              f"{s['last_quarter_peak']:.1f} MB ({growth:+.1f} MB, {percent:+.1f}%)"
              + (" GREW" if grew else ""))
    ax.set_xlabel("coarse step")
    ax.set_ylabel("resident memory (VmRSS, MB)")
    ax.set_ylim(bottom=0)
    ax.set_title("resident memory per rank")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(args.output, dpi=100)
    print(f"wrote {args.output}")
    if args.check and not flat:
        print(f"FAIL: resident memory grew by more than {args.max_growth_mb:g} MB and "
              f"{args.max_growth_percent:g}% between the first and the last quarter")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
