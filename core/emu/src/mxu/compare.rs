//! The scalesim and tpu modes side by side, as a markdown table (docs/mxu.md holds the one for the
//! reference GEMMs).

use std::fmt::Write;

use super::analytic::analyze;
use super::dataflow::{ArrayShape, Dataflow, Gemm, Mode};

/// One row per case: folds, cycles in both modes, the tpu mode's speed-up and both utilizations.
pub fn comparison_table(cases: &[(ArrayShape, Dataflow, Gemm)]) -> String {
    let mut out = String::from(
        "| array | dataflow | M | K | N | folds | scalesim cycles | tpu cycles | speed-up \
         | scalesim util % | tpu util % |\n\
         |---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for &(array, dataflow, gemm) in cases {
        let s = analyze(gemm, array, dataflow, Mode::ScaleSim);
        let t = analyze(gemm, array, dataflow, Mode::Tpu);
        // Writing to a String cannot fail.
        let _ = writeln!(
            out,
            "| {array} | {dataflow} | {} | {} | {} | {} | {} | {} | {:.2}x | {:.1} | {:.1} |",
            gemm.m,
            gemm.k,
            gemm.n,
            s.row_folds * s.col_folds,
            s.total_cycles,
            t.total_cycles,
            s.total_cycles as f64 / t.total_cycles as f64,
            s.overall_util_pct,
            t.overall_util_pct,
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_a_row_per_case() {
        let array = ArrayShape::square(4).unwrap();
        let cases = [
            (
                array,
                Dataflow::WeightStationary,
                Gemm::new(4, 4, 4).unwrap(),
            ),
            (
                array,
                Dataflow::OutputStationary,
                Gemm::new(8, 8, 8).unwrap(),
            ),
        ];
        let table = comparison_table(&cases);
        assert_eq!(table.lines().count(), 4);
        // One fold: both modes take the same 13 cycles.
        assert!(
            table.contains("| 4x4 | ws | 4 | 4 | 4 | 1 | 13 | 13 | 1.00x | 30.8 | 30.8 |"),
            "{table}"
        );
        // os, 4 folds of T = 8: scalesim 4 * 14 - 1 = 55, tpu 4 * 8 + 4 + 4 - 3 = 37.
        assert!(
            table.contains("| 4x4 | os | 8 | 8 | 8 | 4 | 55 | 37 | 1.49x |"),
            "{table}"
        );
    }
}
