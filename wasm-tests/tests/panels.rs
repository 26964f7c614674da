//! The page's panels in a real browser: the MXU panel (the model's cycles, the animation, the
//! run's matmul list), the torus panel (every link with the simulator's bytes), the fused-graphs
//! panel (cards, refusals, cache hits and recompiles, gutter marks), and the HBM panel (the
//! allocator's curve per chip).
#![cfg(target_arch = "wasm32")]

mod common;

use common::{host, settle};

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::chip::ChipId;
use tpu_core::device::CpuBackend;
use tpu_core::dispatch::EagerMode;
use tpu_core::mxu::{analyze, ArrayShape, Dataflow, Gemm, Mode};
use tpu_core::runtime::RunConfig;
use tpu_core::trace::{Event, MaterializationReason};
use tpu_web::panels::graphs::{graphs, headline};
use tpu_web::panels::memory::{chip_memory, columns};
use tpu_web::panels::trace_view::{gutter_marks, lanes, MatmulPick};
use tpu_web::panels::{mxu, torus};
use tpu_web::run::slices::{self, End, Finish};
use tpu_web::state::ShareState;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// Runs `source` in `mode` on the CPU backend to the end, as in a fresh browser (no compile
/// cache kept in local storage by an earlier run); its finish and what it printed.
async fn run_in(source: &str, mode: EagerMode) -> (Finish, String) {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("local storage")
        .remove_item(tpu_web::run::compile_store::KEY)
        .expect("clear the kept compile cache");
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let finish = slices::run_with(
        source,
        Box::new(CpuBackend::new(None)),
        &config,
        Rc::new(Cell::new(false)),
        move |t| sink.borrow_mut().push_str(&t),
        |_| {},
    )
    .await;
    assert!(matches!(finish.end, End::Done), "{}", out.borrow());
    let text = out.borrow().clone();
    (finish, text)
}

// ---- the MXU panel ----

#[wasm_bindgen_test]
async fn the_mxu_panel_shows_the_models_cycles_and_animates() {
    let pick = MatmulPick {
        seq: 1,
        line: 3,
        batch: 1,
        m: 6,
        k: 5,
        n: 7,
    };
    let frames = mxu::frames_for(&pick, 4, Dataflow::WeightStationary).unwrap();
    let a = analyze(
        Gemm::new(6, 5, 7).unwrap(),
        ArrayShape::square(4).unwrap(),
        Dataflow::WeightStationary,
        Mode::Tpu,
    );
    assert_eq!(frames.total_cycles, a.total_cycles);
    // K=5, N=7 on 4x4: 2 x 2 folds.
    assert_eq!(frames.schedule.folds(), 4);
    let chip = mxu::chip_mapping(&pick, ChipId::V5e).unwrap();
    assert_eq!(chip.macs, 6 * 5 * 7);
    assert!(
        chip.utilization_pct > 0.0 && chip.utilization_pct < 1.0,
        "{}",
        chip.utilization_pct
    );
    assert!(mxu::frames_for(&MatmulPick { m: 0, ..pick }, 4, Dataflow::WeightStationary).is_err());

    let el = host("mxu-host");
    yew::Renderer::<mxu::MxuPanel>::with_root_and_props(
        el.clone(),
        mxu::MxuProps {
            pick,
            chip: ChipId::V5e,
            list: Default::default(),
        },
    )
    .render();
    settle(3).await;
    assert_eq!(
        el.query_selector_all("#mxu-grid rect").unwrap().length(),
        16
    );
    let cycle = || {
        el.query_selector("#mxu-grid")
            .unwrap()
            .unwrap()
            .get_attribute("data-cycle")
            .unwrap()
    };
    assert_eq!(cycle(), "0");
    let play: web_sys::HtmlElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#mxu-play").unwrap().unwrap()).unwrap();
    play.click();
    // At 4 cycles/s the frame moves within a second.
    let mut moved = false;
    for _ in 0..40 {
        gloo_sleep(50).await;
        if cycle() != "0" {
            moved = true;
            break;
        }
    }
    assert!(moved, "the animation did not advance");
    assert!(el.query_selector("#mxu-pause").unwrap().is_some());
    el.remove();
}

