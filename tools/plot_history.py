#!/usr/bin/python3
"""Plot a Vagus run history (history.jsonl, one JSON object per autonomic decision).

Draws, against the coarse step of each decision, what the PRAGMA paper shows in its figures 2-4:
each rank's relative capacity C_k, each rank's largest-patch limit (cells), each rank's measured
kernel seconds per coarse step (with the prediction dashed), and the load imbalance
(measured, and the partitioner's metric when the run recorded it); and each rank's communication
per coarse step (its messages and bytes at the link sensor's rates, or in histories without
them its waits for its neighbours, with what the previous decision predicted dashed).

Usage:
  plot_history.py HISTORY.jsonl OUT.png     one figure with all panels
  plot_history.py HISTORY.jsonl OUT_DIR     capacities.png, patch_limits.png, step_times.png,
                                            imbalance.png, communication.png in OUT_DIR
                                            (created if missing)
When no rank ever had a patch-size limit, the patch-limit panel (and patch_limits.png) is left out;
when no rank's links took any time, the communication panel (and communication.png).
"""
import argparse
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)


def read_history(path):
    records = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{number}: not a JSON object ({e})")
    if not records:
        sys.exit(f"{path}: no decisions in the history")
    return records


def per_rank(records, key):
    """{rank: [value per decision]} for a per-rank field (None where missing)."""
    ranks = sorted({r["rank"] for rec in records for r in rec["ranks"]})
    series = {k: [] for k in ranks}
    for rec in records:
        by_rank = {r["rank"]: r for r in rec["ranks"]}
        for k in ranks:
            series[k].append(by_rank.get(k, {}).get(key))
    return series


def steps(records):
    return [rec["step"] for rec in records]


def plot_capacities(ax, records):
    x = steps(records)
    for k, values in per_rank(records, "capacity").items():
        ax.step(x, values, where="post", label=f"rank {k}")
    for rec in records:
        for k in rec.get("evacuated", []):
            ax.annotate(f"{k} out", (rec["step"], 0), fontsize=7, color="red")
        for k in rec.get("readmitted", []):
            ax.annotate(f"{k} in", (rec["step"], 0), fontsize=7, color="green")
    ax.set_ylabel("capacity $C_k$")
    ax.set_ylim(bottom=0)
    ax.set_title(f"capacities ({records[0].get('policy', '?')} policy)")
    ax.legend(fontsize=8)


def has_limits(records):
    """Whether any rank had a patch-size limit (max_patch_cells > 0) at any decision."""
    return any(v and v > 0 for values in per_rank(records, "max_patch_cells").values()
               for v in values)


def plot_limits(ax, records):
    x = steps(records)
    for k, values in per_rank(records, "max_patch_cells").items():
        cells = [v if v and v > 0 else float("nan") for v in values]
        ax.step(x, cells, where="post", label=f"rank {k}")
    ax.set_yscale("log")
    ax.set_ylabel("largest patch (cells)")
    ax.set_title("patch-size limits")
    ax.legend(fontsize=8)


def predicted_for_steps(records, key):
    """{rank: [prediction for the steps each decision measured]}: a decision's `key` is about the
    steps after it, which the next decision measures (0 or missing: none)."""
    return {k: [float("nan")] + [v if v else float("nan") for v in values[:-1]]
            for k, values in per_rank(records, key).items()}


def plot_times(ax, records):
    x = steps(records)
    measured = per_rank(records, "kernel_seconds")
    if any(v for values in per_rank(records, "predicted_compute").values() for v in values):
        predicted = predicted_for_steps(records, "predicted_compute")
    else:  # histories without it: the policy's expectation at its proposal
        predicted = {k: [v if v else float("nan") for v in values]
                     for k, values in per_rank(records, "predicted_seconds").items()}
    for k, values in measured.items():
        (line,) = ax.plot(x, values, marker=".", label=f"rank {k}")
        ax.plot(x, predicted[k], linestyle="--", color=line.get_color(), alpha=0.6)
    ax.set_ylabel("kernel seconds per step")
    ax.set_xlabel("coarse step")
    ax.set_title("per-rank step times (dashed: predicted)")
    ax.legend(fontsize=8)


