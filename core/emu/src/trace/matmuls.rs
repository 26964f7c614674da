//! The report's account of a run's matmuls on the MXUs: one line per distinct matmul (source line,
//! kernel and shape), how often it ran, its utilization and the reason, from the trace's
//! [`Event::MxuMatmul`] events.

use super::Event;

/// One distinct matmul of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct MatmulLine {
    pub line: u32,
    pub kernel: String,
    pub batch: u64,
    pub m: u64,
    pub k: u64,
    pub n: u64,
    /// How many times it ran (among the events the trace kept).
    pub count: u64,
    /// Trips through the MXU per run (6 for float32 at "highest" precision, else 1).
    pub passes: u32,
    /// One run's cycles, utilization, wasted PE-cycles and reason (the same every time: the
    /// mapping depends only on the shape and the chip).
    pub cycles: u64,
    pub utilization_pct: f64,
    pub wasted_pe_cycles: u64,
    pub reason: String,
}

/// The distinct matmuls among `events`, in order of first appearance.
pub fn distinct_matmuls<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<MatmulLine> {
    let mut out: Vec<MatmulLine> = Vec::new();
    for e in events {
        let Event::MxuMatmul {
            line,
            kernel,
            passes,
            mapping,
            ..
        } = e
        else {
            continue;
        };
        let g = mapping.spec.gemm;
        let batch = mapping.spec.batch;
        let same = |l: &MatmulLine| {
            (l.line, l.kernel.as_str(), l.batch, l.m, l.k, l.n)
                == (*line, &**kernel, batch, g.m, g.k, g.n)
        };
        match out.iter_mut().find(|l| same(l)) {
            Some(l) => l.count += 1,
            None => out.push(MatmulLine {
                line: *line,
                kernel: kernel.to_string(),
                batch,
                m: g.m,
                k: g.k,
                n: g.n,
                count: 1,
                passes: *passes,
                cycles: mapping.cycles,
                utilization_pct: mapping.utilization_pct,
                wasted_pe_cycles: mapping.wasted_pe_cycles,
                reason: mapping.reason.clone(),
            }),
        }
    }
    out
}

impl MatmulLine {
    /// `line 18 mm [64x1 @ 1x16] x60: 130 cycles, 0.4% utilization, 2080 wasted PE-cycles: ...`,
    /// the cycles per pass followed by `x 6 bf16 passes` when a run takes more than one.
    pub fn describe(&self) -> String {
        let shape = if self.batch > 1 {
            format!(
                "{}x[{}x{} @ {}x{}]",
                self.batch, self.m, self.k, self.k, self.n
            )
        } else {
            format!("[{}x{} @ {}x{}]", self.m, self.k, self.k, self.n)
        };
        let passes = if self.passes > 1 {
            format!(" x {} bf16 passes", self.passes)
        } else {
            String::new()
        };
        format!(
            "line {} {} {shape} x{}: {} cycles{passes}, {:.1}% utilization, {} wasted PE-cycles: {}",
            self.line,
            self.kernel,
            self.count,
            self.cycles,
            self.utilization_pct,
            self.wasted_pe_cycles,
            self.reason
        )
    }
}
