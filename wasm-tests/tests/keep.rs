//! Keeping work (issue 10, item 6): the editor's program survives a reload through local storage,
//! a share link never replaces the user's own program without the in-page prompt, and a browser
//! whose storage refuses keeps the page working with one note.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{click, editor, mount, reopen, run_program, text, type_program, until};
use tpu_core::chip::ChipId;
use tpu_core::dispatch::EagerMode;
use tpu_web::saved;
use tpu_web::state::ShareState;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const MINE: &str = "import torch\nx = torch.ones(2, device='tpu') * 3\nprint(x.sum().item())\n";

fn has(el: &web_sys::Element, sel: &str) -> bool {
    el.query_selector(sel).unwrap().is_some()
}

/// Mounts with no link, types `MINE` and picks debug mode, as a user's session would.
async fn write_my_program(id: &str) -> web_sys::Element {
    let el = mount(id);
    assert!(until(500, || has(&el, "#editor")).await);
    type_program(&el, MINE);
    common::select(&el, "#mode", "debug");
    let saved = || saved::load().ok().flatten();
    assert!(
        until(200, || saved().is_some_and(
            |s| s.source == MINE && s.mode == EagerMode::Debug
        ))
        .await,
        "the edit was not kept: {:?}",
        saved::load()
    );
    el
}

#[wasm_bindgen_test]
async fn a_reload_restores_the_program_and_its_settings() {
    let el = write_my_program("keep-reload").await;
    el.remove();
    let again = reopen("keep-reload-2", "");
    assert!(until(500, || has(&again, "#editor")).await);
    assert_eq!(editor(&again).value(), MINE);
    assert_eq!(common::selected(&again, "#mode"), "debug");
    assert!(!has(&again, "#keep-prompt"));
    assert!(!has(&again, "#storage-note"));
    again.remove();
}

#[wasm_bindgen_test]
async fn a_link_to_another_program_asks_first_and_keep_my_program_keeps_it() {
    let el = write_my_program("keep-ask").await;
    el.remove();
    let shared = ShareState::with_source("print('shared')\n");
    let again = reopen("keep-ask-2", &format!("#{}", shared.encode()));
    assert!(
        until(500, || has(&again, "#keep-prompt")).await,
        "no prompt"
    );
    // Until the user chooses, the editor and storage hold the user's program.
    assert_eq!(editor(&again).value(), MINE);
    assert_eq!(saved::load().unwrap().unwrap().source, MINE);
    assert_eq!(text(&again, "#open-shared"), "Open the shared program");
    assert_eq!(text(&again, "#keep-mine"), "Keep my program");
    click(&again, "#keep-mine");
    assert!(until(500, || !has(&again, "#keep-prompt")).await);
    assert_eq!(editor(&again).value(), MINE);
    assert_eq!(common::selected(&again, "#mode"), "debug");
    let kept = saved::load().unwrap().unwrap();
    assert_eq!((kept.source.as_str(), kept.mode), (MINE, EagerMode::Debug));
    again.remove();
}

#[wasm_bindgen_test]
async fn open_the_shared_program_replaces_the_saved_work_with_the_link() {
    let el = write_my_program("keep-open").await;
    el.remove();
    let shared = ShareState {
        source: "print('shared')\n".into(),
        mode: EagerMode::Strict,
        chip: ChipId::V5e,
        topology: "4x4".into(),
        panel: None,
        sim: None,
    };
    let again = reopen("keep-open-2", &format!("#{}", shared.encode()));
    assert!(
        until(500, || has(&again, "#keep-prompt")).await,
        "no prompt"
    );
    click(&again, "#open-shared");
    assert!(until(500, || !has(&again, "#keep-prompt")).await);
    assert!(until(500, || editor(&again).value() == shared.source).await);
    assert_eq!(common::selected(&again, "#mode"), "strict");
    assert_eq!(saved::load().unwrap().unwrap(), shared);
    again.remove();
}

#[wasm_bindgen_test]
async fn a_link_opens_without_asking_when_the_saved_program_is_an_example() {
    let el = mount("keep-example");
    assert!(until(500, || has(&el, "#editor")).await);
    // The first example is in the editor and was never edited: nothing of the user's to lose.
    common::select(&el, "#mode", "debug");
    let first = tpu_web::examples::course()[0].source;
    assert!(
        until(200, || saved::load()
            .ok()
            .flatten()
            .is_some_and(|s| s.source == first))
        .await
    );
    el.remove();
    let shared = ShareState::with_source("print('shared')\n");
    let again = reopen("keep-example-2", &format!("#{}", shared.encode()));
    assert!(until(500, || has(&again, "#editor")).await);
    assert_eq!(editor(&again).value(), shared.source);
    assert!(!has(&again, "#keep-prompt"));
    again.remove();
}

#[wasm_bindgen_test]
async fn storage_that_refuses_keeps_the_page_working_and_says_so_once() {
    saved::forget();
    saved::refuse_storage(true);
    let el = reopen("keep-refused", "");
    assert!(until(500, || has(&el, "#storage-note")).await, "no note");
    let note = text(&el, "#storage-note");
    assert!(
        note.starts_with(
            "Your work will not be kept in this browser (the browser refused local storage)"
        ),
        "{note}"
    );
    // Edits and runs go on; the note is there once. 3 * 2 = 6.0 is the program's own arithmetic.
    run_program(&el, MINE, "6.0\n").await;
    type_program(&el, "print(1)\n");
    run_program(&el, "print(1)\n", "1\n").await;
    assert_eq!(el.query_selector_all("#storage-note").unwrap().length(), 1);
    saved::refuse_storage(false);
    assert_eq!(saved::load(), Ok(None), "nothing was written");
    el.remove();
}
