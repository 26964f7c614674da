//! The hostile-program suite in the browser, through the page's runner (the native half is
//! core/tests/cpu/hostile_suite.rs): every program the page can run (no `tpu run` options, no exit
//! status to read: `# page: skip` names why) prints exactly its `.out` and ends with the error
//! its header names, or none, without a trap or a hang.
#![cfg(target_arch = "wasm32")]

use tpu_testdata::hostile;
use wasm_bindgen_test::*;

mod common;

wasm_bindgen_test_configure!(run_in_browser);

include!(concat!(env!("OUT_DIR"), "/hostile.rs"));

use common::run_source as run;

#[wasm_bindgen_test]
async fn hostile_programs_end_in_the_page_as_their_headers_say() {
    let mut problems = Vec::new();
    let mut ran = 0;
    for (label, source, expected) in HOSTILE {
        let want = hostile::expect(source);
        if !want.page || !want.args.is_empty() {
            continue;
        }
        ran += 1;
        let (stdout, err) = run(source).await;
        if stdout != *expected {
            problems.push(format!("{label}: stdout {stdout:?}, expected {expected:?}"));
        }
        let ok = match (&err, &want.error, want.exit) {
            (None, None, 0) => true,
            (Some(e), Some(w), _) => e == w,
            _ => false,
        };
        if !ok {
            problems.push(format!(
                "{label}: ended with {err:?}, expected {:?} (exit {})",
                want.error, want.exit
            ));
        }
    }
    assert!(ran >= 20, "only {ran} programs ran in the page");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The page leaves out the Unicode name table (core/unicode_names_shim, 400 KB of the download):
/// a `\N{...}` escape is a SyntaxError that says so and what to write instead; `\u` escapes and
/// the characters themselves still work.
#[wasm_bindgen_test]
async fn named_unicode_escapes_say_the_page_has_no_name_table() {
    let (stdout, err) = run("print('\\u2014', '\u{3b1}')\nprint('\\N{EM DASH}')\n").await;
    assert_eq!(stdout, "", "the program does not compile, so nothing runs");
    let err = err.expect("a SyntaxError");
    assert!(
        err.starts_with("SyntaxError: (unicode error) \\N{...} escapes are not available in the browser playground"),
        "{err}"
    );
    let (stdout, err) = run("print('\\u2014', '\u{3b1}')\n").await;
    assert_eq!((stdout.as_str(), err), ("\u{2014} \u{3b1}\n", None));
}
