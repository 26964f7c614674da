//! The `tpu` CLI contract that scripts outside the project rely on: stdout, a CPython-style
//! traceback on stderr, and exit status 0 / 1 (program error) / 2 (bad arguments) / 70 (internal
//! error: a panic, reported with what to send).

use crate::common;

use std::process::Command;

fn tpu(args: &[&str]) -> (i32, String, String) {
    tpu_env(args, &[])
}

fn tpu_env(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tpu"))
        .args(args)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .envs(env.iter().copied())
        .output()
        .expect("run tpu");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn write_program(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("tpu-cli-test-{}-{name}.py", std::process::id()));
    std::fs::write(&path, text).expect("write program");
    path.to_string_lossy().into_owned()
}

#[test]
fn run_prints_the_first_example_as_pytorch_does() {
    let example = common::repo_dir().join("assets/examples/01_hello_tpu.py");
    let golden =
        std::fs::read_to_string(common::repo_dir().join("core/tests/golden/01_hello_tpu.out"))
            .expect("golden");
    let (code, stdout, stderr) = tpu(&["run", example.to_str().expect("path"), "--backend", "cpu"]);
    assert_eq!(code, 0, "stderr: {stderr}");
    assert_eq!(stdout, golden);
}

#[test]
fn a_program_error_is_a_traceback_and_status_1() {
    let prog = write_program(
        "nameerror",
        "import torch\nx = 1\nprint(x)\nprint(y)\nprint('never')\n",
    );
    let (code, stdout, stderr) = tpu(&["run", &prog, "--backend", "cpu"]);
    assert_eq!(code, 1);
    assert_eq!(stdout, "1\n", "output before the error is kept");
    assert_eq!(
        stderr,
        "Traceback (most recent call last):\n  File \"<program>\", line 4, in <module>\n    print(y)\n          ^\nNameError: name 'y' is not defined\n"
    );
}

#[test]
fn an_error_inside_a_function_names_every_frame() {
    let prog = write_program("frames", "def f(a):\n    return a + 'x'\n\nf(1)\n");
    let (code, _, stderr) = tpu(&["run", &prog, "--backend", "cpu"]);
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "Traceback (most recent call last):\n  File \"<program>\", line 4, in <module>\n    f(1)\n  File \"<program>\", line 2, in f\n    return a + 'x'\n           ~~^~~~~\nTypeError: unsupported operand type(s) for +: 'int' and 'str'\n"
    );
}