/// Two matmuls: K=64 on v5e's 128x128 MXUs (run twice), then a short (8, 128, 128).
const MATMULS: &str = "import torch\nx = torch.ones(1024, 64, device=\"tpu\")\nw = torch.ones(64, 512, device=\"tpu\")\nfor i in range(2):\n    y = x @ w\nz = torch.ones(8, 128, device=\"tpu\") @ torch.ones(128, 128, device=\"tpu\")\nprint(y[0, 0].item(), z[0, 0].item())\n";

#[wasm_bindgen_test]
async fn the_mxu_panel_lists_the_runs_matmuls_and_a_click_loads_one_into_the_animation() {
    let el = host("app-mxu-list");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", ShareState::with_source(MATMULS).encode()).into(),
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
            .unwrap_or_else(|| panic!("no {sel}"))
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
    click("#run");
    for _ in 0..200 {
        if state() == "done" {
            break;
        }
        gloo_sleep(50).await;
    }
    assert_eq!(state(), "done", "{}", text("#console"));
    assert_eq!(text("#console"), "64.0 128.0\n");
    // A finished run offers its trace for Perfetto beside the timeline.
    assert!(el.query_selector("#download-trace").unwrap().is_some());
    let rows = el.query_selector_all("#mxu-list button.mxu-row").unwrap();
    assert_eq!(rows.length(), 2);
    // docs/mxu.md's tpu mode on v5e (4 MXUs of 128x128): (1024, 64, 512) is 4 column folds, one
    // per MXU, each streaming 1024 rows: last write in cycle 128 + 1024 + 256 - 3 = 1405, and
    // 1024 * 64 * 512 MACs of 1405 * 128 * 128 * 4 PE-cycles = 36.4%, half the rows idle.
    let first = rows.get(0).unwrap().text_content().unwrap();
    assert!(
        first.starts_with("line 5 mm [1024x64 @ 64x512] x2: 36.4% of the MXUs, 1,405 cycles x 6 bf16 passes (float32 at \"highest\" precision), 58,523,648 wasted PE-cycles: "),
        "{first}"
    );
    assert!(
        first.ends_with("because K=64 fills 64 of its 128 rows"),
        "{first}"
    );
    // (8, 128, 128): one tile for 4 MXUs, so each streams 2 of the 8 rows: last write in cycle
    // 128 + 2 + 256 - 3 = 383, and 8 * 128 * 128 MACs of 383 * 128 * 128 * 4 = 0.522%.
    let second = rows.get(1).unwrap().text_content().unwrap();
    assert!(
        second.starts_with(
            "line 6 mm [8x128 @ 128x128] x1: 0.522% of the MXUs, 383 cycles x 6 bf16 passes"
        ),
        "{second}"
    );
    // Nothing picked yet: the panel shows the list and a hint, no animation.
    assert!(el.query_selector("#mxu-grid").unwrap().is_none());
    click("#mxu-list li:nth-child(2) button");
    settle(5).await;
    assert_eq!(
        text("#mxu-panel h2"),
        "MXU: mm (line 6): [8x128] @ [128x128]"
    );
    // The animation's teaching array (4x4, ws) streams that shape: its frames end where the
    // analytic model's tpu mode says.
    let teach = analyze(
        Gemm::new(8, 128, 128).unwrap(),
        ArrayShape::square(4).unwrap(),
        Dataflow::WeightStationary,
        Mode::Tpu,
    );
    let scrub = el.query_selector("#mxu-scrub").unwrap().unwrap();
    assert_eq!(
        scrub.get_attribute("max").unwrap(),
        teach.total_cycles.to_string()
    );
    assert_eq!(
        el.query_selector_all("#mxu-grid rect").unwrap().length(),
        16
    );
    assert!(
        text("#mxu-chip").contains(": 383 cycles, 0.522% utilization"),
        "{}",
        text("#mxu-chip")
    );
    let picked = el
        .query_selector("#mxu-list button.selected")
        .unwrap()
        .unwrap();
    assert!(picked.text_content().unwrap().starts_with("line 6 "));
    // Clicking the other one loads it instead.
    click("#mxu-list li:nth-child(1) button");
    settle(5).await;
    assert_eq!(
        text("#mxu-panel h2"),
        "MXU: mm (line 5): [1024x64] @ [64x512]"
    );
    let teach = analyze(
        Gemm::new(1024, 64, 512).unwrap(),
        ArrayShape::square(4).unwrap(),
        Dataflow::WeightStationary,
        Mode::Tpu,
    );
    let scrub = el.query_selector("#mxu-scrub").unwrap().unwrap();
    assert_eq!(
        scrub.get_attribute("max").unwrap(),
        teach.total_cycles.to_string()
    );
    // In the code: the matmuls' line numbers (5 and 6) are the gutter's buttons, other lines
    // are not; clicking line 6 loads its matmul.
    let buttons: Vec<String> = {
        let b = el.query_selector_all(".gutter button.line").unwrap();
        (0..b.length())
            .map(|i| {
                let e: Element = wasm_bindgen::JsCast::dyn_into(b.item(i).unwrap()).unwrap();
                e.get_attribute("data-line").unwrap()
            })
            .collect()
    };
    assert_eq!(buttons, ["5", "6"]);
    click(".gutter button.line[data-line='6']");
    settle(5).await;
    assert_eq!(
        text("#mxu-panel h2"),
        "MXU: mm (line 6): [8x128] @ [128x128]"
    );
    el.remove();
}

