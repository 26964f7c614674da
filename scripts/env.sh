# Sourced by the scripts: quiet Mesa, and one place for the browser's flags.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/tpu-playground-xdg}"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 0700 "$XDG_RUNTIME_DIR"
export PATH="$HOME/.cargo/bin:$PATH"