#[test]
fn a_shape_error_reads_as_pytorchs() {
    let prog = write_program(
        "shapes",
        "import torch\na = torch.ones(2, 3)\nb = torch.ones(2, 3)\nc = a @ b\n",
    );
    let (code, _, stderr) = tpu(&["run", &prog, "--backend", "cpu"]);
    assert_eq!(code, 1);
    assert!(
        stderr.ends_with(
            "RuntimeError: mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)\n"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("line 4, in <module>\n    c = a @ b\n"),
        "{stderr}"
    );
}

#[test]
fn bad_arguments_are_status_2() {
    assert_eq!(tpu(&["run"]).0, 2);
    assert_eq!(tpu(&["run", "x.py", "--backend", "tpu9"]).0, 2);
    assert_eq!(tpu(&["frobnicate"]).0, 2);
    assert_eq!(tpu(&["run", "/nonexistent/prog.py"]).0, 2);
}

#[test]
fn an_endless_loop_stops_at_the_time_limit() {
    let prog = write_program("loop", "i = 0\nwhile True:\n    i += 1\n");
    let (code, _, stderr) = tpu(&["run", &prog, "--backend", "cpu", "--time-limit", "0.5"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("TimeoutError: the program ran past its time limit"),
        "{stderr}"
    );
}

#[test]
fn a_panic_is_an_internal_error_with_a_report_hint_and_status_70() {
    // TPU_DEBUG_PANIC panics between two slices of the run, inside the core's run loop (the first
    // check comes after 100,000 instructions, so the loop must be longer than that).
    let prog = write_program("panic", "i = 0\nwhile i < 300000:\n    i += 1\nprint(i)\n");
    let (code, stdout, stderr) = tpu_env(
        &["run", &prog, "--backend", "cpu", "--mode", "debug"],
        &[("TPU_DEBUG_PANIC", "1")],
    );
    assert_eq!(code, 70, "stderr: {stderr}");
    assert_eq!(stdout, "");
    assert!(
        stderr.starts_with("tpu: internal error: TPU_DEBUG_PANIC is set"),
        "{stderr}"
    );
    assert!(
        stderr.contains("not in your program. Please report this"),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("run {prog}, mode Debug, backend cpu, chip v5e")),
        "{stderr}"
    );
    // Rust's own panic text and status are not what the user sees.
    assert!(!stderr.contains("thread 'main' panicked"), "{stderr}");
    // Without the switch the same program runs to the end.
    let (code, stdout, _) = tpu(&["run", &prog, "--backend", "cpu"]);
    assert_eq!((code, stdout.as_str()), (0, "300000\n"));
}

#[test]
fn report_json_has_the_totals() {
    let example = common::repo_dir().join("assets/examples/01_hello_tpu.py");
    let report = std::env::temp_dir().join(format!("tpu-report-{}.json", std::process::id()));
    let (code, _, _) = tpu(&[
        "run",
        example.to_str().expect("path"),
        "--backend",
        "cpu",
        "--report-json",
        report.to_str().expect("path"),
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    // The example dispatches mm, add, relu and sum: four ops, four kernels.
    assert_eq!(v["ops_dispatched"], 4);
    assert_eq!(v["kernel_launches"], 4);
    // print(x), print(w), print(h), print(total), total.item() twice: six reads.
    assert_eq!(v["syncs"], 6);
    assert_eq!(v["mode"], "strict");
    assert!(v["wall_time_s"].as_f64().expect("wall") > 0.0);
    assert_eq!(v["chip"], "v5e", "the default chip");
    // One 2x3 @ 3x4 matmul on the MXUs: some cycles, and a modelled time from the cost model.
    assert!(v["mxu_cycles"].as_u64().expect("mxu_cycles") > 0);
    assert!(v["modelled_time_s"].as_f64().expect("modelled") > 0.0);
    // Every tensor here is under 512 bytes: one HBM block each. At most five are live at once:
    // x, w, b and two results of `h = torch.relu(x @ w + b)` (the matmul's is freed once the add
    // has used it, and the relu takes its cached block); `total` reuses a cached block too.
    assert_eq!(v["peak_hbm_bytes"], 5 * 512);
    assert_eq!(v["peak_hbm_allocated_bytes"], 5 * 512);
    assert_eq!(v["sparsecore_cycles"], 0);
    // The matmul on v5e's four 128x128 MXUs (docs/mxu.md, tpu mode): one column fold, its M = 2
    // rows split over 2 MXUs, each streaming T = 1 row, last write in cycle R + T + R + C - 3.
    // A float32 matmul at the default "highest" precision: six bf16 passes, each counted.
    assert_eq!(v["matmuls"], 1);
    assert_eq!(v["mxu_macs"], 6 * 2 * 3 * 4);
    assert_eq!(v["mxu_pe_cycles"], 6 * (128 + 1 + 256 - 3) * 128 * 128 * 4);
}

/// `--trace-format chrome`: a Trace Event document Perfetto opens, whose host and TPU lanes replay
/// the modelled clock the report prices: the last slice ends at the report's modelled time, in
/// every mode, and each dispatched op, launch and kernel is one slice.
#[test]
fn chrome_trace_lanes_end_at_the_reports_modelled_time() {
    let example = common::repo_dir().join("assets/examples/06_fused_block.py");
    let dir = std::env::temp_dir();
    let pid = std::process::id();
    for mode in ["strict", "debug", "fused", "compiled"] {
        let trace = dir.join(format!("tpu-chrome-{pid}-{mode}.json"));
        let report = dir.join(format!("tpu-chrome-report-{pid}-{mode}.json"));
        let (code, _, err) = tpu(&[
            "run",
            example.to_str().expect("path"),
            "--backend",
            "cpu",
            "--mode",
            mode,
            "--trace",
            trace.to_str().expect("path"),
            "--trace-format",
            "chrome",
            "--report-json",
            report.to_str().expect("path"),
        ]);
        assert_eq!(code, 0, "{err}");
        let read = |p: &std::path::Path| -> serde_json::Value {
            serde_json::from_str(&std::fs::read_to_string(p).expect("file")).expect("json")
        };
        let (doc, rep) = (read(&trace), read(&report));
        let events = doc["traceEvents"].as_array().expect("traceEvents");
        let slices: Vec<&serde_json::Value> = events.iter().filter(|e| e["ph"] == "X").collect();
        let count = |cat: &str| slices.iter().filter(|e| e["cat"] == cat).count() as u64;
        assert_eq!(
            count("cpu_op"),
            rep["ops_dispatched"].as_u64().expect("ops"),
            "{mode}"
        );
        assert_eq!(
            count("kernel"),
            rep["kernel_launches"].as_u64().expect("launches"),
            "{mode}"
        );
        assert_eq!(count("launch"), count("kernel"), "{mode}");
        for e in &slices {
            assert!(e["dur"].as_f64().expect("dur") >= 0.0, "{e}");
            assert!(
                e["tid"] == "host" || e["tid"] == "TPU" || e["tid"] == "ICI",
                "{e}"
            );
        }
        let end_us = slices
            .iter()
            .map(|e| e["ts"].as_f64().expect("ts") + e["dur"].as_f64().expect("dur"))
            .fold(0.0, f64::max);
        let modelled_us = rep["modelled_time_s"].as_f64().expect("modelled") * 1e6;
        assert!(
            (end_us - modelled_us).abs() < 0.01,
            "{mode}: trace ends at {end_us} us, report {modelled_us} us"
        );
        let compiles = events
            .iter()
            .filter(|e| e["tid"] == "compile" && e["ph"] == "i")
            .count();
        assert_eq!(
            compiles > 0,
            mode == "fused" || mode == "compiled",
            "{mode}"
        );
        let _ = std::fs::remove_file(&trace);
        let _ = std::fs::remove_file(&report);
    }
    let (code, _, err) = tpu(&[
        "run",
        example.to_str().expect("path"),
        "--trace-format",
        "xml",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown trace format 'xml' (events, chrome)"),
        "{err}"
    );
}

#[test]
fn report_lists_each_matmul_with_its_utilization_and_reason() {
    let program = write_program(
        "mxu",
        "import torch\nx = torch.ones(1024, 64, device='tpu')\nw = torch.ones(64, 512, device='tpu')\n\
         for i in range(2):\n    y = x @ w\nprint(y[0, 0].item())\n",
    );
    let (code, out, err) = tpu(&["run", &program, "--backend", "cpu", "--report"]);
    assert_eq!((code, out.as_str()), (0, "64.0\n"), "{err}");
    // Each of the two runs: K=64 fills half of the 128 rows; 4 MXUs each stream M = 1024 rows
    // through one tile, the last write in cycle 128 + 1024 + 256 - 3 = 1405 (docs/mxu.md), so
    // 1024 * 64 * 512 MACs in 1405 * 128 * 128 * 4 PE-cycles: 36.4%, in each of the six bf16
    // passes a float32 matmul takes at the default "highest" precision.
    assert!(
        err.contains(
            "tpu mxu: 2 matmuls, 402653184 multiply-accumulates in 1104936960 PE-cycles offered: \
             36.4% of the MXUs used"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "  line 5 mm [1024x64 @ 64x512] x2: 1405 cycles x 6 bf16 passes, 36.4% utilization, \
             58523648 wasted PE-cycles: this matmul used 36% of the 4 MXUs because K=64 fills 64 \
             of its 128 rows"
        ),
        "{err}"
    );
}

#[test]
fn modelled_time_is_deterministic_and_depends_on_the_chip() {
    let example = common::repo_dir().join("assets/examples/01_hello_tpu.py");
    let report = |chip: &str, tag: &str| -> serde_json::Value {
        let path =
            std::env::temp_dir().join(format!("tpu-report-{}-{tag}.json", std::process::id()));
        let (code, _, stderr) = tpu(&[
            "run",
            example.to_str().expect("path"),
            "--backend",
            "cpu",
            "--chip",
            chip,
            "--report-json",
            path.to_str().expect("path"),
        ]);
        assert_eq!(code, 0, "{stderr}");
        serde_json::from_str(&std::fs::read_to_string(&path).expect("report")).expect("json")
    };
    let (a, b) = (report("v5e", "a"), report("v5e", "b"));
    assert_eq!(a["modelled_time_s"], b["modelled_time_s"]);
    assert_eq!(a["mxu_cycles"], b["mxu_cycles"]);
    // v6e's 256x256 MXU takes longer to fill and drain than v4's 128x128 for the same tiny matmul.
    let (v4, v6e) = (report("v4", "c"), report("v6e", "d"));
    assert_eq!(v4["chip"], "v4");
    assert!(
        v6e["mxu_cycles"].as_u64() > v4["mxu_cycles"].as_u64(),
        "{v4} {v6e}"
    );
    assert_eq!(tpu(&["run", "x.py", "--chip", "v9"]).0, 2);
}

#[test]
fn debug_mode_stops_at_the_op_that_made_the_first_nan() {
    let prog = write_program(
        "nan",
        "import torch\nx = torch.tensor([4.0, -1.0])\ny = x + 1\nz = torch.sqrt(y - 1)\nprint('unreached', z)\n",
    );
    for backend in ["cpu", "gpu"] {
        let (code, stdout, stderr) = tpu(&["run", &prog, "--mode", "debug", "--backend", backend]);
        assert_eq!(code, 1, "{backend}: {stderr}");
        assert_eq!(stdout, "");
        assert!(
            stderr.ends_with("RuntimeError: NaN first produced by `torch.sqrt` at line 4 (Debug mode checks the result of every op)\n"),
            "{backend}: {stderr}"
        );
    }
    // Strict mode runs on and prints the NaN, as PyTorch does.
    let (code, stdout, _) = tpu(&["run", &prog, "--backend", "cpu"]);
    assert_eq!(code, 0);
    assert_eq!(stdout, "unreached tensor([2., nan])\n");
    // TorchTPU's environment variable selects Debug too.
    let out = Command::new(env!("CARGO_BIN_EXE_tpu"))
        .args(["run", &prog, "--backend", "cpu"])
        .env("TORCH_TPU_LAUNCH_BLOCKING", "1")
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .output()
        .expect("run tpu");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn run_with_a_topology_runs_once_per_chip_in_rank_order_with_link_bytes() {
    let prog = write_program(
        "topology",
        "import os\nimport torch\nimport torch.distributed as dist\ndist.init_process_group('tpu_dist')\nt = torch.full((256,), float(dist.get_rank()))\ndist.all_reduce(t)\nprint(os.environ['RANK'], os.environ['WORLD_SIZE'], t[0].item())\n",
    );
    let (code, stdout, stderr) = tpu(&[
        "run",
        &prog,
        "--topology",
        "2x2",
        "--backend",
        "cpu",
        "--report",
    ]);
    assert_eq!(code, 0, "stderr: {stderr}");
    // 0 + 1 + 2 + 3 on every rank, printed rank 0 first.
    assert_eq!(stdout, "0 4 6.0\n1 4 6.0\n2 4 6.0\n3 4 6.0\n");
    assert!(
        stderr.contains("tpu ici: topology 2x2, 4 ranks, 1 collectives, "),
        "{stderr}"
    );
    // dim_ordered on a 2x2 torus: each of the 16 directed links carries its share of the 1 KiB buffer.
    assert_eq!(stderr.matches("  link ").count(), 16, "{stderr}");

    let (code, _, stderr) = tpu(&["run", &prog, "--topology", "2y2"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown topology '2y2'"), "{stderr}");
}

#[test]
fn a_failing_rank_is_shown_as_torchrun_shows_it() {
    let prog = write_program(
        "rank-fails",
        "import torch.distributed as dist\ndist.init_process_group('gloo')\nif dist.get_rank() == 1:\n    1 / 0\nprint('rank', dist.get_rank())\n",
    );
    let (code, stdout, stderr) = tpu(&["run", &prog, "--topology", "2", "--backend", "cpu"]);
    assert_eq!(code, 1);
    assert_eq!(stdout, "rank 0\n");
    assert!(
        stderr.ends_with("[rank1]:     1 / 0\n[rank1]:     ~~^~~\n[rank1]: ZeroDivisionError: division by zero\n"),
        "{stderr}"
    );
}

#[test]
fn fused_mode_runs_from_the_flag_and_the_environment_and_reports_its_graphs() {
    let example = common::repo_dir().join("assets/examples/04_train_mlp.py");
    let example = example.to_str().expect("path");
    let report = std::env::temp_dir().join(format!("tpu-report-{}-fused.json", std::process::id()));
    let (code, fused_out, stderr) = tpu(&[
        "run",
        example,
        "--backend",
        "cpu",
        "--mode",
        "fused",
        "--report",
        "--report-json",
        report.to_str().expect("path"),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("tpu report (fused): "), "{stderr}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert_eq!(v["mode"], "fused");
    // 60 steps, each cut after backward and by the loop heuristic (see tests/fused.rs).
    assert!(v["graphs"].as_u64().expect("graphs") >= 100, "{v}");
    assert!(v["fused_kernels"].as_u64().expect("fused") > 0);
    assert!(v["cache_hits"].as_u64() > v["cache_misses"].as_u64(), "{v}");
    let (_, strict_out, _) = tpu(&["run", example, "--backend", "cpu"]);
    assert_eq!(fused_out, strict_out);
    // TorchTPU's environment variable selects Fused too; strict reports carry no fusion keys.
    let path = std::env::temp_dir().join(format!("tpu-report-{}-env.json", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_tpu"))
        .args(["run", example, "--backend", "cpu", "--report-json"])
        .arg(&path)
        .env("TORCH_TPU_DEFER_AND_FUSE", "1")
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .output()
        .expect("run tpu");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("report")).expect("json");
    assert_eq!(v["mode"], "fused");
    let strict =
        std::env::temp_dir().join(format!("tpu-report-{}-strict.json", std::process::id()));
    let (code, _, _) = tpu(&[
        "run",
        example,
        "--backend",
        "cpu",
        "--report-json",
        strict.to_str().expect("path"),
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&strict).expect("report")).expect("json");
    assert_eq!(v["mode"], "strict");
    assert!(v.get("graphs").is_none(), "{v}");
}

#[test]
fn compiled_mode_runs_torch_compile_and_reports_its_calls() {
    let prog = write_program(
        "compiled",
        "import torch\n@torch.compile\ndef f(x):\n    return (x * 2.0).relu()\n\
         x = torch.ones(3, device=\"tpu\")\nprint(f(x))\nprint(f(x + 1))\nprint(f(torch.ones(2, device=\"tpu\")))\n",
    );
    let report =
        std::env::temp_dir().join(format!("tpu-report-compiled-{}.json", std::process::id()));
    let (code, stdout, stderr) = tpu(&[
        "run",
        &prog,
        "--backend",
        "cpu",
        "--mode",
        "compiled",
        "--report-json",
        report.to_str().expect("path"),
    ]);
    assert_eq!(code, 0, "stderr: {stderr}");
    assert_eq!(
        stdout,
        "tensor([2., 2., 2.])\ntensor([4., 4., 4.])\ntensor([2., 2.])\n"
    );
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("json");
    assert_eq!(v["mode"], "compiled");
    // Three calls: a compile, a hit (same shape), a recompile (a new shape).
    let c = &v["compiled"];
    assert_eq!(
        (
            c["calls"].as_u64(),
            c["compiles"].as_u64(),
            c["cache_hits"].as_u64()
        ),
        (Some(3), Some(2), Some(1))
    );
}

#[test]
fn an_output_file_that_cannot_be_written_fails_the_run() {
    let prog = write_program("unwritable", "print('hi')\n");
    let missing = std::env::temp_dir().join(format!("tpu-no-such-dir-{}", std::process::id()));
    let target = missing.join("out.json");
    let target = target.to_str().expect("path");
    for (flag, what) in [("--report-json", "report"), ("--trace", "trace")] {
        let (code, stdout, stderr) = tpu(&["run", &prog, "--backend", "cpu", flag, target]);
        assert_eq!(code, 1, "{flag}: {stderr}");
        assert_eq!(stdout, "hi\n");
        assert!(
            stderr.starts_with(&format!("tpu: can't write the {what} to '{target}': ")),
            "{stderr}"
        );
    }
    // A program's own failure keeps its status.
    let fails = write_program("unwritable-exit", "raise SystemExit(3)\n");
    let (code, _, _) = tpu(&["run", &fails, "--backend", "cpu", "--trace", target]);
    assert_eq!(code, 3);
    // The mxu's frames file likewise: status 1, the subcommand named once.
    let (code, _, stderr) = tpu(&["mxu", "4", "4", "4", "--frames", target]);
    assert_eq!(code, 1);
    assert!(
        stderr.starts_with(&format!("tpu mxu: cannot write frames to {target}: ")),
        "{stderr}"
    );
}

#[test]
fn an_option_that_does_not_apply_is_a_usage_error() {
    let prog = write_program("algorithm-alone", "print('hi')\n");
    let (code, stdout, stderr) = tpu(&["run", &prog, "--backend", "cpu", "--algorithm", "ring"]);
    assert_eq!(code, 2);
    assert_eq!(stdout, "");
    assert!(
        stderr.starts_with(
            "tpu run: --algorithm applies only to a run on several chips: give --topology too\nusage:"
        ),
        "{stderr}"
    );
    let (code, stdout, stderr) = tpu(&[
        "collective",
        "barrier",
        "--topology",
        "4",
        "--bytes",
        "1024",
    ]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert_eq!(
        stderr,
        "tpu collective: --bytes does not apply to barrier: it moves no data\n"
    );
}

#[test]
fn a_subcommand_names_itself_once() {
    let (code, _, stderr) = tpu(&["mxu", "4", "4"]);
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with("tpu mxu: expected three sizes M K N, got 2\n"),
        "{stderr}"
    );
    let (code, _, stderr) = tpu(&["run"]);
    assert_eq!(code, 2);
    assert!(stderr.starts_with("tpu run: missing FILE\n"), "{stderr}");
    for (args, name) in [
        (&["mxu", "4", "4"][..], "tpu mxu"),
        (&["mxu", "4", "4", "4", "--array", "1"][..], "tpu mxu"),
        (&["run"][..], "tpu run"),
        (&["collective", "all_reduce"][..], "tpu collective"),
    ] {
        let (_, _, stderr) = tpu(args);
        assert!(stderr.starts_with(&format!("{name}: ")), "{stderr}");
        assert!(!stderr.contains(&format!("{name}: {name}")), "{stderr}");
    }
}

/// Runs the bytes `source` as a file: (status, stdout, stderr).
fn run_bytes(name: &str, source: &[u8]) -> (i32, String, String) {
    let path = std::env::temp_dir().join(format!("tpu-cli-enc-{}-{name}.py", std::process::id()));
    std::fs::write(&path, source).expect("write program");
    let path = path.to_str().expect("path").to_string();
    let r = tpu(&["run", &path, "--backend", "cpu"]);
    let _ = std::fs::remove_file(&path);
    (r.0, r.1, r.2.replace(&path, "FILE"))
}

#[test]
fn source_encodings_as_cpython_reads_a_file() {
    // Each expectation from `python3 FILE` (CPython 3.11): PEP 263 declarations on line 1 or 2.
    assert_eq!(
        run_bytes(
            "latin1",
            b"# -*- coding: latin-1 -*-\nprint('\xe9', len('\xe9'))\n"
        ),
        (0, "\u{e9} 1\n".into(), String::new())
    );
    assert_eq!(
        run_bytes(
            "line2",
            b"#!/usr/bin/env python\n# vim: set fileencoding=iso-8859-1 :\nprint(ord('\xff'))\n"
        ),
        (0, "255\n".into(), String::new())
    );
    assert_eq!(
        run_bytes("ascii", b"# coding: ascii\nprint(3)\n"),
        (0, "3\n".into(), String::new())
    );
    assert_eq!(
        run_bytes("bom", b"\xef\xbb\xbfprint(2)\n"),
        (0, "2\n".into(), String::new())
    );
    assert_eq!(
        run_bytes("nonutf8", b"print(1)\nx = '\xff'\n"),
        (1, String::new(), "SyntaxError: Non-UTF-8 code starting with '\\xff' in file FILE on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details\n".into())
    );
    assert_eq!(
        run_bytes("unknown", b"# coding: xyz\nprint(1)\n"),
        (
            1,
            String::new(),
            "SyntaxError: encoding problem: xyz\n".into()
        )
    );
    assert_eq!(
        run_bytes("notascii", b"# coding: ascii\nprint('\xc3\xa9')\n"),
        (
            1,
            String::new(),
            "SyntaxError: encoding problem: ascii\n".into()
        )
    );
    assert_eq!(
        run_bytes("bomlatin", b"\xef\xbb\xbf# coding: latin-1\nprint(2)\n"),
        (
            1,
            String::new(),
            "SyntaxError: encoding problem: iso-8859-1 with BOM\n".into()
        )
    );
}
