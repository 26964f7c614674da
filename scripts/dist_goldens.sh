#!/usr/bin/env bash
# Expected output of core/tests/golden_dist/*.py from real PyTorch under torchrun (gloo).
# Each program prints its per-rank lines last; a sleep of rank * 0.5 s before them is inserted
# here (not in the program) so torchrun's interleaved stdout comes out in rank order, as
# `tpu run --topology N` prints it.
# Usage: scripts/dist_goldens.sh [PYTHON_BIN_DIR [PROGRAM.py ...]] (default: every program).
set -euo pipefail
bin="${1:-/work/torchenv/bin}"
dir="$(cd "$(dirname "$0")/../core/tests/golden_dist" && pwd)"
if [ $# -gt 1 ]; then progs=("${@:2}"); else progs=("$dir"/*.py); fi
for prog in "${progs[@]}"; do
    prog="$dir/$(basename "$prog")"
    name="$(basename "$prog" .py)"
    nproc="$(sed -n 's/^# nproc: //p' "$prog")"
    tmp="$(mktemp --suffix=.py)"
    # The first line printed by every rank is marked `# per-rank output`.
    sed 's/^\(.*\)# per-rank output$/import time; time.sleep(dist.get_rank() * 0.5)\n\1/' "$prog" >"$tmp"
    "$bin/torchrun" --nproc_per_node="$nproc" "$tmp" 2>/dev/null >"$dir/$name.out"
    rm -f "$tmp"
    echo "$name.out"
done
