#!/usr/bin/env bash
# Sets the machine up, builds the page and serves it on 127.0.0.1 (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build_web.sh
port="${PORT:-8080}"
echo "TPU Playground: http://127.0.0.1:$port/"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
