#!/usr/bin/env python3
"""Writes core/testdata/systolic/scalesim_reference.csv: SCALE-Sim 3.0.0's own reports for nine
GEMMs on 4x4 and 8x8 arrays in each dataflow (54 rows), which core/emu/src/mxu/oracle_tests.rs checks
the MXU model's `scalesim` mode against.

Every figure in a row comes from SCALE-Sim's COMPUTE_REPORT.csv and DETAILED_ACCESS_REPORT.csv,
except the mapping columns (Sr, Sc, T, row_folds, col_folds, cycles_per_fold, closed_form_cycles),
which this script derives from the GEMM and the array with its own closed form; it refuses to write
a row where that closed form disagrees with SCALE-Sim's total cycles.

SCALE-Sim comes from PyPI (scalesim==3.0.0, which needs numpy<2.3), in a venv outside the repo:

    python3 -m venv /work/venv-scalesim
    /work/venv-scalesim/bin/pip install scalesim==3.0.0 "numpy<2.3"
    /work/venv-scalesim/bin/python scripts/refdata/systolic.py [--check]

The configuration is scripts/bench_scalesim.py's (64 KiB SRAMs, bandwidth 10, CALC interface).
"""
import argparse
import csv
import datetime
import io
import math
import os
import pathlib
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from bench_scalesim import CONFIG  # noqa: E402  (one configuration for the bench and the reference)

OUT = ROOT / "core" / "testdata" / "systolic" / "scalesim_reference.csv"
SIMULATOR = "SCALE-Sim 3.0.0"
ARRAYS = [4, 8]
DATAFLOWS = ["os", "ws", "is"]
# (M, K, N): C[M x N] = A[M x K] . B[K x N]. Square ones, a ragged one, a tall-skinny pair (K = 1 and
# M = N = 1 stress the fill and drain accounting).
GEMMS = [(4, 4, 4), (8, 8, 8), (16, 16, 16), (17, 33, 9), (64, 64, 64), (128, 128, 128),
         (256, 512, 128), (1000, 1, 1000), (1, 1000, 1)]
COLUMNS = ["simulator", "array", "dataflow", "M", "K", "N", "MACs", "total_cycles", "stall_cycles",
           "overall_util_pct", "mapping_eff_pct", "compute_util_pct", "sram_ifmap_reads",
           "sram_filter_reads", "sram_ofmap_writes", "dram_ifmap_reads", "dram_filter_reads",
           "dram_ofmap_writes", "Sr", "Sc", "T", "row_folds", "col_folds", "cycles_per_fold",
           "closed_form_cycles", "closed_form_matches"]


def mapping(side, dataflow, m, k, n):
    """The GEMM on an side x side array: what lies along the rows, the columns and time, the folds,
    and the demand rows each fold takes (the stationary operand's load, the skew, the drain)."""
    sr, sc, t = {"os": (m, n, k), "ws": (k, n, m), "is": (k, m, n)}[dataflow]
    row_folds, col_folds = math.ceil(sr / side), math.ceil(sc / side)
    if dataflow == "os":
        per_fold = t + 2 * side - 2
    else:
        per_fold = t + 3 * side - 2
    # The last OFMAP write lands one cycle before the last demand row would.
    return sr, sc, t, row_folds, col_folds, per_fold, row_folds * col_folds * per_fold - 1


def report(path):
    with open(path) as f:
        return [{k.strip(): v.strip() for k, v in r.items() if k and k.strip()}
                for r in csv.DictReader(f, skipinitialspace=True)]


def column(row, *names):
    for name in names:
        if name in row:
            return row[name]
    raise KeyError(f"none of {names} in SCALE-Sim's report columns {sorted(row)}")


def run_config(args):
    """Runs one array size and dataflow over every GEMM; returns the CSV rows."""
    side, dataflow = args
    from scalesim.scale_sim import scalesim

    name = f"ref_{side}x{side}_{dataflow}"
    with tempfile.TemporaryDirectory() as work:
        cfg = os.path.join(work, name + ".cfg")
        topo = os.path.join(work, name + ".csv")
        with open(cfg, "w") as f:
            f.write(CONFIG.format(name=name, side=side, dataflow=dataflow))
        with open(topo, "w") as f:
            # SCALE-Sim's GEMM topology: columns M, N, K and a trailing comma.
            f.write("Layer Name, M, N, K,\n")
            for m, k, n in GEMMS:
                f.write(f"gemm_{m}_{k}_{n}, {m}, {n}, {k},\n")
        sim = scalesim(save_disk_space=True, verbose=False, config=cfg, topology=topo, layout=topo,
                       input_type_gemm=True)
        sim.run_scale(top_path=work)
        compute = report(os.path.join(work, name, "COMPUTE_REPORT.csv"))
        access = report(os.path.join(work, name, "DETAILED_ACCESS_REPORT.csv"))
    assert len(compute) == len(access) == len(GEMMS), (len(compute), len(access))
    rows = []
    for (m, k, n), c, a in zip(GEMMS, compute, access):
        sr, sc, t, rf, cf, per_fold, closed = mapping(side, dataflow, m, k, n)
        total = int(column(c, "Total Cycles"))
        if total != closed:
            sys.exit(f"{side}x{side} {dataflow} {m}x{k}x{n}: SCALE-Sim says {total} cycles, "
                     f"the closed form {closed}; refusing to write")
        rows.append({
            "simulator": SIMULATOR, "array": f"{side}x{side}", "dataflow": dataflow,
            "M": m, "K": k, "N": n, "MACs": m * k * n, "total_cycles": total,
            "stall_cycles": column(c, "Stall Cycles"),
            "overall_util_pct": column(c, "Overall Util %"),
            "mapping_eff_pct": column(c, "Mapping Efficiency %"),
            "compute_util_pct": column(c, "Compute Util %"),
            "sram_ifmap_reads": column(a, "SRAM IFMAP Reads"),
            "sram_filter_reads": column(a, "SRAM Filter Reads"),
            "sram_ofmap_writes": column(a, "SRAM OFMAP Writes"),
            "dram_ifmap_reads": column(a, "DRAM IFMAP Reads"),
            "dram_filter_reads": column(a, "DRAM Filter Reads"),
            "dram_ofmap_writes": column(a, "DRAM OFMAP Writes"),
            "Sr": sr, "Sc": sc, "T": t, "row_folds": rf, "col_folds": cf, "cycles_per_fold": per_fold,
            "closed_form_cycles": closed, "closed_form_matches": True,
        })
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed file, write nothing")
    args = ap.parse_args()
    import scalesim  # noqa: F401  (fail early: see the docstring for the venv)
    from importlib.metadata import version

    if version("scalesim") != "3.0.0":
        sys.exit(f"scalesim {version('scalesim')} is installed; the reference is made with 3.0.0")
    configs = [(side, df) for side in ARRAYS for df in DATAFLOWS]
    with ProcessPoolExecutor(max_workers=min(len(configs), os.cpu_count() or 1)) as pool:
        results = list(pool.map(run_config, configs))
    out = io.StringIO()
    w = csv.DictWriter(out, COLUMNS, lineterminator="\n")
    w.writeheader()
    for rows in results:
        w.writerows(rows)
    text = out.getvalue()
    if args.check:
        same = OUT.read_text() == text
        print(f"{OUT}: {'up to date' if same else 'DIFFERS'}")
        return 0 if same else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text)
    print(f"wrote {OUT}: {sum(map(len, results))} rows, scalesim {version('scalesim')}, "
          f"numpy {version('numpy')}, {datetime.date.today()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
