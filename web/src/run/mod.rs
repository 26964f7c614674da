//! The run machinery: where programs run (the [`runner::Runner`]: a worker or the page), the device
//! they run on, the time-sliced run itself (`slices`, `world` for distributed programs), the worker
//! and the messages between it and the page (`protocol`), and the compile cache's store.

pub mod compile_store;
pub mod device;
pub mod protocol;
pub mod runner;
pub mod slices;
pub mod worker;
pub mod world;
