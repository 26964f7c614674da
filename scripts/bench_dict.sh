#!/usr/bin/env bash
# dict/set benchmark: each case of scripts/bench_dict.py in its own process (a run of all cases
# passes the VM's step budget), ours and CPython's taking turns. Usage: scripts/bench_dict.sh TPU
set -euo pipefail
TPU=${1:-target/release/tpu}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for case in comprehension insert lookup delete set.add "str insert+update"; do
    sed "s/^CASES = .*/CASES = [\"$case\"]/" "$here/bench_dict.py" > "$tmp/case.py"
    "$TPU" run "$tmp/case.py" | sed 's/^/tpu /'
    python3 "$tmp/case.py" | sed 's/^/cpython /'
done
