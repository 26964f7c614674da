//! The page's tools in a real browser: Step (one op, one sync, one fused graph) through the
//! runner and in the mounted page, Compare's rows against direct runs, teacher mode and the
//! `.py` download.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{host, settle};

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::device::CpuBackend;
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::RunConfig;
use tpu_web::examples;
use tpu_web::panels::graphs::graphs;
use tpu_web::run::slices::{self, End};
use tpu_web::state::ShareState;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

const MLP: &str = include_str!("../../assets/examples/04_train_mlp.py");

// ---- Step ----

const STEPPED: &str = "import torch\nx = torch.ones(3, device=\"tpu\")\ny = x + 1\nz = y * 2\nprint(z.sum().item())\n";

#[wasm_bindgen_test]
async fn step_op_pauses_after_each_instruction_that_dispatched_an_op() {
    use tpu_web::run::slices::{run_controlled, Control, StepKind};
    let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
    control.pause.set(Some(StepKind::Op));
    let out = Rc::new(RefCell::new(String::new()));
    let pauses = Rc::new(RefCell::new(Vec::new()));
    let (o, p, c) = (out.clone(), pauses.clone(), control.clone());
    let finish = run_controlled(
        STEPPED,
        Box::new(CpuBackend::new(None)),
        &Default::default(),
        control.clone(),
        move |t| o.borrow_mut().push_str(&t),
        |_| {},
        move |pause| {
            assert!(c.is_paused());
            p.borrow_mut().push((
                pause.what.clone(),
                pause.line,
                pause.ops,
                pause.events.len(),
                pause.syncs,
            ));
            c.pause.set(Some(StepKind::Op));
            c.resume();
        },
    )
    .await;
    assert!(matches!(finish.end, End::Done));
    let got: Vec<(String, u32, u64)> = pauses
        .borrow()
        .iter()
        .map(|(w, l, o, _, _)| (w.clone(), *l, *o))
        .collect();
    assert_eq!(
        got,
        [
            ("add".to_string(), 3, 1),
            ("mul".to_string(), 4, 2),
            ("sum".to_string(), 5, 3)
        ]
    );
    // Each pause carries the trace so far: per step the op, its kernel and its output's HBM block.
    let lens: Vec<usize> = pauses.borrow().iter().map(|p| p.3).collect();
    assert_eq!(lens, [3, 6, 9]);
    // The .item() comes after the last pause: no sync before it.
    let syncs: Vec<u64> = pauses.borrow().iter().map(|p| p.4).collect();
    assert_eq!(syncs, [0, 0, 0]);
    assert_eq!(*out.borrow(), "12.0\n");
    assert!(!control.is_paused());
}

#[wasm_bindgen_test]
async fn step_to_sync_is_one_training_step_of_the_mlp() {
    use tpu_web::run::slices::{run_controlled, Control, StepKind};
    let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
    control.pause.set(Some(StepKind::Sync));
    let out = Rc::new(RefCell::new(String::new()));
    let pauses = Rc::new(RefCell::new(Vec::new()));
    let (o, p, c, seen) = (out.clone(), pauses.clone(), control.clone(), out.clone());
    let finish = run_controlled(
        MLP,
        Box::new(CpuBackend::new(None)),
        &Default::default(),
        control.clone(),
        move |t| o.borrow_mut().push_str(&t),
        |_| {},
        move |pause| {
            // Each pause is right after an .item() returned: the lines before it are printed,
            // its own print (the rest of line 22) runs on the next step.
            let printed = seen.borrow().matches("loss ").count();
            p.borrow_mut()
                .push((pause.what.clone(), pause.line, pause.syncs, printed));
            c.pause.set(Some(StepKind::Sync));
            c.resume();
        },
    )
    .await;
    assert!(matches!(finish.end, End::Done));
    let got = pauses.borrow().clone();
    assert_eq!(got.len(), 7, "{got:?}");
    for (i, (what, line, syncs, printed)) in got.iter().enumerate() {
        assert_eq!(line, &22);
        assert_eq!(what, "item (.item(), float(t))");
        assert_eq!(*syncs, i as u64 + 1);
        assert_eq!(*printed, i);
    }
    assert_eq!(out.borrow().matches("loss ").count(), 7);
}

