//! The CLI's subcommands that drive the emulator's models directly: `tpu collective` (the torus)
//! and `tpu mxu` (the systolic array). `tpu run` and `tpu bench` are parsed in `bin/tpu.rs`.

pub mod collective;
pub mod mxu;
