#!/usr/bin/env python3
"""Counts the kernels the GPU backend left to the CPU reference (trace `host_fallback`) on the
example programs and the programs of core/testdata/programs, per program and per op.

    python3 scripts/host_fallbacks.py [path/to/tpu] [--mode strict|debug|fused]

Runs `tpu run FILE --backend gpu --trace T` for each program (the test-data programs need
device = "tpu": they are run with "cpu" replaced, as core/tests/oracle_programs.rs does).
"""
import collections, glob, json, os, subprocess, sys, tempfile

def main():
    args = sys.argv[1:]
    tpu = args[0] if args and not args[0].startswith("--") else "target/debug/tpu"
    mode = args[args.index("--mode") + 1] if "--mode" in args else "strict"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    testdata = os.path.join(root, "core", "testdata")
    programs = sorted(glob.glob(os.path.join(root, "assets/examples/*.py")))
    programs += sorted(glob.glob(os.path.join(testdata, "programs/*.py")))
    per_op = collections.Counter()
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in programs:
            src = open(path).read().replace('device = "cpu"', 'device = "tpu"')
            prog = os.path.join(tmp, os.path.basename(path))
            open(prog, "w").write(src)
            trace = os.path.join(tmp, "trace.json")
            if os.path.exists(trace):
                os.remove(trace)
            subprocess.run([tpu, "run", prog, "--backend", "gpu", "--mode", mode, "--trace", trace],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
            if not os.path.exists(trace):
                print(f"{os.path.basename(path):32} (no trace)")
                continue
            doc = json.load(open(trace))
            procs = doc.get("processes", [doc])
            events = [e for p in procs for e in p["events"]]
            dropped = sum(p.get("dropped", 0) for p in procs)
            ops = collections.Counter(e["name"] for e in events
                                      if e.get("event") == "kernel_launched" and e.get("host_fallback"))
            n = sum(ops.values())
            total += n
            per_op.update(ops)
            note = f" (trace ring dropped {dropped} events)" if dropped else ""
            print(f"{os.path.basename(path):32} {n:6}  {dict(ops)}{note}")
    print(f"total host_fallback kernels: {total}")
    print("by op:", dict(per_op.most_common()))

main()
