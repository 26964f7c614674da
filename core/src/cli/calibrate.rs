//! `tpu calibrate [--json]`: the cost model against published figures (kernel and collective
//! times, a critical batch size, the hardware tables), each beside the model's value, its error and
//! whether it is within target; rows outside carry what the model leaves out. The figures and the
//! model calls are `tpu_emu::chip::calibration`; `docs/calibration.md` keeps a dated copy.

use std::fmt::Write;

use tpu_emu::chip::calibration::{calibrate, gemm_2048_v4, Row};
use tpu_emu::chip::ChipId;
use tpu_emu::device::CpuBackend;
use tpu_torch::runtime::{run_to_end, RunConfig};

const USAGE: &str = "usage: tpu calibrate [--json]
  Every published figure (measured, worked answer, hardware table) beside the cost model's value.
  --json  print the rows as a JSON array";

/// Runs `tpu calibrate` on the words after `tpu` (a leading `calibrate` is skipped). `Err` is a
/// usage error: the caller prints it and exits 2.
pub fn cli(args: &[String]) -> Result<String, String> {
    let args = match args.split_first() {
        Some((first, rest)) if first == "calibrate" => rest,
        _ => args,
    };
    let mut json = false;
    for a in args {
        match a.as_str() {
            "--json" => json = true,
            "-h" | "--help" => return Ok(format!("{USAGE}\n")),
            other => return Err(format!("unknown argument '{other}'\n{USAGE}")),
        }
    }
    // A model error here is a bug in the table, not in the command line: say so plainly.
    let rows =
        calibrate(&program_time).map_err(|e| format!("a figure could not be modelled: {e}"))?;
    if json {
        return serde_json::to_string_pretty(&rows)
            .map(|s| s + "\n")
            .map_err(|e| e.to_string());
    }
    Ok(table(&rows))
}

/// Runs `source` in Strict mode on the CPU backend, priced on `chip`: its modelled time. The
/// calibration's programs keep their tensors on `meta`, so they run at their real sizes at once.
pub fn program_time(chip: ChipId, source: &str) -> Result<f64, String> {
    let config = RunConfig {
        chip,
        ..RunConfig::default()
    };
    let out = run_to_end(source, Box::new(CpuBackend::new(None)), &config);
    if let Some(e) = out.error {
        return Err(e.render(source));
    }
    Ok(out.report.ok_or("the run made no report")?.modelled_time_s)
}

/// A value in its unit, at a scale a reader compares at a glance.
pub fn value(v: f64, unit: &str) -> String {
    match unit {
        "s" if v < 1e-3 => format!("{:.1} us", v * 1e6),
        "s" => format!("{:.2} ms", v * 1e3),
        "tokens" => format!("{v:.0}"),
        _ => format!("{v:.3e} {unit}"),
    }
}

/// The table as markdown, then the gap notes and the sources.
pub fn table(rows: &[Row]) -> String {
    let mut out = String::from(
        "| figure | source | chip | kind | published | modelled | error | target | within |\n\
         |---|---|---|---|---:|---:|---:|---:|---|\n",
    );
    for r in rows {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {:+.1}% | {:.0}% | {} |",
            r.id,
            r.cite,
            r.chip,
            r.kind.name(),
            value(r.published, r.unit),
            value(r.modelled, r.unit),
            100.0 * r.error,
            100.0 * r.target,
            if r.within_target {
                "yes"
            } else {
                "no: known gap"
            }
        );
    }
    let met = rows.iter().filter(|r| r.within_target).count();
    let _ = writeln!(out, "\n{met} of {} figures within target.", rows.len());
    let gaps: Vec<&Row> = rows.iter().filter(|r| !r.within_target).collect();
    if !gaps.is_empty() {
        out.push_str("\nWhat the model leaves out, for each row outside its target:\n\n");
        for r in gaps {
            let _ = writeln!(
                out,
                "* {}: {}",
                r.id,
                r.gap.unwrap_or("(no note: this is a regression)")
            );
        }
    }
    out.push_str("\nEach figure, its source and the model call:\n\n");
    for r in rows {
        let _ = writeln!(
            out,
            "* {}: {}. Source: {}. Model: {}.",
            r.id, r.what, r.source, r.method
        );
    }
    if let Ok(t) = gemm_2048_v4() {
        let _ = writeln!(
            out,
            "\nNot a row: a 2048^3 bf16 GEMM on v4 is priced at {} (CostModel::price); SCALE-Sim's \
             TPU v4 validation (https://scalesim-project.github.io/validation.html) shows its \
             measurements only as plots, with no figure in its text to cite.",
            value(t, "s")
        );
    }
    out
}