async fn gloo_sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

// ---- the torus panel ----

#[wasm_bindgen_test]
async fn the_torus_panel_draws_every_link_of_a_2x2_with_the_simulators_bytes() {
    let (t, r) = torus::simulate("2x2", "all_reduce", None, 1 << 20).unwrap();
    assert_eq!(t.chips(), 4);
    assert!(!r.traffic.links.is_empty());
    assert!(torus::simulate("1", "all_reduce", None, 1024).is_err());
    let (_, r64) = torus::simulate("4x4x4", "all_to_all", None, 1 << 16).unwrap();
    assert_eq!(r64.chips, 64);

    let el = host("torus-host");
    let picked = Rc::new(RefCell::new(None));
    let sink = picked.clone();
    yew::Renderer::<torus::TorusPanel>::with_root_and_props(
        el.clone(),
        torus::TorusProps {
            topology: "2x2".into(),
            on_topology: yew::Callback::from(move |t: String| *sink.borrow_mut() = Some(t)),
            run: None,
            sim: None,
            on_sim: yew::Callback::noop(),
        },
    )
    .render();
    settle(3).await;
    assert_eq!(el.query_selector_all("#torus .chip").unwrap().length(), 4);
    // 4 chips x 2 dims x 2 directions.
    let lines = el.query_selector_all("#torus .link").unwrap();
    assert_eq!(lines.length(), 16);
    let mut drawn: u64 = 0;
    for i in 0..lines.length() {
        let l: Element = wasm_bindgen::JsCast::dyn_into(lines.item(i).unwrap()).unwrap();
        let id: u32 = l.get_attribute("data-link").unwrap().parse().unwrap();
        let bytes: u64 = l.get_attribute("data-bytes").unwrap().parse().unwrap();
        assert_eq!(bytes, r.traffic.bytes(id));
        drawn += bytes;
    }
    let total: u64 = r.traffic.links.iter().map(|l| l.bytes).sum();
    assert_eq!(drawn, total);
    el.remove();
}

