//! Browser test suites live in `tests/`; run them with `wasm-pack test --headless --chrome wasm-tests`.
