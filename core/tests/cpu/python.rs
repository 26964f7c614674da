//! The language conformance suite: every case in `tests/python/cases` prints what CPython 3.11
//! printed (goldens written by `scripts/python_goldens.py` from a real CPython run), and ends with
//! the same error line, or for `tb_*` cases the same traceback (with its `~~^^` markers).

use crate::common;

use tpu_core::runtime::{run_to_end, RunConfig};

fn actual(name: &str, source: &str) -> String {
    // What the case writes to `sys.stderr` (warnings) is kept apart from its stdout, as the
    // goldens keep CPython's: a `tb_` case's golden holds its whole stderr, the warnings before
    // the traceback; the others' only stdout.
    let err = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
    let sink = err.clone();
    tpu_core::script::native::set_stderr(Some(Box::new(move |s: &str| {
        sink.borrow_mut().push_str(s)
    })));
    let out = run_to_end(source, common::cpu(), &RunConfig::default());
    tpu_core::script::native::set_stderr(None);
    let mut text = out.stdout;
    if let Some(e) = &out.error {
        if name.starts_with("tb_") {
            text.push_str("--- traceback\n");
            text.push_str(&err.borrow());
            text.push_str(&e.render(source));
        } else {
            // (The uncaught display's last line, as the golden keeps CPython's: the message with
            // any "Did you mean" its display adds.)
            text.push_str("--- error\n");
            text.push_str(e.render(source).lines().last().unwrap_or_default());
            text.push('\n');
        }
    }
    text
}

#[test]
fn python_cases_match_cpython() {
    let dir = common::repo_dir().join("core/tests/python/cases");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("cases dir")
        .filter_map(|e| {
            let p = e.expect("entry").path();
            (p.extension()? == "py").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    let mut failures = Vec::new();
    for name in &names {
        let source = std::fs::read_to_string(dir.join(format!("{name}.py"))).expect("case");
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out")))
            .unwrap_or_else(|_| panic!("{name}.out is missing: run scripts/python_goldens.py"));
        // A panic is a failure of its own case (and a bug: no panic may reach the page).
        let got = match std::panic::catch_unwind(|| actual(name, &source)) {
            Ok(g) => g,
            Err(_) => "<panicked>\n".to_string(),
        };
        if got != expected {
            failures.push(format!("{name}:\n--- expected\n{expected}--- got\n{got}"));
        }
    }
    assert!(names.len() >= 300, "only {} cases", names.len());
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from CPython:\n\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}