#[wasm_bindgen_test]
async fn the_simulator_draws_a_16x16x16_pod_a_plane_at_a_time_with_each_steps_bound() {
    let el = host("torus-pod-host");
    yew::Renderer::<torus::TorusPanel>::with_root_and_props(
        el.clone(),
        torus::TorusProps {
            topology: "2x2".into(),
            on_topology: yew::Callback::from(|_: String| {}),
            run: None,
            sim: None,
            on_sim: yew::Callback::noop(),
        },
    )
    .render();
    settle(3).await;
    let choose = |css: &str, value: &str| {
        let s: web_sys::HtmlSelectElement =
            wasm_bindgen::JsCast::dyn_into(el.query_selector(css).unwrap().expect("the selector"))
                .unwrap();
        s.set_value(value);
        s.dispatch_event(&web_sys::Event::new("change").unwrap())
            .unwrap();
    };
    choose("#torus-sim-topology", "16x16x16");
    settle(3).await;
    // One plane of 256 chips, each with its 6 outgoing directed links (2 of them stubs to the
    // planes before and after).
    assert_eq!(el.query_selector_all("#torus .chip").unwrap().length(), 256);
    assert_eq!(
        el.query_selector_all("#torus .link").unwrap().length(),
        1536
    );
    let (_, r) = torus::simulate("16x16x16", "all_reduce", None, 1 << 20).unwrap();
    assert_eq!(
        el.query_selector_all("#torus-steps g.step")
            .unwrap()
            .length() as usize,
        r.traffic.steps.len()
    );
    // 1 MiB over 4,096 chips: the rotated all-reduce's messages are far under α·B, so every
    // step is latency-bound.
    let latency = el
        .query_selector_all("#torus-steps g.step.latency")
        .unwrap()
        .length() as usize;
    assert_eq!(latency, r.traffic.steps.len());
    choose("#torus-layer", "15");
    settle(2).await;
    let first = el.query_selector("#torus .chip text").unwrap().unwrap();
    assert_eq!(first.text_content().unwrap(), "3840");
    el.remove();
}

#[wasm_bindgen_test]
fn a_runs_collective_is_rebuilt_step_by_step_from_its_recorded_totals() {
    use tpu_core::ici::{self, Algorithm, Collective, ReduceOp, Topology};
    use tpu_core::trace::LinkBytes;
    use tpu_web::panels::torus_run::replay;
    use tpu_web::run::world::CollectiveCall;
    let t = Topology::parse("2x2x2").unwrap();
    for (collective, len, op) in [
        (
            Collective::AllReduce,
            161,
            "DistributedDataParallel.reduce_gradients",
        ),
        (Collective::Broadcast { root: 3 }, 40, "broadcast"),
        (Collective::AllGather, 9, "all_gather_into_tensor"),
    ] {
        let algorithm = Algorithm::default_for(collective, &t);
        let data = vec![vec![1.0f32; len]; t.chips()];
        let (_, r) = ici::run_collective(
            &t,
            algorithm,
            collective,
            data,
            ReduceOp::Sum,
            t.link_params(),
        )
        .unwrap();
        let call = CollectiveCall {
            seq: 0,
            op: op.to_string(),
            line: 1,
            bytes: len as u64 * 4,
            algorithm: algorithm.name().to_string(),
            steps: r.traffic.steps.len() as u32,
            modelled_s: r.figures.t_total_us * 1e-6,
            links: r
                .traffic
                .links
                .iter()
                .map(|l| LinkBytes {
                    link: l.id,
                    src: l.src,
                    dst: l.dst,
                    dim: l.dim,
                    dir: l.dir,
                    bytes: l.bytes,
                })
                .collect(),
        };
        let got = replay(&t, &call).expect("a rebuilt schedule");
        assert_eq!(got.steps, r.traffic.steps, "{op}");
        // A record the schedules cannot reproduce says so.
        let mut wrong = call.clone();
        wrong.bytes += 400;
        assert!(replay(&t, &wrong)
            .unwrap_err()
            .contains("step by step unavailable"));
    }
}

// ---- the fused-graphs panel ----

