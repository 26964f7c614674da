//! The panels: each a component (or the pure functions it draws from) that reads one run's results.

pub mod compare;
pub mod controls;
pub mod graphs;
pub mod matmul_list;
pub mod memory;
pub mod metrics;
pub mod mxu;
pub mod plot;
pub mod timeline;
pub mod torus;
pub mod torus_layout;
pub mod torus_run;
pub mod torus_steps;
pub mod trace_view;
