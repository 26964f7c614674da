//! The cycle-stepping simulator: every PE's registers, stepped one clock at a time.
//!
//! The sequencer feeds the array's edges by the fold [`Schedule`] (the only thing the mode changes);
//! everything inside moves by PE-local rules. Moving operands and partial sums travel as tokens with
//! a few flag bits ([`flags`]): whether a token is there at all, whether it is real work or padding
//! (SCALE-Sim's `-1` bubbles, kept so that partial folds take the full array's time), and the
//! in-band control a real array carries beside the data: "first of a fold" tells a ws/is PE to swap in
//! its shadow weight and an os PE to restart its accumulator, "last of a fold" tells an os PE to put
//! its result on the output bus.
//!
//! The simulator counts the cycle in which it writes its last output, real or padding, which is
//! what SCALE-Sim's `total_cycles` counts. Tests hold it equal to the analytic closed form in both
//! modes, the output equal to the matmul, and every register equal to what [`super::Frames`]
//! reconstructs, cycle by cycle. [`storage`] keeps the cost per PE-cycle low (rings instead of
//! shifts, operands stored along the diagonals the edges read, idle PEs skipped) without changing
//! what any register holds, and [`sweep`] steps a block of cycles in one pass over the array
//! ([`Simulator::advance`], which [`Simulator::run`] uses): row by row, every cycle of the block, so
//! that a row's operands and weights are reused from L1 instead of the whole array streaming
//! through the caches each cycle. Between blocks, and after every [`Simulator::step`], every
//! register is what single cycles would have left.

mod drain;
#[cfg(test)]
mod exact_tests;
mod output;
mod stationary;
mod storage;
mod sweep;
#[cfg(test)]
mod tests;

use std::fmt::Debug;

use super::analytic::Schedule;
use super::dataflow::{ArrayShape, Dataflow, Gemm, Mode};

/// Flag bits carried by every moving token.
pub mod flags {
    /// A token occupies the register.
    pub const PRESENT: u8 = 1;
    /// The token is real work, not a padding bubble.
    pub const REAL: u8 = 2;
    /// The first element of its fold's stream: swap the weight in (ws, is) or reset the
    /// accumulator (os).
    pub const FIRST: u8 = 4;
    /// The last element of its fold's stream: an os PE's result is complete.
    pub const LAST: u8 = 8;
}

/// A number the PEs multiply and add. Integers wrap so that any input gives the exact result
/// (bit for bit against the reference); floats round as a plain `acc + a * b`, no fused multiply-add.
pub trait Element: Copy + Default + PartialEq + Debug + Send + Sync + 'static {
    /// `acc + a * b`: the one thing a PE computes.
    fn mac(acc: Self, a: Self, b: Self) -> Self;
    /// `a + b`: accumulating a partial sum from a later row fold into the output buffer.
    fn add(a: Self, b: Self) -> Self;
    /// Whether every value fits the narrower multiply of [`Element::mac_narrow`]; checked once per
    /// run over both operands, which are all the PEs ever multiply (and zeros).
    fn fits_narrow(values: &[Self]) -> bool {
        let _ = values;
        false
    }
    /// `acc + a * b` for `a` and `b` that [`Element::fits_narrow`] accepted: the same result as
    /// [`Element::mac`], bit for bit, by a cheaper multiply.
    #[inline(always)]
    fn mac_narrow(acc: Self, a: Self, b: Self) -> Self {
        Self::mac(acc, a, b)
    }
    /// A narrower type the stationary engines can step a run on when [`Element::exact_fits`]
    /// says every value the run computes fits it (`Self` where none is narrower).
    type Exact: Element;
    /// Whether every operand, product, partial sum and result of C = A B, with `k` terms to each
    /// sum, is a value of [`Element::Exact`], so that stepping on it gives the same registers and
    /// results, bit for bit (checked once per run).
    fn exact_fits(a: &[Self], b: &[Self], k: u64) -> bool {
        let _ = (a, b, k);
        false
    }
    /// A value [`Element::exact_fits`] accepted, as [`Element::Exact`].
    fn to_exact(self) -> Self::Exact;
    /// Back from [`Element::Exact`].
    fn from_exact(value: Self::Exact) -> Self;
}

