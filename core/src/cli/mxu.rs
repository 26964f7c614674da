//! `tpu mxu M K N [--array N|RxC] [--dataflow ws|os|is] [--mode scalesim|tpu] [--json]
//! [--frames out.json]`: one GEMM through the analytic model, as text or as one JSON object keyed
//! like SCALE-Sim's reference CSV; `tpu mxu --topology FILE.csv ...` every layer of a SCALE-Sim
//! topology file (convolutions lowered to their GEMMs), a row per layer in both timing modes, or a
//! JSON array of the chosen mode's objects.

use serde::Serialize;

use super::Failure;

use tpu_emu::mxu::Frames;
use tpu_emu::mxu::{analyze, Analysis, Schedule};
use tpu_emu::mxu::{map_matmul, MatmulSpec};
use tpu_emu::mxu::{parse_topology, Layer};
use tpu_emu::mxu::{ArrayShape, Dataflow, Gemm, Mode};

const USAGE: &str = "usage: tpu mxu M K N [--array N|RxC] [--dataflow ws|os|is] \
[--mode scalesim|tpu] [--json] [--frames out.json]
       tpu mxu --topology FILE.csv [--array N|RxC] [--dataflow ws|os|is] [--mode scalesim|tpu] [--json]
  C[MxN] = A[MxK] B[KxN] on one systolic array.
  --topology  every layer of a SCALE-Sim topology file (convolution or M, N, K rows)
  --array     array size, 2 to 256 a side (default 128)
  --dataflow  ws (weight-stationary, the TPU's; default), os or is
  --mode      scalesim (SCALE-Sim v2's timing; default) or tpu (weight loads overlap streaming)
  --json      print one JSON object keyed like SCALE-Sim's reports
  --frames    write the animation frames (compact JSON) to this file";

struct Args {
    work: Work,
    array: ArrayShape,
    dataflow: Dataflow,
    mode: Mode,
    json: bool,
    frames: Option<String>,
}

/// One GEMM from the command line, or a topology file's layers.
enum Work {
    Gemm(Gemm),
    Topology { path: String, layers: Vec<Layer> },
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
    let gemm = match &args.work {
        Work::Gemm(g) => *g,
        Work::Topology { path, layers } => return topology(&args, path, layers),
    };
    let analysis = analyze(gemm, args.array, args.dataflow, args.mode);
    let mapping = map_matmul(MatmulSpec {
        batch: 1,
        gemm,
        array: args.array,
        mxus: 1,
        dataflow: args.dataflow,
        mode: args.mode,
    })?;
    if let Some(path) = &args.frames {
        let frames = Frames::new(Schedule::new(gemm, args.array, args.dataflow, args.mode));
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
    let mut topology = None;
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
            "--topology" => topology = Some(value("--topology")?),
            "--json" if inline.is_none() => json = true,
            f if f.starts_with('-') && f.parse::<i64>().is_err() => {
                return Err(format!("unknown option '{arg}'"))
            }
            _ => dims.push(arg.as_str()),
        }
    }
    let work = match topology {
        Some(path) => {
            if !dims.is_empty() {
                return Err("give either M K N or --topology, not both".into());
            }
            if frames.is_some() {
                return Err("--frames animates one GEMM; it does not go with --topology".into());
            }
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read the topology file {path}: {e}"))?;
            let layers = parse_topology(&text).map_err(|e| format!("{path}: {e}"))?;
            Work::Topology { path, layers }
        }
        None => {
            let [m, k, n] = dims[..] else {
                return Err(format!("expected three sizes M K N, got {}", dims.len()));
            };
            let dim = |name: &str, s: &str| {
                s.parse::<u64>()
                    .map_err(|_| format!("{name} must be a positive integer, got '{s}'"))
            };
            Work::Gemm(Gemm::new(dim("M", m)?, dim("K", k)?, dim("N", n)?)?)
        }
    };
    Ok(Args {
        work,
        array,
        dataflow,
        mode,
        json,
        frames,
    })
}

/// A layer's figures in the JSON array of `--topology --json`.
#[derive(Serialize)]
struct LayerReport<'a> {
    simulator: &'static str,
    layer: &'a str,
    #[serde(flatten)]
    analysis: &'a Analysis,
}

