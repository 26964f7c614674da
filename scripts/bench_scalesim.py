#!/usr/bin/env python3
"""Times SCALE-Sim on the GEMMs that core/emu/benches/mxu.rs runs through the cycle-stepping simulator,
and prints SCALE-Sim's PE-cycles per second (total_cycles * R * C / seconds), of wall time and of
CPU time (this process's, all threads). On a machine shared with other work the CPU-time ratios
are the steadier ones: each side's rate leaves out the time others had the core.

Not a CI dependency. SCALE-Sim comes from PyPI (`scalesim`, which needs numpy<2.3); unless it is
importable already, the script makes a venv under /tmp (or $SCALESIM_VENV), installs it there and
re-runs itself with that venv's Python.

    python3 scripts/bench_scalesim.py                   # SCALE-Sim's figures
    cargo bench -p tpu-core --bench mxu > /tmp/mxu.txt
    python3 scripts/bench_scalesim.py --rust /tmp/mxu.txt   # ... and the simulator's, with ratios
"""

import argparse
import csv
import os
import subprocess
import sys
import tempfile
import time

# (array side, dataflow, M, K, N): the same cases, in the same order, as CASES in core/emu/benches/mxu.rs.
CASES = [
    (8, "ws", 128, 128, 128),
    (8, "os", 128, 128, 128),
    (8, "is", 128, 128, 128),
    (8, "ws", 100, 64, 200),
    (32, "ws", 256, 256, 256),
    (32, "os", 256, 256, 256),
    (32, "is", 256, 256, 256),
    (128, "ws", 512, 512, 512),
    (128, "os", 512, 512, 512),
    (128, "is", 512, 512, 512),
    (128, "ws", 1024, 64, 512),
]

VENV = os.environ.get("SCALESIM_VENV", "/tmp/scalesim-venv")

# The configuration of core/testdata/systolic (scripts/refdata/systolic.py imports it): 64 KiB
# SRAMs, bandwidth 10, one bank, CALC interface; plus the sections SCALE-Sim 3.0.0 insists on:
# request buffers, SRAM layout (default, no custom layout) and sparsity (off).
CONFIG = """[general]
run_name = {name}

[architecture_presets]
ArrayHeight: {side}
ArrayWidth: {side}
IfmapSramSzkB: 64
FilterSramSzkB: 64
OfmapSramSzkB: 64
IfmapOffset: 0
FilterOffset: 10000000
OfmapOffset: 20000000
Bandwidth : 10
Dataflow : {dataflow}
MemoryBanks: 1
ReadRequestBuffer: 512
WriteRequestBuffer: 512

[layout]
IfmapCustomLayout: False
FilterCustomLayout: False
IfmapSRAMBankBandwidth: 10
IfmapSRAMBankNum: 1
IfmapSRAMBankPort: 2
FilterSRAMBankBandwidth: 10
FilterSRAMBankNum: 1
FilterSRAMBankPort: 2

[sparsity]
SparsitySupport: false

[run_presets]
InterfaceBandwidth: CALC
UseRamulatorTrace: False
"""


def ensure_scalesim(no_install):
    try:
        import scalesim  # noqa: F401
        return
    except ImportError:
        pass
    if no_install:
        sys.exit("scalesim is not importable (pip install scalesim 'numpy<2.3')")
    python = os.path.join(VENV, "bin", "python")
    # Compare prefixes, not executables: a venv's python is a symlink to the interpreter it came from.
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        sys.exit(f"scalesim is still not importable from {VENV}")
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    # numpy 2.3+ breaks scalesim 3.0.0 (double_buffered_scratchpad_mem.py: int(max(...))).
    subprocess.check_call([python, "-m", "pip", "install", "-q", "scalesim==3.0.0", "numpy<2.3"])
    os.execv(python, [python, os.path.abspath(__file__), *sys.argv[1:]])


def run_case(side, dataflow, m, k, n, workdir):
    from scalesim.scale_sim import scalesim

    name = f"bench_{side}x{side}_{dataflow}_{m}_{k}_{n}"
    cfg = os.path.join(workdir, name + ".cfg")
    topo = os.path.join(workdir, name + ".csv")
    with open(cfg, "w") as f:
        f.write(CONFIG.format(name=name, side=side, dataflow=dataflow))
    # SCALE-Sim's GEMM topology columns are M, N, K, with a trailing comma. The layout file is read
    # but unused without custom layouts; the topology's rows serve.
    with open(topo, "w") as f:
        f.write(f"Layer Name, M, N, K,\ngemm, {m}, {n}, {k},\n")
    start, cpu_start = time.perf_counter(), time.process_time()
    sim = scalesim(save_disk_space=True, verbose=False, config=cfg, topology=topo,
                   layout=topo, input_type_gemm=True)
    sim.run_scale(top_path=workdir)
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    with open(os.path.join(workdir, name, "COMPUTE_REPORT.csv")) as f:
        row = next(csv.DictReader(f, skipinitialspace=True))
    return int(row["Total Cycles"]), seconds, cpu_seconds


def rust_rates(path):
    """The simulator's rows from the bench's output: (side, dataflow, M, K, N) -> (cycles, i64, f32,
    i64 per CPU second, f32 per CPU second)."""
    rates = {}
    with open(path) as f:
        for line in f:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) != 11 or "x" not in cells[0] or not cells[2].isdigit():
                continue
            side = int(cells[0].split("x")[0])
            key = (side, cells[1], int(cells[2]), int(cells[3]), int(cells[4]))
            rates[key] = (int(cells[5]), *(float(c) for c in cells[7:11]))
    return rates


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rust", help="output of `cargo bench --bench mxu`, to print ratios")
    parser.add_argument("--no-install", action="store_true", help="do not create a venv")
    args = parser.parse_args()
    ensure_scalesim(args.no_install)
    rates = rust_rates(args.rust) if args.rust else {}

    print("| array | dataflow | M | K | N | total_cycles | SCALE-Sim s | SCALE-Sim CPU s "
          "| SCALE-Sim PE-cycles/s | SCALE-Sim PE-cycles/CPU-s | sim i64 PE-cycles/CPU-s "
          "| sim f32 PE-cycles/CPU-s | i64 ratio, wall | f32 ratio, wall | i64 ratio, CPU "
          "| f32 ratio, CPU |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    with tempfile.TemporaryDirectory() as workdir:
        for case in CASES:
            side, dataflow, m, k, n = case
            cycles, seconds, cpu_seconds = run_case(*case, workdir)
            rate = cycles * side * side / seconds
            cpu_rate = cycles * side * side / cpu_seconds
            sim = ["", ""]
            ratios = ["", "", "", ""]
            if case in rates:
                rust_cycles, i64_rate, f32_rate, i64_cpu, f32_cpu = rates[case]
                if rust_cycles != cycles:
                    sys.exit(f"cycle counts differ for {case}: SCALE-Sim {cycles}, ours {rust_cycles}")
                sim = [f"{i64_cpu:.3e}", f"{f32_cpu:.3e}"]
                ratios = [f"{i64_rate / rate:.0f}x", f"{f32_rate / rate:.0f}x",
                          f"{i64_cpu / cpu_rate:.0f}x", f"{f32_cpu / cpu_rate:.0f}x"]
            print(f"| {side}x{side} | {dataflow} | {m} | {k} | {n} | {cycles} | {seconds:.2f} "
                  f"| {cpu_seconds:.2f} | {rate:.3e} | {cpu_rate:.3e} | {sim[0]} | {sim[1]} "
                  f"| {' | '.join(ratios)} |", flush=True)


if __name__ == "__main__":
    main()