impl Element for i64 {
    #[inline(always)]
    fn mac(acc: i64, a: i64, b: i64) -> i64 {
        acc.wrapping_add(a.wrapping_mul(b))
    }
    fn add(a: i64, b: i64) -> i64 {
        a.wrapping_add(b)
    }
    /// Operands within i32: their product fits i64 exactly, so `i32 x i32 -> i64` (one
    /// `vpmuldq` per vector, where the full 64-bit multiply `vpmullq` is several uops) gives the
    /// wrapping 64-bit product's bits.
    fn fits_narrow(values: &[i64]) -> bool {
        values.iter().all(|&v| i32::try_from(v).is_ok())
    }
    #[inline(always)]
    fn mac_narrow(acc: i64, a: i64, b: i64) -> i64 {
        acc.wrapping_add(i64::from(a as i32).wrapping_mul(i64::from(b as i32)))
    }
    /// i32: a vector holds 16 lanes, not 8, so the sweep moves half the bytes per
    /// multiply-accumulate.
    type Exact = i32;
    /// Every sum the array forms (a partial sum, an output buffer entry, an element of C) adds up
    /// to `k` products of an element of A and one of B, so it is within `k x max|A| x max|B|`; when
    /// that and both operands fit i32, no i32 addition or multiply overflows and each gives the i64
    /// one's value.
    fn exact_fits(a: &[i64], b: &[i64], k: u64) -> bool {
        let max = |v: &[i64]| v.iter().map(|x| x.unsigned_abs()).max().unwrap_or(0);
        let (ma, mb) = (u128::from(max(a)), u128::from(max(b)));
        let limit = i32::MAX as u128;
        ma <= limit && mb <= limit && u128::from(k) * ma * mb <= limit
    }
    fn to_exact(self) -> i32 {
        self as i32
    }
    fn from_exact(value: i32) -> i64 {
        i64::from(value)
    }
}

/// The storage of i64 runs that [`Element::exact_fits`] accepts.
impl Element for i32 {
    #[inline(always)]
    fn mac(acc: i32, a: i32, b: i32) -> i32 {
        acc.wrapping_add(a.wrapping_mul(b))
    }
    fn add(a: i32, b: i32) -> i32 {
        a.wrapping_add(b)
    }
    type Exact = i32;
    fn to_exact(self) -> i32 {
        self
    }
    fn from_exact(value: i32) -> i32 {
        value
    }
}

impl Element for f32 {
    #[inline(always)]
    fn mac(acc: f32, a: f32, b: f32) -> f32 {
        acc + a * b
    }
    fn add(a: f32, b: f32) -> f32 {
        a + b
    }
    type Exact = f32;
    fn to_exact(self) -> f32 {
        self
    }
    fn from_exact(value: f32) -> f32 {
        value
    }
}

impl Element for f64 {
    #[inline(always)]
    fn mac(acc: f64, a: f64, b: f64) -> f64 {
        acc + a * b
    }
    fn add(a: f64, b: f64) -> f64 {
        a + b
    }
    type Exact = f64;
    fn to_exact(self) -> f64 {
        self
    }
    fn from_exact(value: f64) -> f64 {
        value
    }
}

/// What a moving-operand or partial-sum register holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Token<E> {
    Empty,
    /// A padding bubble: present, but no real work.
    Pad,
    Value(E),
}

impl<E: Element> Token<E> {
    fn from_flags(value: E, flag: u8) -> Self {
        if flag & flags::PRESENT == 0 {
            Token::Empty
        } else if flag & flags::REAL == 0 {
            Token::Pad
        } else {
            Token::Value(value)
        }
    }
}

/// One PE's registers after a cycle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PeRegisters<E> {
    /// The operand moving right: A for ws and os, B for is.
    pub right: Token<E>,
    /// What moves down: the partial sum for ws and is, B for os.
    pub down: Token<E>,
    /// The active weight (ws, is; zero before the first fold or where padded) or the accumulator (os).
    pub stationary: E,
    /// ws, is: the next fold's weight, latched from the load chain; zero for os.
    pub shadow: E,
    /// ws, is: this PE's stage of its column's weight-load shift chain; zero for os.
    pub load: E,
}

