//! The instructions by family, each family in one file with both of the VM's paths: the general
//! one (a `Vm` method per instruction, called by [`Vm::step`]'s table; it may call, raise or wait)
//! and the fast loop's (a function per instruction, called by [`Vm::run_fast`]'s table, that
//! says with a [`Fast`](super::fast::Fast) what the loop does next). Side by side, so the two
//! can be checked to agree.

pub(super) mod arith;
pub(super) mod attrs;
pub(super) mod awaits;
pub(super) mod calls;
pub(super) mod containers;
pub(super) mod control;
pub(super) mod exceptions;
pub(super) mod loads;
pub(super) mod merge;
