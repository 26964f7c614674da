//! The compile cache's persistent tier in the page: local storage keeps what one run compiled for
//! the next, a corrupted store is discarded and recompiled, never trusted, and storage that refuses
//! leaves its notices and the same output (issue 6 item 4, issue 10 item 4).
#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::device::CpuBackend;
use tpu_core::dispatch::EagerMode;
use tpu_core::fusion::persist;
use tpu_core::runtime::{Report, RunConfig};
use tpu_web::run::compile_store::{self, KEY};
use tpu_web::run::slices::{self, End};
use tpu_web::saved;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Two fused kernels (an elementwise chain and a reduction group), then a read.
const PROGRAM: &str = "import torch\n\
x = torch.arange(12.0, device='tpu').reshape(3, 4)\n\
y = (x * 2.0 + 1.0).relu()\n\
z = (y - y.mean(dim=1, keepdim=True)).exp()\n\
print(z.sum(dim=1).tolist())\n";

fn storage() -> web_sys::Storage {
    web_sys::window()
        .expect("window")
        .local_storage()
        .expect("storage")
        .expect("storage")
}

fn stored_entries() -> usize {
    let text = storage()
        .get_item(KEY)
        .expect("read")
        .expect("a stored cache");
    let (entries, discarded) = persist::decode(&compile_store::from_text(&text));
    assert!(discarded.is_empty(), "{discarded:?}");
    entries.len()
}

async fn run_fused() -> (String, Report) {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let config = RunConfig {
        mode: EagerMode::Fused,
        ..Default::default()
    };
    let finish = slices::run_with(
        PROGRAM,
        Box::new(CpuBackend::new(None)),
        &config,
        Rc::new(Cell::new(false)),
        move |t| sink.borrow_mut().push_str(&t),
        |_| {},
    )
    .await;
    assert!(matches!(finish.end, End::Done), "the run failed");
    let text = out.borrow().clone();
    (text, finish.report.expect("a report"))
}

fn fusion(r: &Report) -> &tpu_core::fusion::FusionStats {
    r.fusion.as_ref().expect("fused stats")
}

#[wasm_bindgen_test]
async fn a_kernel_compiled_in_one_run_is_a_persistent_hit_in_the_next() {
    storage().remove_item(KEY).expect("clear");
    let (first_out, first) = run_fused().await;
    let compiled = fusion(&first).cache_misses;
    assert!(compiled >= 2, "{:?}", fusion(&first));
    assert_eq!(fusion(&first).cache_persistent_hits, 0);
    // Every kernel the first run compiled is in local storage now.
    assert_eq!(stored_entries() as u64, compiled);
    let (second_out, second) = run_fused().await;
    assert_eq!(second_out, first_out);
    assert_eq!(fusion(&second).cache_misses, 0, "{:?}", fusion(&second));
    assert_eq!(fusion(&second).cache_persistent_hits, compiled);
}

#[wasm_bindgen_test]
async fn a_corrupted_store_is_discarded_and_the_kernels_compile_again() {
    storage().remove_item(KEY).expect("clear");
    let (clean_out, clean) = run_fused().await;
    let compiled = fusion(&clean).cache_misses;
    // A store some other page (or a broken write) left: not a cache file.
    storage()
        .set_item(KEY, "<script>alert(1)</script>\u{20ac}")
        .expect("write");
    let (out, report) = run_fused().await;
    assert!(
        out.starts_with(&clean_out),
        "the program printed something else:\n{out}"
    );
    assert!(
        out.contains("tpu: compile cache: discarded an entry of the browser's local storage (not a compile cache file: wrong magic); it is compiled again"),
        "{out}"
    );
    assert_eq!(fusion(&report).cache_misses, compiled);
    assert_eq!(fusion(&report).cache_persistent_hits, 0);
    // Rewritten whole by the recompiles.
    assert_eq!(stored_entries() as u64, compiled);
}

#[wasm_bindgen_test]
async fn storage_that_refuses_leaves_notices_and_the_same_output() {
    storage().remove_item(KEY).expect("clear");
    let (clean_out, _) = run_fused().await;
    saved::refuse_storage(true);
    let (out, report) = run_fused().await;
    saved::refuse_storage(false);
    // One line for the read at the start, one for the first write, as the CLI says them.
    let notices = "tpu: compile cache: the browser's local storage cannot be read (the browser refused local storage); running without it\n\
                   tpu: compile cache: the browser's local storage cannot be written (the browser refused local storage); running without it\n";
    assert_eq!(out, format!("{clean_out}{notices}"));
    assert_eq!(fusion(&report).cache_persistent_hits, 0);
}
