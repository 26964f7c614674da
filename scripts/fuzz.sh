#!/usr/bin/env bash
# The fuzz step of scripts/test.sh: each cargo-fuzz target briefly over its committed corpus
# (nightly, fuzz/target). `--dry-run` prints the commands and the seed directory's listing instead
# of running them.
#
# New inputs go to a scratch corpus (the first directory), never into the committed one.
# python_source also starts from the repository's own programs, read where they live (the
# examples, the PyTorch-checked test programs, the Python cases), not from copies in fuzz/corpus
# that drift from them: they are copied into a scratch seed directory each run, a read-only extra
# corpus. fuzz/corpus/ keeps what is the fuzzer's own: its byte seeds and the fixed findings
# (fuzz/findings/README.md). mutated_programs reads the same programs at build time (fuzz/build.rs
# and the page's examples list), so its corpus is only the bytes that pick the mutations.
# -s none: no AddressSanitizer (the core's only `unsafe` is the MXU simulator's AVX entry points
# and the VM's stack pushes in vm/push.rs, each argued in a SAFETY comment; panics and internal
# errors are the findings), which keeps the nightly build of the core and wgpu to a few minutes.
# A fixed seed and a count of runs (each about 15-30 s here; share_link's count is the lowest,
# since every link it accepts is encoded again, deflate included) rather than a time limit: CI
# replays the committed corpus, fixed findings included, then explores the same inputs every time,
# so a red run is a real regression, not bad luck. The long exploratory runs are done by hand and
# reported (fuzz/findings/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

dry=""
if [ "${1:-}" = "--dry-run" ]; then dry=echo; fi

# The repository's programs, one directory of seeds: each file named by its path
# (core/tests/programs/nn_init.py -> core_tests_programs_nn_init.py), so no two collide.
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
for f in assets/examples/*.py core/tests/programs/*.py core/tests/learner_programs/*.py core/tests/python/cases/*.py core/testdata/hostile/*/*.py; do
  cp "$f" "$seeds/$(printf '%s' "${f%.py}" | tr '/' '_').py"
done
if [ -n "$dry" ]; then
  echo "seed directory $seeds: $(find "$seeds" -type f | wc -l) files"
  ls "$seeds"
fi

for spec in python_source:40000 mutated_programs:1500 tensor_ops:600 share_link:150000 compile_cache:450000 json_text:3000 bigint_arith:40000; do
  t=${spec%%:*}
  extra=()
  if [ "$t" = python_source ]; then extra=("$seeds"); fi
  scratch=$(mktemp -d)
  if [ -n "$dry" ]; then
    echo cargo +nightly fuzz run -s none "$t" "$scratch" "fuzz/corpus/$t" "${extra[@]}" -- \
      -seed=1 -runs="${spec##*:}" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
  else
    log=$(mktemp)
    if ! cargo +nightly fuzz run -s none "$t" "$scratch" "fuzz/corpus/$t" "${extra[@]}" -- \
      -seed=1 -runs="${spec##*:}" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 >"$log" 2>&1; then
      # A finding: what it was (the panic or libFuzzer's verdict) and the program the bytes
      # became, so a red CI log says what to fix without a rerun.
      grep -E -A3 "panicked at|ERROR: libFuzzer|SUMMARY" "$log" | head -n 40 || true
      art=$(grep -o "fuzz/artifacts/$t/[a-z]*-[0-9a-f]*" "$log" | tail -n 1 || true)
      if [ -n "$art" ] && [ -f "$art" ]; then
        echo "the input ($art) as the target ran it:"
        FUZZ_SHOW=1 "fuzz/target/x86_64-unknown-linux-gnu/release/$t" "$art" 2>&1 | grep -v -E "^(INFO|WARNING)" | head -n 80 || true
      fi
      tail -n 12 "$log"
      rm -f "$log"
      exit 1
    fi
    tail -n 12 "$log"
    rm -f "$log"
  fi
  rm -rf "$scratch"
done