/// What a finished run reports.
#[derive(Clone, Debug, PartialEq)]
pub struct SimOutput<E> {
    /// C, M x N, row-major.
    pub c: Vec<E>,
    /// The cycle (from 0) of the last output write: comparable with [`super::Analysis::total_cycles`].
    pub total_cycles: u64,
    /// Cycles stepped.
    pub cycles_stepped: u64,
    /// PE-cycles stepped: `cycles_stepped * R * C`.
    pub pe_cycles: u64,
}

enum Engine<E: Element> {
    Stationary(stationary::StationaryArray<E>),
    /// ws, is on [`Element::Exact`] storage ([`Element::exact_fits`]).
    Exact(stationary::StationaryArray<E::Exact>),
    Output(output::OutputArray<E>),
}

/// How a run stores its values: a decision made once per run, from its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Storage {
    /// In the element type.
    Full,
    /// ws, is: in [`Element::Exact`], every value of the run being one of it.
    Exact,
}

/// A systolic array part way through a GEMM.
pub struct Simulator<E: Element> {
    schedule: Schedule,
    engine: Engine<E>,
    cycle: u64,
    last_write: Option<u64>,
    /// After this cycle the sequencer feeds nothing more, so the run ends once the array is empty.
    feed_end: u64,
    finished: bool,
    /// The most cycles [`Simulator::advance`] steps in one sweep over the array.
    block: usize,
}

/// How many cycles one sweep over the array steps: enough that a sweep reuses each row's operands
/// and weights from L1 many times, few enough that the block's down-moving registers (one slot of C
/// per cycle) stay in L1: about 16 KiB of them (16 cycles of i64 on 128 columns, 32 of f32). At
/// most R: [`stationary`]'s weight banks rely on it.
fn block_cycles<E>(array: ArrayShape) -> usize {
    let slot = array.cols as usize * std::mem::size_of::<E>();
    (16 * 1024 / slot).clamp(1, array.rows as usize)
}

impl<E: Element> Simulator<E> {
    /// Sets up the array for C = A B, A being M x K and B K x N, both row-major.
    pub fn new(
        gemm: Gemm,
        a: &[E],
        b: &[E],
        array: ArrayShape,
        dataflow: Dataflow,
        mode: Mode,
    ) -> Result<Self, String> {
        let exact = dataflow != Dataflow::OutputStationary && E::exact_fits(a, b, gemm.k);
        let storage = if exact { Storage::Exact } else { Storage::Full };
        Self::with_storage(gemm, a, b, array, dataflow, mode, storage)
    }

    /// As [`Simulator::new`], storing the run's values as `storage` says (which must fit them).
    pub(super) fn with_storage(
        gemm: Gemm,
        a: &[E],
        b: &[E],
        array: ArrayShape,
        dataflow: Dataflow,
        mode: Mode,
        storage: Storage,
    ) -> Result<Self, String> {
        let (m, k, n) = (gemm.m as usize, gemm.k as usize, gemm.n as usize);
        if a.len() != m * k || b.len() != k * n {
            return Err(format!(
                "operands do not match {gemm}: A has {} elements (want {}), B has {} (want {})",
                a.len(),
                m * k,
                b.len(),
                k * n
            ));
        }
        let schedule = Schedule::new(gemm, array, dataflow, mode);
        let mut block = block_cycles::<E>(array);
        let engine = match (dataflow, storage) {
            (Dataflow::OutputStationary, _) => {
                Engine::Output(output::OutputArray::new(&schedule, a, b, block))
            }
            (_, Storage::Full) => {
                Engine::Stationary(stationary::StationaryArray::new(&schedule, a, b, block))
            }
            (_, Storage::Exact) => {
                block = block_cycles::<E::Exact>(array);
                let exact = |v: &[E]| v.iter().map(|&x| x.to_exact()).collect::<Vec<_>>();
                let (a, b) = (exact(a), exact(b));
                Engine::Exact(stationary::StationaryArray::new(&schedule, &a, &b, block))
            }
        };
        let longest_edge = u64::from(array.rows.max(array.cols));
        let feed_end = schedule.stream_start(schedule.folds() - 1) + schedule.t + longest_edge - 2;
        Ok(Simulator {
            schedule,
            engine,
            cycle: 0,
            last_write: None,
            feed_end,
            finished: false,
            block,
        })
    }

