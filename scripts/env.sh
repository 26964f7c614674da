# Sourced by the scripts: quiet Mesa, and one place for the browser's flags.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/tpu-playground-xdg}"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 0700 "$XDG_RUNTIME_DIR"
export PATH="$HOME/.cargo/bin:$PATH"
# Lavapipe (the software Vulkan adapter the native GPU tests run on) splits every dispatch over a
# pool of threads by default; the kernels of these tests are small, and waking the pool per launch
# cost more than it saved: with the work on the submitting thread the tutorials' GPU runs take half
# the time (docs/benchmarks.md). Results are the same code on fewer threads.
export LP_NUM_THREADS="${LP_NUM_THREADS:-0}"