/// Step line: before each line of the program in turn, into a function the program defines and
/// back to its calling line, over a call into library code (`F.relu`, `nn.Module.__call__`).
#[wasm_bindgen_test]
async fn step_line_pauses_before_each_program_line() {
    use tpu_web::run::slices::{run_controlled, Control, StepKind};
    const SRC: &str = "import torch\ndef double(t):\n    return t * 2\nx = torch.ones(3, device=\"tpu\")\ny = double(x)\nz = torch.nn.functional.relu(torch.nn.Sequential(torch.nn.ReLU())(y))\nprint(z.shape)\n";
    let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
    control.pause.set(Some(StepKind::Line));
    let out = Rc::new(RefCell::new(String::new()));
    let pauses = Rc::new(RefCell::new(Vec::new()));
    let (o, p, c) = (out.clone(), pauses.clone(), control.clone());
    let finish = run_controlled(
        SRC,
        Box::new(CpuBackend::new(None)),
        &Default::default(),
        control.clone(),
        move |t| o.borrow_mut().push_str(&t),
        |_| {},
        move |pause| {
            assert_eq!(pause.kind, StepKind::Line);
            p.borrow_mut().push((pause.from, pause.line));
            c.pause.set(Some(StepKind::Line));
            c.resume();
        },
    )
    .await;
    assert!(matches!(finish.end, End::Done), "{:?}", finish.end);
    assert_eq!(
        *pauses.borrow(),
        [(1, 2), (2, 4), (4, 5), (5, 3), (3, 5), (5, 6), (6, 7)]
    );
    assert_eq!(*out.borrow(), "torch.Size([3])\n");
}

/// Step op after `loss.backward()`: one instruction dispatched the backward pass's ops, and the
/// pause says how many ops there were before it (the page shows them one at a time).
#[wasm_bindgen_test]
async fn a_step_op_pause_counts_the_ops_of_the_instruction() {
    use tpu_web::run::slices::{run_controlled, Control, StepKind};
    const SRC: &str = "import torch\nw = torch.ones(3, device=\"tpu\", requires_grad=True)\nloss = (w * 2).sum()\nloss.backward()\nprint(w.grad)\n";
    let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
    control.pause.set(Some(StepKind::Op));
    let pauses = Rc::new(RefCell::new(Vec::new()));
    let (p, c) = (pauses.clone(), control.clone());
    let finish = run_controlled(
        SRC,
        Box::new(CpuBackend::new(None)),
        &Default::default(),
        control.clone(),
        |_| {},
        |_| {},
        move |pause| {
            let dispatched = pause
                .events
                .iter()
                .filter(|e| matches!(e, tpu_core::trace::Event::OpDispatched { .. }))
                .count() as u64;
            p.borrow_mut()
                .push((pause.line, pause.from, pause.ops, dispatched));
            c.pause.set(Some(StepKind::Op));
            c.resume();
        },
    )
    .await;
    assert!(matches!(finish.end, End::Done));
    let pauses = pauses.borrow();
    assert_eq!(pauses[..2], [(3, 0, 1, 1), (3, 1, 2, 2)]);
    let (line, from, ops, dispatched) = pauses[2];
    assert_eq!((line, from, dispatched), (4, 2, ops));
    assert!(ops - from > 1, "backward dispatched {} ops", ops - from);
}

/// An op run by library code (`nn.Sequential`'s loop in `torch/nn/modules/container.py`): the
/// pause names the program's calling line and the library file's own line.
#[wasm_bindgen_test]
async fn a_pause_inside_library_code_names_the_library_file_and_line() {
    use tpu_web::run::slices::{run_controlled, Control, StepKind};
    const SRC: &str = "import torch\nfrom torch import nn\nm = nn.Sequential(nn.Linear(2, 2), nn.ReLU())\ny = m(torch.ones(1, 2))\nprint(y.shape)\n";
    let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
    control.pause.set(Some(StepKind::Op));
    let pauses = Rc::new(RefCell::new(Vec::new()));
    let (p, c) = (pauses.clone(), control.clone());
    let finish = run_controlled(
        SRC,
        Box::new(CpuBackend::new(None)),
        &Default::default(),
        control.clone(),
        |_| {},
        |_| {},
        move |pause| {
            p.borrow_mut().push((pause.line, pause.library.clone()));
            c.pause.set(Some(StepKind::Op));
            c.resume();
        },
    )
    .await;
    assert!(matches!(finish.end, End::Done));
    let pauses = pauses.borrow();
    let forward: Vec<_> = pauses.iter().filter(|(l, _)| *l == 4).collect();
    assert!(!forward.is_empty(), "{pauses:?}");
    for (_, lib) in &forward {
        let (path, line) = lib.as_ref().expect("paused inside the library");
        assert_eq!(path, "torch/nn/modules/container.py");
        assert!(*line > 0);
    }
    // Ops the program's own line runs (the Linear's initialisation) pause in the program.
    assert!(
        pauses
            .iter()
            .filter(|(l, _)| *l == 3)
            .all(|(_, lib)| lib.is_none()),
        "{pauses:?}"
    );
}