/// Three passes of the same code; the third with a smaller batch. Each pass's `.item()` (line 8)
/// cuts the graph; the matmul cannot join the elementwise group before it (a matmul is not
/// elementwise); the third pass's shape misses the compile cache after the first's entry.
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
async fn fused_graphs_fold_into_cards_with_refusals_hits_and_recompiles() {
    let (finish, out) = run_in(RECOMPILES, EagerMode::Fused).await;
    // (2x+1).relu() of ones is 3 everywhere; a row of 8 threes times ones(8, 8) is 24 per
    // element: 4 x 8 x 24 = 768, then 2 x 8 x 24 = 384.
    assert_eq!(out, "768.0\n768.0\n384.0\n");
    let report = finish.report.expect("a report");
    let fusion = report.fusion.clone().expect("fused mode's statistics");
    let g = graphs(&finish.events);
    // The three cuts have one shape (the same ops, kernels and refusals): one card of three.
    assert_eq!(g.graphs, 3);
    assert_eq!(g.graphs, fusion.graphs);
    assert_eq!(g.cards.len(), 1, "{:?}", g.cards);
    let c = &g.cards[0];
    assert_eq!((c.first, c.count), (1, 3));
    assert_eq!(
        (c.reason, c.line),
        (MaterializationReason::ScalarConversion, 8)
    );
    // mul, add, relu (line 6), mm (7), sum (8): the elementwise three fuse, and the matmul
    // starts a group of its own that takes in the sum.
    assert_eq!(c.ops, 5);
    let names: Vec<&str> = c.kernels.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names[0], "mul+add+relu");
    assert!(names[1].starts_with("mm"), "{names:?}");
    assert_eq!(c.kernels.iter().map(|k| k.ops).sum::<usize>(), 5);
    assert_eq!(c.refused.len(), 1, "{:?}", c.refused);
    assert_eq!(
        (
            c.refused[0].op.as_str(),
            c.refused[0].line,
            c.refused[0].group.as_str()
        ),
        ("mm", 7, "mul+add+relu")
    );
    assert_eq!(c.refused[0].reason, "not an elementwise op");
    // The first pass compiles; the second finds the chip's entry; the third's batch of 2 misses,
    // and the elementwise kernel says what differed.
    let ew = &c.kernels[0];
    assert_eq!((ew.misses, ew.hits), (2, 1));
    assert_eq!(
        c.recompiles.first(),
        Some(&(
            "mul+add+relu".to_string(),
            "shape [4, 8] -> [2, 8]".to_string()
        ))
    );
    // Every lookup of the run is one of the card's.
    let looked: u64 = c.kernels.iter().map(|k| k.hits + k.misses).sum::<u64>();
    assert_eq!(looked, fusion.cache_hits + fusion.cache_misses);
    assert_eq!(
        headline(c),
        "graph 1 (and 2 more like it): cut at line 8 by item (.item(), float(t)): 5 ops -> 2 kernels"
    );
    // The gutter: the recompile at the group's first line, the cuts (with their syncs) at 8.
    let l = lanes(&finish.events);
    let marks = gutter_marks(&l, None);
    let at = |line: u32| marks.iter().find(|m| m.line == line).expect("a mark");
    assert_eq!(at(6).kind, "recompile");
    assert!(
        at(6)
            .title
            .contains("recompile: mul+add+relu: shape [4, 8] -> [2, 8] x1"),
        "{}",
        at(6).title
    );
    assert_eq!(at(8).kind, "cut");
    assert_eq!(
        at(8).title,
        "graph cut: item (.item(), float(t)) x3\nsync: item (.item(), float(t)) x3"
    );
    // The timeline's compile lane: a lookup before each fused kernel's launch; the first pass
    // compiles both kernels, the second hits both, the third compiles both again for its shape.
    let hits: Vec<bool> = l.compiles.iter().map(|c| c.hit).collect();
    assert_eq!(hits, [false, false, true, true, false, false]);
    assert_eq!(
        l.compiles
            .iter()
            .map(|c| c.kernels_before)
            .collect::<Vec<_>>(),
        [0, 1, 2, 3, 4, 5]
    );
    assert_eq!(
        (fusion.cache_misses, fusion.cache_hits),
        (4, 2),
        "the core counts the same"
    );
    // Strict mode cuts no graphs: no cards, and only the syncs in the gutter.
    let (strict, _) = run_in(RECOMPILES, EagerMode::Strict).await;
    assert!(graphs(&strict.events).cards.is_empty());
    let sl = lanes(&strict.events);
    assert!(gutter_marks(&sl, None).iter().all(|m| m.kind == "sync"));
}