/// `tpu mxu --topology`: each layer in SCALE-Sim's compute-report terms, the scalesim mode's
/// figures with the tpu mode's cycles and utilization beside them (`--json`: the chosen mode's).
fn topology(args: &Args, path: &str, layers: &[Layer]) -> Result<String, Failure> {
    let both = |layer: &Layer| -> Result<[Analysis; 2], String> {
        let g = layer.gemm()?;
        Ok(Mode::ALL.map(|mode| analyze(g, args.array, args.dataflow, mode)))
    };
    let analyses = layers.iter().map(both).collect::<Result<Vec<_>, _>>()?;
    if args.json {
        let pick = usize::from(args.mode == Mode::Tpu);
        let reports: Vec<LayerReport> = layers
            .iter()
            .zip(&analyses)
            .map(|(l, a)| LayerReport {
                simulator: "tpu-playground",
                layer: &l.name,
                analysis: &a[pick],
            })
            .collect();
        return serde_json::to_string(&reports)
            .map(|s| s + "\n")
            .map_err(|e| Failure::Usage(e.to_string()));
    }
    let width = layers
        .iter()
        .map(|l| l.name.len())
        .max()
        .unwrap_or(5)
        .max(5);
    let mut out = format!(
        "{path}: {} layers on a {} MXU, {} dataflow; SCALE-Sim's compute report (scalesim mode), \
         the tpu mode beside it\n{:width$} {:>7} {:>7} {:>7} {:>12} {:>6} {:>9} {:>9} {:>9} {:>10} {:>10} {:>10} | {:>10} {:>9}\n",
        layers.len(),
        args.array,
        args.dataflow,
        "layer",
        "M",
        "K",
        "N",
        "cycles",
        "stall",
        "overall%",
        "mapping%",
        "compute%",
        "A reads",
        "B reads",
        "C writes",
        "tpu cycles",
        "tpu util%",
    );
    for (layer, [s, t]) in layers.iter().zip(&analyses) {
        let g = s.gemm;
        out += &format!(
            "{:width$} {:>7} {:>7} {:>7} {:>12} {:>6} {:>9.2} {:>9.2} {:>9.2} {:>10} {:>10} {:>10} | {:>10} {:>9.2}\n",
            layer.name,
            g.m,
            g.k,
            g.n,
            s.total_cycles,
            s.stall_cycles,
            s.overall_util_pct,
            s.mapping_eff_pct,
            s.compute_util_pct,
            s.sram_ifmap_reads,
            s.sram_filter_reads,
            s.sram_ofmap_writes,
            t.total_cycles,
            t.overall_util_pct,
        );
    }
    let (cycles, tpu): (u64, u64) = analyses.iter().fold((0, 0), |(a, b), [s, t]| {
        (a + s.total_cycles, b + t.total_cycles)
    });
    out += &format!(
        "total: {cycles} cycles in scalesim mode, {tpu} in tpu mode (a convolution is its \
         im2col GEMM: M = output pixels, K = filter height x width x channels, N = filters)\n"
    );
    Ok(out)
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
    fn topology_files_give_a_row_per_layer() {
        let conv = tpu_testdata::path("systolic/conv_layers.csv");
        let line = format!(
            "--topology {} --array 8 --dataflow ws --json",
            conv.display()
        );
        let v: serde_json::Value = serde_json::from_str(&run(&line).unwrap()).unwrap();
        let layers = v.as_array().unwrap();
        // Eleven rows, the depthwise one split into its three channels.
        assert_eq!(layers.len(), 13);
        // SCALE-Sim 3.0.0's row for Conv1 on 8x8, ws (core/testdata/systolic).
        assert_eq!(layers[0]["layer"], "Conv1");
        assert_eq!(layers[0]["total_cycles"], 871);
        assert_eq!(layers[0]["sram_ofmap_writes"], 6272);
        assert_eq!(layers[0]["mode"], "scalesim");
        let tpu = run(&format!("{line} --mode tpu")).unwrap();
        assert!(tpu.contains("\"mode\":\"tpu\""), "{tpu}");
        let text = run(&format!("--topology {} --array 8x16", conv.display())).unwrap();
        assert!(
            text.contains("13 layers on a 8x16 MXU, ws dataflow"),
            "{text}"
        );
        assert!(text.contains("DPConvChannel_2"), "{text}");
        assert!(
            text.lines()
                .any(|l| l.starts_with("Conv3 ") && l.contains(" 25 ")),
            "{text}"
        );
        let gemm = tpu_testdata::path("systolic/gemm_layers.csv");
        let text = run(&format!("--topology {}", gemm.display())).unwrap();
        assert!(text.contains("2 layers on a 128x128 MXU"), "{text}");

        let dir = std::env::temp_dir().join(format!("tpu-mxu-topo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.csv");
        std::fs::write(&bad, "Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,\nc1, 8, 8, 3, 3, 3, eight, 1,\n").unwrap();
        let err = run(&format!("--topology {}", bad.display())).unwrap_err();
        assert!(err.contains("bad.csv: line 2, field 'Num Filter'"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
        for (line, want) in [
            (
                "--topology /nonexistent/t.csv",
                "cannot read the topology file",
            ),
            (&format!("4 4 4 --topology {}", gemm.display()), "not both"),
            (
                &format!("--topology {} --frames f.json", gemm.display()),
                "--frames animates one GEMM",
            ),
        ] {
            let err = run(line).unwrap_err();
            assert!(
                err.contains(want) && err.contains("usage: tpu mxu"),
                "{line}: {err}"
            );
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