#[wasm_bindgen_test]
async fn the_step_buttons_pause_show_the_line_and_continue() {
    let el = host("app-step");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", ShareState::with_source(STEPPED).encode()).into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    let click = |sel: &str| {
        let b: web_sys::HtmlElement =
            wasm_bindgen::JsCast::dyn_into(el.query_selector(sel).unwrap().unwrap()).unwrap();
        b.click();
    };
    let text = |sel: &str| {
        el.query_selector(sel)
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
    };
    let state = || {
        el.query_selector("main")
            .unwrap()
            .unwrap()
            .get_attribute("data-state")
            .unwrap()
    };
    click("#step-op");
    settle(10).await;
    assert_eq!(state(), "paused");
    assert!(
        text("#status").starts_with("paused after op 1 (add) at line 3"),
        "{}",
        text("#status")
    );
    let mark = el
        .query_selector(".gutter .paused")
        .unwrap()
        .expect("a paused mark");
    assert_eq!(mark.get_attribute("data-line").unwrap(), "3");
    assert_eq!(text("#run"), "Continue");
    click("#step-op");
    settle(10).await;
    assert!(text("#status").starts_with("paused after op 2 (mul) at line 4"));
    assert_eq!(text("#console"), "");
    click("#run");
    settle(20).await;
    assert_eq!(state(), "done");
    assert_eq!(text("#console"), "12.0\n");
    assert!(el.query_selector(".gutter .paused").unwrap().is_none());
    el.remove();
}

// ---- Compare ----

#[wasm_bindgen_test]
async fn compare_runs_every_runnable_mode_with_its_lane_and_figures() {
    use tpu_web::panels::timeline::seconds;
    use tpu_web::state::{compare_modes, mode_name};
    // The modes come from the page's one list of runnable modes, strict first.
    let modes = compare_modes();
    assert_eq!(
        modes,
        [
            EagerMode::Strict,
            EagerMode::Debug,
            EagerMode::Fused,
            EagerMode::Compiled
        ]
    );
    // Each mode's figures, run here directly, to check the panel against.
    let mut expected = Vec::new();
    for &mode in &modes {
        let config = tpu_core::runtime::RunConfig {
            mode,
            ..Default::default()
        };
        let finish = slices::run_with(
            STEPPED,
            Box::new(CpuBackend::new(None)),
            &config,
            Rc::new(Cell::new(false)),
            |_| {},
            |_| {},
        )
        .await;
        let r = finish.report.expect("a report");
        expected.push((mode_name(mode), r.syncs, r.modelled_time_s));
    }
    // Debug waits for every op: more syncs and a longer modelled run than strict.
    assert!(expected[1].1 > expected[0].1, "{expected:?}");
    assert!(expected[1].2 > expected[0].2, "{expected:?}");

    let el = host("app-compare");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", ShareState::with_source(STEPPED).encode()).into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    let b: web_sys::HtmlElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#compare").unwrap().unwrap()).unwrap();
    b.click();
    let done = || {
        el.query_selector("main[data-state=done]")
            .unwrap()
            .is_some()
    };
    common::wait_for("compared modes", 300.0, done).await;
    let rows = el.query_selector_all("#compare-table tbody tr").unwrap();
    assert_eq!(rows.length(), 4);
    let cell = |i: u32, sel: &str| -> String {
        let row: Element = wasm_bindgen::JsCast::dyn_into(rows.item(i).unwrap()).unwrap();
        row.query_selector(sel)
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
    };
    for (i, (name, syncs, modelled)) in expected.iter().enumerate() {
        let row: Element = wasm_bindgen::JsCast::dyn_into(rows.item(i as u32).unwrap()).unwrap();
        assert_eq!(row.get_attribute("data-mode").unwrap(), *name);
        assert_eq!(cell(i as u32, ".end"), "done");
        assert_eq!(cell(i as u32, "td:nth-of-type(4)"), syncs.to_string());
        assert_eq!(cell(i as u32, ".modelled"), seconds(*modelled));
        assert_eq!(cell(i as u32, ".same"), "same");
    }
    assert_eq!(cell(0, ".ratio"), "1.00x");
    assert_eq!(
        cell(1, ".ratio"),
        format!("{:.2}x", expected[1].2 / expected[0].2)
    );
    // One lane per mode, each as long as its modelled time on one scale (the longest is full).
    let lanes = el.query_selector_all("#compare-lanes .lane .run").unwrap();
    assert_eq!(lanes.length(), 4);
    let width = |i: u32| -> f64 {
        let r: Element = wasm_bindgen::JsCast::dyn_into(lanes.item(i).unwrap()).unwrap();
        r.get_attribute("width").unwrap().parse().unwrap()
    };
    assert!((width(1) - 720.0).abs() < 0.01, "{}", width(1));
    assert!((width(0) - 720.0 * expected[0].2 / expected[1].2).abs() < 0.01);
    // Three kernels (add, mul, sum) in each lane.
    assert_eq!(
        el.query_selector_all("#compare-lanes .lane[data-mode=debug] .kernel")
            .unwrap()
            .length(),
        3
    );
    // The console shows the baseline's output once, and the status says what ran.
    assert_eq!(
        el.query_selector("#console")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap(),
        "12.0\n"
    );
    assert_eq!(
        el.query_selector("#status")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap(),
        "compared 4 modes"
    );
    el.remove();
}