#[wasm_bindgen_test]
async fn a_compiled_functions_graph_counts_its_guard_hits_and_says_why_it_recompiled() {
    let program = "import torch
device = \"tpu\"

@torch.compile
def f(x):
    return (x * 2 + 1).sum()

for n in [4, 4, 2]:
    print(f(torch.ones(n, device=device)).item())
";
    let (finish, out) = run_in(program, EagerMode::Compiled).await;
    assert_eq!(out, "12.0\n12.0\n6.0\n");
    let g = graphs(&finish.events);
    assert_eq!(g.cards.len(), 1, "{:?}", g.cards);
    let c = &g.cards[0];
    assert_eq!(c.count, 3);
    assert_eq!(c.reason, MaterializationReason::CompiledFunctionReturn);
    // Three calls: the first compiles, the second hits the guard cache, the third's size fails
    // the guard (PyTorch's words for it come from the core's compile cache).
    assert_eq!(c.compiled, Some(("f".to_string(), 1, 2)));
    let why: Vec<&str> = c.recompiles.iter().map(|r| r.0.as_str()).collect();
    assert!(why.contains(&"torch.compile(f)"), "{:?}", c.recompiles);
    let report = finish.report.unwrap();
    let stats = report.fusion.unwrap().compiled;
    assert_eq!((stats.cache_hits, stats.compiles), (1, 2));
}

#[wasm_bindgen_test]
async fn the_mlp_in_fused_mode_accounts_for_every_graph_op_and_kernel() {
    let mlp = include_str!("../../assets/examples/04_train_mlp.py");
    let (finish, _) = run_in(mlp, EagerMode::Fused).await;
    let report = finish.report.expect("a report");
    assert_eq!(report.trace_events_dropped, 0);
    let fusion = report.fusion.expect("fused statistics");
    let g = graphs(&finish.events);
    assert_eq!(g.cards_dropped, 0);
    // The cards add up to the core's own counters: graphs, recorded and eliminated ops, fused
    // kernels, and cache lookups.
    let sum = |f: &dyn Fn(&tpu_web::panels::graphs::GraphCard) -> u64| -> u64 {
        g.cards.iter().map(f).sum()
    };
    assert_eq!(sum(&|c| c.count), fusion.graphs);
    assert_eq!(sum(&|c| c.count * c.ops as u64), fusion.ops_recorded);
    assert_eq!(
        sum(&|c| c.count * c.ops_eliminated as u64),
        fusion.ops_eliminated
    );
    assert_eq!(
        sum(&|c| c.count * c.kernels.iter().filter(|k| k.ops > 1).count() as u64),
        fusion.fused_kernels
    );
    assert_eq!(
        sum(&|c| c.kernels.iter().map(|k| k.hits + k.misses).sum::<u64>()),
        fusion.cache_hits + fusion.cache_misses
    );
    // A training loop repeats its graphs: far fewer cards than graphs.
    assert!(
        g.cards.len() as u64 * 4 < fusion.graphs,
        "{} cards, {} graphs",
        g.cards.len(),
        fusion.graphs
    );
}

