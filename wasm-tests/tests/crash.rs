//! The page survives a panic: a panic inside a run (triggered by the `test-hooks` entry point,
//! inside the run's task as a core bug would be) ends the run with an internal-error report, keeps
//! the editor's text and leaves Run working on a fresh runtime.
//! Its own test binary (one wasm instance): after a panic std considers the instance panicking for
//! good, so no other test may share it. `memory.rs` shares its helpers through `common`.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{click, mount, run_disabled, run_program, state, text, until};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlTextAreaElement;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn a_panic_in_a_run_reports_an_internal_error_keeps_the_text_and_the_next_run_works() {
    let el = mount("app-crash");
    assert!(until(2000, || !run_disabled(&el)).await, "no device");
    let program = "import torch\nx = torch.ones(3, device='tpu') * 2\nprint(x.sum().item())\n";
    let area: HtmlTextAreaElement = el
        .query_selector("#editor")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    area.set_value(program);
    area.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    assert!(until(2000, || !run_disabled(&el)).await, "no device");

    tpu_web::crash::panic_on_next_slice();
    click(&el, "#run");
    assert!(
        until(3000, || state(&el) == "error").await,
        "the crashed run never ended: {}",
        state(&el)
    );
    let console = text(&el, "#console");
    assert!(
        console.starts_with(
            "Internal error: a deliberate panic (test hook) inside a run (at web/src/crash.rs:"
        ),
        "{console}"
    );
    assert!(
        console
            .contains("This is a bug in the playground, not in your program. Please report this"),
        "{console}"
    );
    // The details name the settings and carry the program as a share link, as text.
    assert!(
        console.contains("run: mode Strict, chip v5e, backend CPU"),
        "{console}"
    );
    let expected_link = tpu_web::state::ShareState {
        source: program.to_string(),
        mode: tpu_core::dispatch::EagerMode::Strict,
        chip: tpu_core::chip::ChipId::V5e,
        topology: "2x2".to_string(),
        panel: None,
        sim: None,
    }
    .encode();
    assert!(
        console.contains(&format!("program: #{expected_link}")),
        "{console}"
    );
    assert_eq!(text(&el, "#status"), "internal error");
    // The editor still has the program.
    assert_eq!(area.value(), program);

    // The page is usable: Run comes back (a fresh device), and the same program runs to the end
    // on a fresh session. 2 * 3 = 6.0 is the program's own arithmetic.
    run_program(&el, program, "6.0\n").await;
    assert_eq!(area.value(), program);
    el.remove();

    // And a page opened after the crash (a reload) has it too, from local storage.
    let again = common::reopen("app-crash-reload", "");
    assert!(until(500, || again.query_selector("#editor").unwrap().is_some()).await);
    assert_eq!(common::editor(&again).value(), program);
    again.remove();
}