// ---- teacher mode and the download ----

#[wasm_bindgen_test]
fn the_teacher_flag_names_the_controls_it_hides() {
    use tpu_web::teacher::Hidden;
    assert!(!Hidden::parse(None).any());
    let all = Hidden::parse(Some(""));
    assert_eq!(all, Hidden::parse(Some("1")));
    assert!(all.gallery && all.settings && all.compare && all.share && all.export && !all.step);
    let some = Hidden::parse(Some("gallery, step,nonsense"));
    assert_eq!(
        some,
        Hidden {
            gallery: true,
            step: true,
            ..Hidden::default()
        }
    );
}

#[wasm_bindgen_test]
async fn teacher_mode_hides_the_controls_but_keeps_run_and_step() {
    let el = host("app-teacher");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", ShareState::with_source(STEPPED).encode()).into(),
        hide: tpu_web::teacher::Hidden::parse(Some("")),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    for gone in [
        "#gallery", "#mode", "#chip", "#share", "#export", "#compare",
    ] {
        assert!(el.query_selector(gone).unwrap().is_none(), "{gone} shown");
    }
    for kept in ["#run", "#stop", "#step-op", "#step-sync", "#editor"] {
        assert!(el.query_selector(kept).unwrap().is_some(), "{kept} hidden");
    }
    assert!(el.query_selector("main.teacher").unwrap().is_some());
    el.remove();
    // Without the flag, every control is there.
    let el = host("app-no-teacher");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    for shown in [
        "#gallery", "#mode", "#chip", "#share", "#export", "#compare",
    ] {
        assert!(
            el.query_selector(shown).unwrap().is_some(),
            "{shown} missing"
        );
    }
    assert!(el.query_selector("main.teacher").unwrap().is_none());
    el.remove();
}

/// A lesson opens in the mode and panel that teach it (issue 22): its `# opens:` line, which
/// every example that has one spells right (a typo would silently open the default).
#[wasm_bindgen_test]
fn lessons_name_the_mode_and_panel_that_teach_them() {
    let fused = examples::by_name("06_fused_block").expect("example 6");
    assert_eq!(fused.opens(), (Some(EagerMode::Fused), Some("graphs")));
    assert_eq!(
        examples::by_name("02_mxu_tiles").expect("2").opens(),
        (None, Some("mxu"))
    );
    assert_eq!(
        examples::by_name("01_hello_tpu").expect("1").opens(),
        (None, None)
    );
    assert_eq!(
        examples::by_name("05_debug_nan").expect("5").opens(),
        (Some(EagerMode::Debug), None)
    );
    for e in examples::course() {
        for line in e.source.lines().filter(|l| l.starts_with("# opens:")) {
            let (mode, panel) = e.opens();
            assert_eq!(line.contains("mode="), mode.is_some(), "{}: {line}", e.name);
            assert_eq!(
                line.contains("panel="),
                panel.is_some(),
                "{}: {line}",
                e.name
            );
        }
    }
}

