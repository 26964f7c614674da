//! `tpu mxu M K N [--array N|RxC] [--dataflow ws|os|is] [--mode scalesim|tpu] [--json]
//! [--frames out.json]`: one GEMM through the analytic model, as text or as one JSON object keyed
//! like SCALE-Sim's reference CSV.

use serde::Serialize;

use super::Failure;

use tpu_emu::mxu::Frames;
use tpu_emu::mxu::{analyze, Analysis, Schedule};
use tpu_emu::mxu::{map_matmul, MatmulSpec};
use tpu_emu::mxu::{ArrayShape, Dataflow, Gemm, Mode};

const USAGE: &str = "usage: tpu mxu M K N [--array N|RxC] [--dataflow ws|os|is] \
[--mode scalesim|tpu] [--json] [--frames out.json]
  C[MxN] = A[MxK] B[KxN] on one systolic array.
  --array     array size, 2 to 256 a side (default 128)
  --dataflow  ws (weight-stationary, the TPU's; default), os or is
  --mode      scalesim (SCALE-Sim v2's timing; default) or tpu (weight loads overlap streaming)
  --json      print one JSON object keyed like SCALE-Sim's reports
  --frames    write the animation frames (compact JSON) to this file";

struct Args {
    gemm: Gemm,
    array: ArrayShape,
    dataflow: Dataflow,
    mode: Mode,
    json: bool,
    frames: Option<String>,
}

#[derive(Serialize)]
struct Report<'a> {
    simulator: &'static str,
    #[serde(flatten)]
    analysis: &'a Analysis,
    wasted_pe_cycles: u64,
    reason: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    frames: Option<&'a str>,
}

/// Runs `tpu mxu` with the arguments after `mxu` (a leading `"mxu"` is skipped too). Returns the
/// text to print; `Err` carries the message for a bad command line (the caller exits 2) or an
/// unwritable frames file (exit 1). The caller puts `tpu mxu: ` before it.
pub fn cli(args: &[String]) -> Result<String, Failure> {
    let args = match args.split_first() {
        Some((first, rest)) if first == "mxu" => rest,
        _ => args,
    };
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(format!("{USAGE}\n"));
    }
    let args = parse(args).map_err(|e| format!("{e}\n{USAGE}"))?;
    let analysis = analyze(args.gemm, args.array, args.dataflow, args.mode);
    let mapping = map_matmul(MatmulSpec {
        batch: 1,
        gemm: args.gemm,
        array: args.array,
        mxus: 1,
        dataflow: args.dataflow,
        mode: args.mode,
    })?;
    if let Some(path) = &args.frames {
        let frames = Frames::new(Schedule::new(
            args.gemm,
            args.array,
            args.dataflow,
            args.mode,
        ));
        let json = serde_json::to_string(&frames).map_err(|e| e.to_string())?;
        std::fs::write(path, json + "\n")
            .map_err(|e| Failure::Output(format!("cannot write frames to {path}: {e}")))?;
    }
    if args.json {
        let report = Report {
            simulator: "tpu-playground",
            analysis: &analysis,
            wasted_pe_cycles: mapping.wasted_pe_cycles,
            reason: &mapping.reason,
            frames: args.frames.as_deref(),
        };
        return serde_json::to_string(&report)
            .map(|s| s + "\n")
            .map_err(|e| Failure::Usage(e.to_string()));
    }
    Ok(text(
        &analysis,
        &mapping.reason,
        mapping.wasted_pe_cycles,
        args.frames.as_deref(),
    ))
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut dims = Vec::new();
    let mut array = ArrayShape {
        rows: 128,
        cols: 128,
    };
    let mut dataflow = Dataflow::WeightStationary;
    let mut mode = Mode::ScaleSim;
    let mut json = false;
    let mut frames = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        // Both `--flag value` and `--flag=value`.
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag {
            "--array" => array = value("--array")?.parse()?,
            "--dataflow" => dataflow = value("--dataflow")?.parse()?,
            "--mode" => mode = value("--mode")?.parse()?,
            "--frames" => frames = Some(value("--frames")?),
            "--json" if inline.is_none() => json = true,
            f if f.starts_with('-') && f.parse::<i64>().is_err() => {
                return Err(format!("unknown option '{arg}'"))
            }
            _ => dims.push(arg.as_str()),
        }
    }
    let [m, k, n] = dims[..] else {
        return Err(format!("expected three sizes M K N, got {}", dims.len()));
    };
    let dim = |name: &str, s: &str| {
        s.parse::<u64>()
            .map_err(|_| format!("{name} must be a positive integer, got '{s}'"))
    };
    let gemm = Gemm::new(dim("M", m)?, dim("K", k)?, dim("N", n)?)?;
    Ok(Args {
        gemm,
        array,
        dataflow,
        mode,
        json,
        frames,
    })
}