#[wasm_bindgen_test]
async fn the_page_shows_the_fused_graphs_and_marks_cuts_in_the_gutter() {
    let el = host("app-graphs");
    let state = ShareState {
        mode: EagerMode::Fused,
        ..ShareState::with_source(RECOMPILES)
    };
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", state.encode()).into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    assert!(common::until(2000, || !common::run_disabled(&el)).await);
    common::click(&el, "#run");
    assert!(common::until(5000, || common::state(&el) == "done").await);
    settle(2).await;
    let cards = el.query_selector_all("#graphs li.graph").unwrap();
    assert_eq!(cards.length(), 1);
    let card: Element = wasm_bindgen::JsCast::dyn_into(cards.item(0).unwrap()).unwrap();
    assert_eq!(card.get_attribute("data-count").as_deref(), Some("3"));
    assert!(common::text(&el, "#graphs .headline").contains("cut at line 8"));
    assert!(
        common::text(&el, "#graphs .refusals").contains("mm (line 7) did not join mul+add+relu")
    );
    let six = el
        .query_selector(".gutter .line[data-line='6']")
        .unwrap()
        .expect("line 6 marked");
    assert!(six.class_name().split(' ').any(|c| c == "recompile"));
    let eight = el
        .query_selector(".gutter .line[data-line='8']")
        .unwrap()
        .expect("line 8 marked");
    assert!(eight.class_name().split(' ').any(|c| c == "cut"));
    // The timeline's compile lane: 4 compiles and 2 hits.
    let count = |sel: &str| el.query_selector_all(sel).unwrap().length();
    assert_eq!(
        (
            count("#timeline rect.compile.miss"),
            count("#timeline rect.compile.hit")
        ),
        (4, 2)
    );
    // The memory panel has the run's one chip.
    assert_eq!(
        el.query_selector_all("#memory-panel figure.hbm-chip")
            .unwrap()
            .length(),
        1
    );
    // A click in a panel makes it the one a share link opens at.
    common::click(&el, "#graphs-panel h2");
    common::click(&el, "#share");
    settle(2).await;
    let input: web_sys::HtmlInputElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#share-url").unwrap().expect("the link"))
            .unwrap();
    let url = input.value();
    let hash = url.split_once('#').expect("a hash").1;
    let shared = ShareState::decode(hash).unwrap().unwrap();
    assert_eq!(
        (shared.panel, shared.mode, shared.source.as_str()),
        (Some("graphs"), EagerMode::Fused, RECOMPILES)
    );
    // The share box has a copy button and says what the link holds and how to make it a lesson.
    let copy = el
        .query_selector("#share-copy")
        .unwrap()
        .expect("the copy button");
    assert_eq!(copy.text_content().as_deref(), Some("Copy link"));
    let says = el
        .query_selector(".share-url .hint")
        .unwrap()
        .and_then(|h| h.text_content())
        .unwrap_or_default();
    assert!(says.contains("?teacher"), "{says}");
    el.remove();
}

// ---- the HBM panel ----

/// Two 4 KiB tensors live at once, one freed and its block reused, then all freed and the
/// cache emptied.
const ALLOCATOR: &str = "import torch
device = \"tpu\"
x = torch.zeros(1024, device=device)
y = x + 1
del x
z = y * 2
del y, z
torch.tpu.empty_cache()
print(torch.tpu.max_memory_reserved(), torch.tpu.max_memory_allocated())
";