#[wasm_bindgen_test]
async fn the_download_is_the_program_as_written_with_device_tpu() {
    use tpu_web::export::{blob, file_name, script, HEADER};
    let text = script(MLP);
    assert_eq!(text, format!("{HEADER}{MLP}"));
    assert!(text.contains("\ndevice = \"tpu\"\n"));
    assert_eq!(script("print(1)"), format!("{HEADER}print(1)\n"));
    assert_eq!(file_name(Some("04_train_mlp")), "04_train_mlp.py");
    assert_eq!(file_name(None), "program.py");
    assert_eq!(file_name(Some("../<x>")), "x.py");
    // The Blob the anchor downloads holds exactly that text, as UTF-8.
    let b = blob("s = 'π<b>'\n").unwrap();
    assert_eq!(b.type_(), "text/x-python;charset=utf-8");
    let read = wasm_bindgen_futures::JsFuture::from(b.text())
        .await
        .unwrap();
    assert_eq!(read.as_string().unwrap(), format!("{HEADER}s = 'π<b>'\n"));
}

#[wasm_bindgen_test]
async fn picking_the_same_example_after_editing_it_restores_it() {
    let el = host("app-repick");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    let area: web_sys::HtmlTextAreaElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#editor").unwrap().unwrap()).unwrap();
    let first = examples::course()[0].source;
    assert_eq!(area.value(), first);
    area.set_value("print('edited')\n");
    area.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    settle(2).await;
    let card: web_sys::HtmlElement = wasm_bindgen::JsCast::dyn_into(
        el.query_selector("#gallery .example[data-name=\"01_hello_tpu\"]")
            .unwrap()
            .unwrap(),
    )
    .unwrap();
    card.click();
    settle(3).await;
    assert_eq!(area.value(), first);
    let layer = el.query_selector("#highlight").unwrap().unwrap();
    assert_eq!(layer.text_content().unwrap(), format!("{first}\n"));
    el.remove();
}

/// Three passes of the same code (as panels.rs's fused-graph test): each pass's `.item()` at
/// line 8 cuts the graph.
const RECOMPILES: &str = "import torch
device = \"tpu\"
w = torch.ones(8, 8, device=device)
for n in [4, 4, 2]:
    x = torch.ones(n, 8, device=device)
    y = (x * 2 + 1).relu()
    z = y @ w
    print(z.sum().item())
";

#[wasm_bindgen_test]
async fn step_graph_pauses_after_each_cut_with_the_graph_so_far() {
    use tpu_web::run::slices::{run_controlled, Control, StepKind};
    let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
    control.pause.set(Some(StepKind::Graph));
    let out = Rc::new(RefCell::new(String::new()));
    let pauses = Rc::new(RefCell::new(Vec::new()));
    let (o, p, c, seen) = (out.clone(), pauses.clone(), control.clone(), out.clone());
    let config = RunConfig {
        mode: EagerMode::Fused,
        ..RunConfig::default()
    };
    let finish = run_controlled(
        RECOMPILES,
        Box::new(CpuBackend::new(None)),
        &config,
        control.clone(),
        move |t| o.borrow_mut().push_str(&t),
        |_| {},
        move |pause| {
            // Each pause follows the instruction whose `.item()` cut the graph: the pass's print
            // (the rest of line 8) has not run yet, and the panel's fold has this many graphs.
            let printed = seen.borrow().lines().count();
            let cards = graphs(&pause.events);
            p.borrow_mut().push((
                pause.what.clone(),
                pause.line,
                pause.graphs,
                cards.graphs,
                printed,
            ));
            c.pause.set(Some(StepKind::Graph));
            c.resume();
        },
    )
    .await;
    assert!(matches!(finish.end, End::Done));
    let got = pauses.borrow().clone();
    assert_eq!(got.len(), 3, "{got:?}");
    for (i, (what, line, count, folded, printed)) in got.iter().enumerate() {
        assert_eq!((what.as_str(), *line), ("item (.item(), float(t))", 8));
        assert_eq!((*count, *folded), (i as u64 + 1, i as u64 + 1));
        assert_eq!(*printed, i);
    }
    assert_eq!(out.borrow().as_str(), "768.0\n768.0\n384.0\n");
}