def has_communication(records):
    """Whether any rank's links took time (link_seconds > 0) at any decision."""
    return any(v and v > 0 for values in per_rank(records, "link_seconds").values()
               for v in values)


def sensed_communication(records):
    """Per rank, the exchange at the link sensor's rates (latency_seconds + bandwidth_seconds);
    the waits (link_seconds) when the history has no sensed rates (communication not modelled,
    or written before the link probe)."""
    latency = per_rank(records, "latency_seconds")
    bandwidth = per_rank(records, "bandwidth_seconds")
    sensed = {k: [(a or 0) + (b or 0) for a, b in zip(latency[k], bandwidth[k])] for k in latency}
    if any(v > 0 for values in sensed.values() for v in values):
        return sensed
    return per_rank(records, "link_seconds")


def plot_communication(ax, records):
    x = steps(records)
    measured = sensed_communication(records)
    predicted = predicted_for_steps(records, "predicted_communication")
    for k, values in measured.items():
        (line,) = ax.plot(x, [v if v is not None else float("nan") for v in values], marker=".",
                          label=f"rank {k}")
        ax.plot(x, predicted[k], linestyle="--", color=line.get_color(), alpha=0.6)
    ax.set_ylabel("link seconds per step")
    ax.set_xlabel("coarse step")
    ax.set_title("per-rank communication (dashed: predicted)")
    ax.legend(fontsize=8)


def plot_imbalance(ax, records):
    x = steps(records)
    ax.plot(x, [rec.get("measured_imbalance") for rec in records], marker=".",
            label="measured (max / mean time)")
    partition = [rec.get("partition", {}).get("imbalance") for rec in records]
    if any(v is not None for v in partition):
        ax.plot(x, [v if v is not None else float("nan") for v in partition], marker=".",
                label="partition (max load / target)")
    ax.axhline(1.0, color="gray", linewidth=0.5)
    ax.set_ylabel("imbalance")
    ax.set_xlabel("coarse step")
    ax.set_title("load imbalance")
    ax.legend(fontsize=8)


PANELS = [("capacities", plot_capacities), ("patch_limits", plot_limits),
          ("step_times", plot_times), ("imbalance", plot_imbalance),
          ("communication", plot_communication)]


def grid(count):
    """Rows and columns for `count` panels."""
    if count <= 3:
        return 1, count
    return (2, 2) if count == 4 else (2, 3)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("history", help="history.jsonl written by a Vagus run")
    parser.add_argument("output", help="OUT.png (one figure) or a directory (one file per panel)")
    parser.add_argument("--title", help="title instead of the run's policy, ranks and steps")
    args = parser.parse_args()
    records = read_history(args.history)
    optional = {"patch_limits": (has_limits, "no patch-size limits in this history: "
                                             "no patch-limit panel"),
                "communication": (has_communication, "no communication time in this history: "
                                                     "no communication panel")}
    panels = []
    for name, draw in PANELS:
        if name in optional and not optional[name][0](records):
            print(optional[name][1])
        else:
            panels.append((name, draw))

    if args.output.lower().endswith(".png"):
        rows, columns = grid(len(panels))
        fig, axes = plt.subplots(rows, columns, figsize=(6 * columns, 4 * rows), squeeze=False)
        for ax, (_, draw) in zip(axes.flat, panels):
            draw(ax, records)
        for ax in list(axes.flat)[len(panels):]:
            ax.set_visible(False)
        fig.suptitle(args.title or
                     f"autonomic decisions: {records[0].get('policy', '?')} policy, "
                     f"{len(records[0].get('ranks', []))} ranks, {len(records)} decisions, "
                     f"coarse steps {records[0].get('step', '?')} to {records[-1].get('step', '?')}")
        fig.tight_layout()
        fig.savefig(args.output, dpi=100)
        print(f"wrote {args.output}")
    else:
        os.makedirs(args.output, exist_ok=True)
        for name, draw in panels:
            fig, ax = plt.subplots(figsize=(7, 4))
            draw(ax, records)
            fig.tight_layout()
            path = os.path.join(args.output, f"{name}.png")
            fig.savefig(path, dpi=100)
            plt.close(fig)
            print(f"wrote {path}")


if __name__ == "__main__":
    main()
