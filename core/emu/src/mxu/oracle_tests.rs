//! The scalesim mode against SCALE-Sim 3.0.0's own reports (`core/testdata/systolic`, written by
//! `scripts/refdata/systolic.py`), and docs/mxu.md against the comparison table it shows.

use std::collections::HashMap;
use std::path::PathBuf;

use super::{analyze, comparison_table, ArrayShape, Dataflow, Gemm, Mode};

/// `$TPU_DOCS_DIR`, else the repository's docs/.
fn docs_dir() -> PathBuf {
    std::env::var_os("TPU_DOCS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs")))
}

/// The reference rows, each as column name -> text.
fn reference_rows() -> Vec<HashMap<String, String>> {
    let text = tpu_testdata::read("systolic/scalesim_reference.csv");
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header: Vec<&str> = lines
        .next()
        .expect("reference CSV has a header")
        .split(',')
        .collect();
    lines
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            assert_eq!(cells.len(), header.len(), "ragged reference row: {line}");
            header
                .iter()
                .zip(cells)
                .map(|(h, c)| (h.to_string(), c.to_string()))
                .collect()
        })
        .collect()
}

fn case(row: &HashMap<String, String>) -> (ArrayShape, Dataflow, Gemm) {
    let int = |k: &str| {
        row[k]
            .parse::<u64>()
            .unwrap_or_else(|_| panic!("{k}: {}", row[k]))
    };
    (
        row["array"].parse().unwrap(),
        row["dataflow"].parse().unwrap(),
        Gemm::new(int("M"), int("K"), int("N")).unwrap(),
    )
}

#[test]
fn scalesim_mode_reproduces_all_54_reference_rows() {
    let rows = reference_rows();
    let mut checked = 0;
    for row in &rows {
        let (array, dataflow, gemm) = case(row);
        let a = analyze(gemm, array, dataflow, Mode::ScaleSim);
        let label = format!("{array} {dataflow} {gemm}");
        let ints = [
            ("MACs", a.macs),
            ("total_cycles", a.total_cycles),
            ("stall_cycles", a.stall_cycles),
            ("sram_ifmap_reads", a.sram_ifmap_reads),
            ("sram_filter_reads", a.sram_filter_reads),
            ("sram_ofmap_writes", a.sram_ofmap_writes),
            ("Sr", a.sr),
            ("Sc", a.sc),
            ("T", a.t),
            ("row_folds", a.row_folds),
            ("col_folds", a.col_folds),
            ("cycles_per_fold", a.cycles_per_fold),
            ("closed_form_cycles", a.total_cycles),
        ];
        for (column, got) in ints {
            assert_eq!(row[column], got.to_string(), "{label}: {column}");
        }
        let pcts = [
            ("overall_util_pct", a.overall_util_pct),
            ("mapping_eff_pct", a.mapping_eff_pct),
            ("compute_util_pct", a.compute_util_pct),
        ];
        for (column, got) in pcts {
            let want: f64 = row[column].parse().unwrap();
            let rel = (got - want).abs() / want.abs();
            assert!(
                rel <= 1e-9,
                "{label}: {column} {got} vs {want} (relative {rel:e})"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 54, "the reference should hold 54 rows");
}

/// The reference's cases, in its order.
fn reference_cases() -> Vec<(ArrayShape, Dataflow, Gemm)> {
    reference_rows().iter().map(case).collect()
}

#[test]
fn docs_show_the_current_comparison_table() {
    let table = comparison_table(&reference_cases());
    let path = docs_dir().join("mxu.md");
    let docs = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} ({e}); set TPU_DOCS_DIR", path.display()));
    assert!(
        docs.contains(&table),
        "{} is out of date; its comparison table should be:\n{table}",
        path.display()
    );
}

/// The convolution and GEMM layers of SCALE-Sim topology files (`core/testdata/systolic`, written
/// with their reports by `scripts/refdata/systolic_conv.py`): each layer lowered and analysed in
/// scalesim mode gives SCALE-Sim's compute report and SRAM counts. SCALE-Sim's "Total Cycles (incl.
/// prefetch)" and DRAM columns come from its memory simulation and are not modelled.
#[test]
fn scalesim_mode_reproduces_the_topology_reference_rows() {
    let text = tpu_testdata::read("systolic/scalesim_conv_reference.csv");
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("header").split(',').collect();
    let mut topologies: HashMap<String, Vec<super::Layer>> = HashMap::new();
    let mut checked = 0;
    for line in lines {
        let row: HashMap<&str, &str> = header.iter().copied().zip(line.split(',')).collect();
        let layers = topologies
            .entry(row["topology"].to_string())
            .or_insert_with(|| {
                let file = tpu_testdata::read(&format!("systolic/{}", row["topology"]));
                super::parse_topology(&file).expect("a committed topology parses")
            });
        let layer = layers
            .iter()
            .find(|l| l.name == row["layer"])
            .unwrap_or_else(|| panic!("no layer {} in {}", row["layer"], row["topology"]));
        let array: ArrayShape = row["array"].parse().unwrap();
        let dataflow: Dataflow = row["dataflow"].parse().unwrap();
        let a = analyze(layer.gemm().unwrap(), array, dataflow, Mode::ScaleSim);
        let label = format!("{} {array} {dataflow} {}", row["topology"], row["layer"]);
        for (column, got) in [
            ("total_cycles", a.total_cycles),
            ("stall_cycles", a.stall_cycles),
            ("sram_ifmap_reads", a.sram_ifmap_reads),
            ("sram_filter_reads", a.sram_filter_reads),
            ("sram_ofmap_writes", a.sram_ofmap_writes),
        ] {
            assert_eq!(row[column], got.to_string(), "{label}: {column}");
        }
        for (column, got) in [
            ("overall_util_pct", a.overall_util_pct),
            ("mapping_eff_pct", a.mapping_eff_pct),
            ("compute_util_pct", a.compute_util_pct),
        ] {
            let want: f64 = row[column].parse().unwrap();
            let rel = (got - want).abs() / want.abs();
            assert!(rel <= 1e-9, "{label}: {column} {got} vs {want}");
        }
        checked += 1;
    }
    assert_eq!(checked, 180, "the reference should hold 180 rows");
}
