#!/usr/bin/env python3
"""Writes core/testdata/systolic/scalesim_conv_reference.csv: SCALE-Sim 3.0.0's compute and access
reports for a set of convolution layers (and two GEMM-shaped ones) read from SCALE-Sim topology
files, on square and non-square arrays in each dataflow. core/emu/src/mxu/topology.rs's tests check
`tpu mxu --topology` against every row.

Every figure comes from SCALE-Sim's COMPUTE_REPORT.csv and DETAILED_ACCESS_REPORT.csv; the layer
columns are the topology file's. The topology files themselves are committed beside the CSV
(`conv_layers.csv`, `gemm_layers.csv`), so the test reads exactly what SCALE-Sim read.

SCALE-Sim comes from PyPI (scalesim==3.0.0, which needs numpy<2.3), in a venv outside the repo:

    python3 -m venv /work/venv-scalesim
    /work/venv-scalesim/bin/pip install scalesim==3.0.0 "numpy<2.3"
    /work/venv-scalesim/bin/python scripts/refdata/systolic_conv.py [--check]

The configuration is scripts/bench_scalesim.py's (64 KiB SRAMs, bandwidth 10, CALC interface).
"""
import argparse
import csv
import datetime
import io
import os
import pathlib
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "refdata"))
from bench_scalesim import CONFIG  # noqa: E402
from systolic import column, report  # noqa: E402

DATA = ROOT / "core" / "testdata" / "systolic"
OUT = DATA / "scalesim_conv_reference.csv"
SIMULATOR = "SCALE-Sim 3.0.0"
# (rows, cols) of the array: two squares and both orientations of a rectangle.
ARRAYS = [(4, 4), (8, 8), (8, 16), (16, 8)]
DATAFLOWS = ["os", "ws", "is"]
# SCALE-Sim's convolution topology: name, ifmap h, ifmap w, filter h, filter w, channels, filters,
# stride (a trailing comma ends each row). Small CNN layers, a pointwise and a fully connected one,
# a stride that leaves a partial window (SCALE-Sim rounds the output size up), a non-square image
# and filter, and a depthwise layer (a name with "DP": one layer per channel).
CONV_TOPOLOGY = """Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,
Conv1, 16, 16, 3, 3, 3, 8, 1,
Conv2, 14, 14, 3, 3, 8, 16, 1,
Conv3, 12, 12, 5, 5, 4, 6, 2,
Pointwise, 9, 9, 1, 1, 16, 32, 1,
LeNetC1, 28, 28, 5, 5, 1, 6, 1,
LeNetC2, 12, 12, 5, 5, 6, 16, 1,
FC1, 1, 1, 1, 1, 256, 120, 1,
Strided, 11, 11, 3, 3, 16, 16, 2,
Wide, 7, 7, 3, 3, 64, 40, 1,
Tall, 10, 14, 3, 5, 2, 12, 3,
DPConv, 8, 8, 3, 3, 3, 4, 1,
"""
# SCALE-Sim's GEMM topology (`-i gemm`): name, M, N, K, in that order.
GEMM_TOPOLOGY = """Layer Name, M, N, K,
QK, 64, 64, 32,
Proj, 20, 48, 40,
"""
COLUMNS = ["simulator", "topology", "array", "dataflow", "layer", "total_cycles_incl_prefetch",
           "total_cycles", "stall_cycles", "overall_util_pct", "mapping_eff_pct", "compute_util_pct",
           "sram_ifmap_reads", "sram_filter_reads", "sram_ofmap_writes", "dram_ifmap_reads",
           "dram_filter_reads", "dram_ofmap_writes"]


def run_config(args):
    """Runs one topology file on one array and dataflow; returns the CSV rows."""
    topo_name, text, gemm, (rows, cols), dataflow = args
    from scalesim.scale_sim import scalesim

    name = f"{topo_name}_{rows}x{cols}_{dataflow}"
    with tempfile.TemporaryDirectory() as work:
        cfg = os.path.join(work, name + ".cfg")
        topo = os.path.join(work, topo_name + ".csv")
        config = CONFIG.format(name=name, side=rows, dataflow=dataflow)
        config = config.replace(f"ArrayWidth: {rows}", f"ArrayWidth: {cols}")
        with open(cfg, "w") as f:
            f.write(config)
        with open(topo, "w") as f:
            f.write(text)
        sim = scalesim(save_disk_space=True, verbose=False, config=cfg, topology=topo, layout=topo,
                       input_type_gemm=gemm)
        sim.run_scale(top_path=work)
        compute = report(os.path.join(work, name, "COMPUTE_REPORT.csv"))
        access = report(os.path.join(work, name, "DETAILED_ACCESS_REPORT.csv"))
        names = list(sim.topo.topo_arrays)
    assert len(compute) == len(access) == len(names), (len(compute), len(access), len(names))
    out = []
    for entry, c, a in zip(names, compute, access):
        out.append({
            "simulator": SIMULATOR, "topology": topo_name + ".csv", "array": f"{rows}x{cols}",
            "dataflow": dataflow, "layer": entry[0],
            "total_cycles_incl_prefetch": column(c, "Total Cycles (incl. prefetch)"),
            "total_cycles": column(c, "Total Cycles"),
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
        })
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    args = ap.parse_args()
    import scalesim  # noqa: F401  (fail early: see the docstring for the venv)
    from importlib.metadata import version

    if version("scalesim") != "3.0.0":
        sys.exit(f"scalesim {version('scalesim')} is installed; the reference is made with 3.0.0")
    topologies = [("conv_layers", CONV_TOPOLOGY, False), ("gemm_layers", GEMM_TOPOLOGY, True)]
    configs = [(name, text, gemm, array, df) for name, text, gemm in topologies
               for array in ARRAYS for df in DATAFLOWS]
    with ProcessPoolExecutor(max_workers=min(len(configs), os.cpu_count() or 1)) as pool:
        results = list(pool.map(run_config, configs))
    out = io.StringIO()
    w = csv.DictWriter(out, COLUMNS, lineterminator="\n")
    w.writeheader()
    for rows in results:
        w.writerows(rows)
    files = {OUT: out.getvalue()}
    files.update({DATA / (name + ".csv"): text for name, text, _ in topologies})
    if args.check:
        stale = [p for p, text in files.items() if not p.exists() or p.read_text() != text]
        for p in files:
            print(f"{p}: {'DIFFERS' if p in stale else 'up to date'}")
        return 1 if stale else 0
    DATA.mkdir(parents=True, exist_ok=True)
    for p, text in files.items():
        p.write_text(text)
    print(f"wrote {OUT}: {sum(map(len, results))} rows, scalesim {version('scalesim')}, "
          f"numpy {version('numpy')}, {datetime.date.today()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
