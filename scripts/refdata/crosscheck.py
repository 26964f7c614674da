#!/usr/bin/env python3
"""Compares core/testdata with another copy of reference data where the two overlap, and prints
each disagreement. Not used by the tests or CI: a one-off check of the data this project made
against reference data made elsewhere (a copy kept outside the repository, given with --other).

    python3 scripts/refdata/crosscheck.py --other /path/to/oracle
"""
import argparse
import csv
import json
import pathlib
import sys

OURS = pathlib.Path(__file__).resolve().parents[2] / "core" / "testdata"


def rows(path, key):
    with open(path) as f:
        return {key(r): r for r in csv.DictReader(f)}


def close(a, b, rel):
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    return x == y or abs(x - y) <= rel * max(abs(x), abs(y))


def compare_csv(name, ours, theirs, key, columns, rel):
    a, b = rows(ours, key), rows(theirs, key)
    common = sorted(set(a) & set(b))
    bad = 0
    for k in common:
        for c in columns:
            if not close(a[k][c], b[k][c], rel):
                print(f"{name} {k}: {c} ours {a[k][c]} theirs {b[k][c]}")
                bad += 1
    print(f"{name}: {len(common)} common rows (ours {len(a)}, theirs {len(b)}), {bad} disagreements "
          f"(relative tolerance {rel:g})")
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--other", required=True, type=pathlib.Path)
    args = ap.parse_args()
    bad = 0
    torus_cols = ["t_latency_us", "t_bandwidth_us", "t_total_us", "max_bytes_per_directed_link",
                  "directed_links_used"]
    bad += compare_csv("torus", OURS / "torus/torus_reference.csv", args.other / "torus/torus_reference.csv",
                       lambda r: (r["topology"], r["collective"], r["algorithm"], r["N_bytes"]), torus_cols, 1e-12)
    sys_cols = ["MACs", "total_cycles", "stall_cycles", "overall_util_pct", "mapping_eff_pct", "compute_util_pct",
                "sram_ifmap_reads", "sram_filter_reads", "sram_ofmap_writes", "dram_ifmap_reads",
                "dram_filter_reads", "dram_ofmap_writes", "Sr", "Sc", "T", "row_folds", "col_folds",
                "cycles_per_fold", "closed_form_cycles"]
    ours_sys = OURS / "systolic/scalesim_reference.csv"
    if ours_sys.exists():
        bad += compare_csv("systolic", ours_sys, args.other / "systolic/scalesim_reference.csv",
                           lambda r: (r["array"], r["dataflow"], r["M"], r["K"], r["N"]), sys_cols, 0.0)
    ours_rng = OURS / "rng/torch_rng_reference.json"
    if ours_rng.exists():
        a = json.loads(ours_rng.read_text())["cases"]
        b = json.loads((args.other / "rng/torch_rng_reference.json").read_text())["cases"]
        common = sorted(set(a) & set(b))
        diff = [n for n in common if a[n] != b[n]]
        for n in diff:
            print(f"rng {n}: differs")
        print(f"rng: {len(common)} common cases (ours {len(a)}, theirs {len(b)}), {len(diff)} disagreements")
        bad += len(diff)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