#[wasm_bindgen_test]
async fn the_memory_curve_follows_pytorchs_caching_allocator() {
    let (finish, out) = run_in(ALLOCATOR, EagerMode::Strict).await;
    // PyTorch's caching allocator: a freed block stays reserved until empty_cache(); 1024 f32
    // are 4096 bytes, a multiple of its 512-byte rounding.
    assert_eq!(out, "8192 8192\n");
    let report = finish.report.unwrap();
    let m = chip_memory(
        "chip 0",
        report.chip.spec().hbm_bytes,
        &finish.events,
        false,
    );
    let reserved: Vec<u64> = m.points.iter().map(|p| p.1).collect();
    let allocated: Vec<u64> = m.points.iter().map(|p| p.2).collect();
    // x; y = x + 1; del x; z = y * 2 (x's cached block); del y; del z; empty_cache().
    assert_eq!(reserved, [4096, 8192, 8192, 8192, 8192, 8192, 0]);
    assert_eq!(allocated, [4096, 8192, 4096, 8192, 4096, 0, 0]);
    assert_eq!(
        (m.peak_reserved, m.peak_allocated),
        (report.peak_hbm_bytes, report.peak_hbm_allocated_bytes)
    );
    assert_eq!(m.capacity, 16 << 30, "v5e has 16 GiB of HBM");
    // Time: x exists before any kernel; y's block after the add, z's after the mul.
    let l = lanes(&finish.events);
    let (add, mul) = (l.kernels[0].modelled_s, l.kernels[1].modelled_s);
    assert_eq!(l.kernels.len(), 2);
    let times: Vec<f64> = m.points.iter().map(|p| p.0).collect();
    assert_eq!(times[0], 0.0);
    assert_eq!(&times[1..3], &[add, add]);
    assert_eq!(&times[3..], &[add + mul; 4]);
    // The add and the mul price alike (one elementwise op over the same 4 KiB), so on 3
    // columns over [0, add + mul] the add's end is the middle one: x alone in column 0, the
    // largest of the three events at the add's end in column 1, the rest in column 2.
    assert_eq!(add, mul);
    assert_eq!(
        columns(&m.points, 3),
        [(0, 4096, 4096), (1, 8192, 8192), (2, 8192, 8192)]
    );
    assert_eq!(columns(&m.points[..1], 240), [(0, 4096, 4096)]);
    assert!(columns(&[], 8).is_empty());
    // 8 KiB of 16 GiB is a share to say as such, not as 0%.
    assert_eq!(tpu_web::panels::memory::percent(8192, 16 << 30), "<0.001%");
    assert_eq!(tpu_web::panels::memory::percent(1 << 30, 16 << 30), "6.25%");
    assert_eq!(tpu_web::panels::memory::percent(0, 16 << 30), "0%");
}

/// One rule per kind of number, the same in every panel (issue 22).
#[wasm_bindgen_test]
fn numbers_read_the_same_everywhere() {
    use tpu_web::fmt::{count, int, pct, seconds};
    assert_eq!(int(3643636), "3,643,636");
    assert_eq!(int(999), "999");
    assert_eq!(count(1, "kernel"), "1 kernel");
    assert_eq!(count(26218, "kernel"), "26,218 kernels");
    assert_eq!(count(0, "sync"), "0 syncs");
    assert_eq!(count(2, "kernel launch"), "2 kernel launches");
    assert_eq!(seconds(0.595), "595 ms");
    assert_eq!(seconds(0.039_12), "39.1 ms");
    assert_eq!(seconds(1.254), "1.25 s");
    assert_eq!(seconds(7e-5), "70.0 µs");
    assert_eq!(seconds(0.0), "0 s");
    assert_eq!(pct(87.5), "87.5%");
    assert_eq!(pct(0.0039), "0.00390%");
    assert_eq!(pct(9.6e-5), "<0.001%");
    assert_eq!(pct(100.0), "100%");
    assert_eq!(pct(0.0), "0%");
    // The gutter and the MXU list say a matmul's share the same way.
    assert_eq!(tpu_web::panels::mxu::pct(0.0039), pct(0.0039));
}

#[wasm_bindgen_test]
async fn the_mlp_memory_curve_peaks_where_the_allocator_did() {
    let mlp = include_str!("../../assets/examples/04_train_mlp.py");
    for mode in [EagerMode::Strict, EagerMode::Fused] {
        let (finish, _) = run_in(mlp, mode).await;
        let report = finish.report.unwrap();
        assert_eq!(report.trace_events_dropped, 0);
        let m = chip_memory(
            "chip 0",
            report.chip.spec().hbm_bytes,
            &finish.events,
            false,
        );
        let memory_events = finish
            .events
            .iter()
            .filter(|e| matches!(e, Event::Memory { .. }))
            .count();
        assert_eq!(m.points.len(), memory_events);
        assert_eq!(m.peak_reserved, report.peak_hbm_bytes, "{mode:?}");
        assert_eq!(
            m.peak_allocated, report.peak_hbm_allocated_bytes,
            "{mode:?}"
        );
        // Time never runs backwards and ends within the run's device time.
        assert!(m.points.windows(2).all(|w| w[0].0 <= w[1].0));
        let end = m.points.last().unwrap().0;
        assert!(end <= lanes(&finish.events).device_s + 1e-15);
    }
}
