//! The hostile-program suite (`core/testdata/hostile/`, in families: depth, hashing, keyword
//! arguments, devices, exits, messages, distributed, ...): each program is run by the `tpu` binary
//! as a person would run it, and must end as its header says (exit status, the last line of
//! stderr) with exactly the stdout its `.out` holds (from CPython or PyTorch, by
//! `scripts/refdata/hostile.py`), within a minute. The browser suite runs the same programs
//! (wasm-tests/tests/hostile.rs).

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use tpu_testdata::hostile;

/// A guard against hangs, not a speed check: the slowest program takes a few seconds.
const WALL: Duration = Duration::from_secs(90);

/// Runs one program; a description of each way it missed its header, empty when it met it.
fn check(label: &str, path: &std::path::Path) -> Vec<String> {
    let source = std::fs::read_to_string(path).expect("the program");
    let want = hostile::expect(&source);
    let out_path = path.with_extension("out");
    let want_out = std::fs::read_to_string(&out_path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (scripts/refdata/hostile.py --write writes it)",
            out_path.display()
        )
    });
    let mut child = Command::new(env!("CARGO_BIN_EXE_tpu"))
        .arg("run")
        .args(&want.args)
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tpu starts");
    // Read both pipes on threads, so a large output cannot block the child.
    let mut so = child.stdout.take().expect("stdout");
    let mut se = child.stderr.take().expect("stderr");
    let t_out = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = so.read_to_end(&mut b);
        b
    });
    let t_err = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = se.read_to_end(&mut b);
        b
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("waiting for tpu") {
            break Some(s);
        }
        if start.elapsed() > WALL {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stdout = String::from_utf8_lossy(&t_out.join().expect("stdout")).into_owned();
    let stderr = String::from_utf8_lossy(&t_err.join().expect("stderr")).into_owned();
    let mut problems = Vec::new();
    let Some(status) = status else {
        return vec![format!("{label}: still running after {WALL:?}")];
    };
    if status.code() != Some(want.exit) {
        problems.push(format!(
            "{label}: exit {:?}, expected {}",
            status.code(),
            want.exit
        ));
    }
    if let Some(error) = &want.error {
        let last = stderr.lines().rfind(|l| !l.trim().is_empty());
        if last != Some(error.as_str()) {
            problems.push(format!(
                "{label}: stderr ends {last:?}, expected {error:?}\n{stderr}"
            ));
        }
    }
    if stdout != want_out {
        problems.push(format!("{label}: stdout\n{stdout}\nexpected\n{want_out}"));
    }
    problems
}

#[test]
fn every_hostile_program_ends_as_its_header_says() {
    let programs = hostile::programs();
    assert!(
        programs.len() >= 30,
        "the suite has {} programs",
        programs.len()
    );
    let mut problems = Vec::new();
    for (label, path) in &programs {
        problems.extend(check(label, path));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}