fn text(a: &Analysis, reason: &str, wasted: u64, frames: Option<&str>) -> String {
    let g = a.gemm;
    let mut lines = vec![
        format!(
            "MXU {}, {} dataflow, {} mode: C[{}x{}] = A[{}x{}] B[{}x{}], {} MACs",
            a.array, a.dataflow, a.mode, g.m, g.n, g.m, g.k, g.k, g.n, a.macs
        ),
        format!(
            "  folds         {} row x {} column = {} (Sr={} on rows, Sc={} on columns, T={} streamed)",
            a.row_folds,
            a.col_folds,
            a.row_folds * a.col_folds,
            a.sr,
            a.sc,
            a.t
        ),
        format!(
            "  total cycles  {} (cycle of the last output write; folds start {} cycles apart)",
            a.total_cycles, a.cycles_per_fold
        ),
        format!(
            "  utilization   {:.2}% overall, {:.2}% mapping efficiency, {:.2}% compute",
            a.overall_util_pct, a.mapping_eff_pct, a.compute_util_pct
        ),
        format!(
            "  SRAM          A reads {}, B reads {}, C writes {}",
            a.sram_ifmap_reads, a.sram_filter_reads, a.sram_ofmap_writes
        ),
        format!("  wasted        {wasted} PE-cycles: {reason}"),
    ];
    if let Some(path) = frames {
        lines.push(format!(
            "  frames        {} cycles written to {path}",
            a.total_cycles + 1
        ));
    }
    lines.join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(line: &str) -> Result<String, String> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        cli(&args).map_err(|e| e.message().to_string())
    }

    #[test]
    fn json_has_the_reference_columns() {
        let out = run("17 33 9 --array 4 --dataflow is --json").unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        // The reference CSV's row for 4x4, is, (17, 33, 9).
        assert_eq!(v["total_cycles"], 854);
        assert_eq!(v["sram_ifmap_reads"], 561);
        assert_eq!(v["sram_filter_reads"], 1485);
        assert_eq!(v["sram_ofmap_writes"], 1377);
        assert_eq!(v["row_folds"], 9);
        assert_eq!(v["col_folds"], 5);
        assert_eq!(v["array"], "4x4");
        assert_eq!(v["dataflow"], "is");
        assert_eq!(
            (v["M"].clone(), v["K"].clone(), v["N"].clone()),
            (17.into(), 33.into(), 9.into())
        );
        for key in ["overall_util_pct", "mapping_eff_pct", "compute_util_pct"] {
            assert!(v[key].is_f64(), "{key}");
        }
        let util = v["overall_util_pct"].as_f64().unwrap();
        assert!((util - 36.951112412177984).abs() < 1e-9);
        assert!(v["reason"]
            .as_str()
            .unwrap()
            .starts_with("this matmul used 37% of the MXU"));
    }

    #[test]
    fn flags_in_any_order_and_both_spellings() {
        let a = run("mxu --mode=tpu 64 --array 8x16 64 --json --dataflow os 64").unwrap();
        let v: serde_json::Value = serde_json::from_str(&a).unwrap();
        assert_eq!(v["mode"], "tpu");
        assert_eq!(v["array"], "8x16");
        // os, tpu: 8 x 4 folds of T = 64, then R + C - 3.
        assert_eq!(v["total_cycles"], 32 * 64 + 8 + 16 - 3);
        let text = run("64 64 64 --array 8").unwrap();
        assert!(
            text.starts_with("MXU 8x8, ws dataflow, scalesim mode"),
            "{text}"
        );
        assert!(text.contains("total cycles  5503"), "{text}");
        assert!(run("--help").unwrap().starts_with("usage: tpu mxu"));
    }

    #[test]
    fn bad_arguments_are_errors_with_usage() {
        for (line, want) in [
            ("64 64", "expected three sizes"),
            ("64 64 64 64", "expected three sizes"),
            ("64 x 64", "K must be a positive integer"),
            ("0 64 64", "M must be between 1"),
            ("-3 64 64", "M must be a positive integer"),
            ("64 64 64 --array 1", "array rows must be between 2 and 256"),
            ("64 64 64 --array", "--array needs a value"),
            ("64 64 64 --dataflow xs", "unknown dataflow 'xs'"),
            ("64 64 64 --mode fast", "unknown mode 'fast'"),
            ("64 64 64 --verbose", "unknown option '--verbose'"),
        ] {
            let err = run(line).unwrap_err();
            assert!(err.contains(want), "{line}: {err}");
            assert!(err.contains("usage: tpu mxu"), "{line}: {err}");
        }
    }

    #[test]
    fn frames_file_is_written_and_small() {
        let dir = std::env::temp_dir().join(format!("tpu-mxu-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("frames.json");
        let line = format!(
            "4096 4096 4096 --array 128 --mode tpu --frames {}",
            path.display()
        );
        let out = run(&line).unwrap();
        assert!(
            out.contains("frames written") || out.contains("cycles written to"),
            "{out}"
        );
        let written = std::fs::read_to_string(&path).unwrap();
        let frames: Frames = serde_json::from_str(&written).unwrap();
        assert!(frames.len() > 4_000_000);
        assert!(written.len() < 1024);
        std::fs::remove_dir_all(&dir).unwrap();
        let err = run("4 4 4 --frames /nonexistent-dir/x.json").unwrap_err();
        assert!(err.starts_with("cannot write frames"), "{err}");
        let args = ["4", "4", "4", "--frames", "/nonexistent-dir/x.json"].map(String::from);
        assert_eq!(cli(&args).unwrap_err().status(), 1);
        assert_eq!(cli(&args[..2]).unwrap_err().status(), 2);
    }
}