    /// The plan the sequencer follows.
    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    /// Cycles stepped so far; the registers show the state after cycle `cycle() - 1`.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// Whether every output has been written and the array is empty.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Steps one clock. Returns false once the run is complete (and then does nothing).
    pub fn step(&mut self) -> bool {
        self.advance(1)
    }

    /// Steps up to `cycles` clocks in as few sweeps over the array as it can; the registers are
    /// then exactly what as many [`Simulator::step`]s would leave. Stops early once the run is
    /// complete; returns false if it is.
    pub fn advance(&mut self, mut cycles: u64) -> bool {
        while cycles > 0 && !self.finished {
            let t = self.cycle;
            // Before the sequencer's last feed the run cannot end, so whole blocks are safe; after
            // it, the array is checked for tokens cycle by cycle.
            let n = if t < self.feed_end {
                cycles.min(self.feed_end - t).min(self.block as u64)
            } else {
                1
            };
            let wrote = match &mut self.engine {
                Engine::Stationary(e) => e.advance(&self.schedule, t, n as usize),
                Engine::Exact(e) => e.advance(&self.schedule, t, n as usize),
                Engine::Output(e) => e.advance(&self.schedule, t, n as usize),
            };
            if wrote.is_some() {
                self.last_write = wrote;
            }
            self.cycle += n;
            cycles -= n;
            if self.cycle > self.feed_end {
                let alive = match &self.engine {
                    Engine::Stationary(e) => e.alive(),
                    Engine::Exact(e) => e.alive(),
                    Engine::Output(e) => e.alive(),
                };
                self.finished = !alive;
            }
        }
        !self.finished
    }

    /// The registers of PE(row, col) after the last cycle stepped.
    pub fn registers(&self, row: u32, col: u32) -> PeRegisters<E> {
        let (i, j) = (row as usize, col as usize);
        match &self.engine {
            Engine::Stationary(e) => e.registers(i, j),
            Engine::Exact(e) => {
                let r = e.registers(i, j);
                let token = |t: Token<E::Exact>| match t {
                    Token::Empty => Token::Empty,
                    Token::Pad => Token::Pad,
                    Token::Value(v) => Token::Value(E::from_exact(v)),
                };
                PeRegisters {
                    right: token(r.right),
                    down: token(r.down),
                    stationary: E::from_exact(r.stationary),
                    shadow: E::from_exact(r.shadow),
                    load: E::from_exact(r.load),
                }
            }
            Engine::Output(e) => e.registers(i, j),
        }
    }

    /// Steps to the end and returns C and the cycle counts.
    pub fn run(mut self) -> SimOutput<E> {
        while self.advance(u64::MAX) {}
        let pes = self.schedule.array.pes();
        let c = match self.engine {
            Engine::Stationary(e) => e.into_output(),
            Engine::Exact(e) => e.into_output().into_iter().map(E::from_exact).collect(),
            Engine::Output(e) => e.into_output(),
        };
        SimOutput {
            c,
            // Every schedule has at least one fold, whose outputs are written.
            total_cycles: self.last_write.unwrap_or(0),
            cycles_stepped: self.cycle,
            pe_cycles: self.cycle * pes,
        }
    }
}

/// Runs C = A B through the array to the end.
pub fn simulate<E: Element>(
    gemm: Gemm,
    a: &[E],
    b: &[E],
    array: ArrayShape,
    dataflow: Dataflow,
    mode: Mode,
) -> Result<SimOutput<E>, String> {
    Ok(Simulator::new(gemm, a, b, array, dataflow, mode)?.run())
}

/// The textbook triple loop, k innermost and in order: the oracle the simulator is held to.
pub fn matmul_reference<E: Element>(gemm: Gemm, a: &[E], b: &[E]) -> Vec<E> {
    let (m, k, n) = (gemm.m as usize, gemm.k as usize, gemm.n as usize);
    let mut c = vec![E::default(); m * n];
    for i in 0..m {
        for j in 0..n {
            let mut acc = E::default();
            for kk in 0..k {
                acc = E::mac(acc, a[i * k + kk], b[kk * n + j]);
            }
            c[i * n + j] = acc;
        }
    }
    c
}
