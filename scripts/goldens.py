#!/usr/bin/env python3
"""Writes the golden output of every example from a real PyTorch run.

Each example in assets/examples/ has the line `device = "tpu"`; real PyTorch has no tpu device, so this
runs the program with that line changed to `device = "cpu"` (the playground promises the same text;
a lesson whose line is `device = "meta"` runs unchanged)
and writes its stdout to core/tests/golden/NAME.out (an example that sets the float32 matmul
precision runs under scripts/refdata/precision.py, which rounds the matmuls' inputs as the MXU does). Needs `torch` (pip install torch); CI does not
run this: it uses the committed goldens.

    python3 scripts/goldens.py [EXAMPLE.py ...]
"""
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "assets" / "examples"
GOLDEN = ROOT / "core" / "tests" / "golden"
# An example carrying this phrase uses torch.tpu (memory statistics, the out-of-memory error), which
# real PyTorch on the CPU cannot run: its golden is derived by hand (see core/tests/examples.rs).
HAND_WRITTEN = "expected output is written by hand"


def main() -> int:
    paths = [pathlib.Path(p) for p in sys.argv[1:]] or sorted(EXAMPLES.glob("*.py"))
    GOLDEN.mkdir(parents=True, exist_ok=True)
    import torch  # noqa: F401  (fail early with a clear message when torch is missing)

    for path in paths:
        src = path.read_text()
        if HAND_WRITTEN in src:
            print(f"skip {path.name}: its golden is written by hand (it uses what only a TPU has)", file=sys.stderr)
            continue
        if src.count('device = "meta"\n') == 1:
            # Real sizes on PyTorch's meta device: real PyTorch runs it as it is (shapes, no values).
            cpu = src
        elif src.count('device = "tpu"\n') != 1:
            print(f"skip {path.name}: no single `device = \"tpu\"` line", file=sys.stderr)
            continue
        else:
            cpu = src.replace('device = "tpu"\n', 'device = "cpu"\n')
        # From a file, not stdin: torch.multiprocessing.spawn's children re-import the program.
        with tempfile.TemporaryDirectory() as tmp:
            prog = pathlib.Path(tmp) / path.name
            prog.write_text(cpu)
            # A lesson that sets the float32 matmul precision gets the MXU's rounding from
            # scripts/refdata/precision.py (real PyTorch on rounded inputs: a CPU has no MXU).
            runner = [str(ROOT / "scripts" / "refdata" / "precision.py"), "--one"] \
                if "set_float32_matmul_precision" in src else []
            run = subprocess.run([sys.executable, *runner, str(prog)], capture_output=True,
                                 text=True, timeout=600)
        if run.returncode != 0:
            print(f"{path.name} failed under real PyTorch:\n{run.stderr}", file=sys.stderr)
            return 1
        (GOLDEN / (path.stem + ".out")).write_text(run.stdout)
        print(f"wrote {path.stem}.out (torch {torch.__version__})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
