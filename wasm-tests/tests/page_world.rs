//! The page running distributed programs once per chip through the SPMD runner: the data-parallel
//! example on 2x2 prints per rank what `tpu run --topology 2x2` prints (the same `World`, run here
//! to the end as the CLI runs it), and the torus panel draws the run's real link bytes, which obey
//! the torus formulas; a hang shows its error and the page runs the next program.
#![cfg(target_arch = "wasm32")]

mod common;

use common::host;

use tpu_core::device::CpuBackend;
use tpu_core::ici::Topology;
use tpu_core::runtime::RunConfig;
use tpu_core::spmd::{SpmdConfig, World};
use tpu_web::run::slices::yield_to_browser;
use tpu_web::run::world::{launch_for, PageLaunch};
use tpu_web::state::ShareState;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

const DDP: &str = include_str!("../../assets/examples/11_data_parallel.py");

fn mount(id: &str, source: &str, topology: &str) -> Element {
    let el = host(id);
    let mut s = ShareState::with_source(source);
    s.topology = topology.into();
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", s.encode()).into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    el
}

fn state(el: &Element) -> String {
    el.query_selector("main")
        .unwrap()
        .unwrap()
        .get_attribute("data-state")
        .unwrap()
}

fn text(el: &Element, sel: &str) -> String {
    el.query_selector(sel)
        .unwrap()
        .unwrap_or_else(|| panic!("{sel} is on the page"))
        .text_content()
        .unwrap()
}

fn click(el: &Element, sel: &str) {
    let b: HtmlElement = el.query_selector(sel).unwrap().unwrap().dyn_into().unwrap();
    b.click();
}

/// Presses Run once the device is known and waits for the run to end.
async fn run_to_end(el: &Element) {
    for _ in 0..50 {
        yield_to_browser().await;
    }
    click(el, "#run");
    // One turn first: until the click is handled, the state is the previous run's end.
    yield_to_browser().await;
    let ended = || !matches!(state(el).as_str(), "running" | "idle");
    common::wait_for("the run to end", 300.0, ended).await;
}

fn select_console(el: &Element, label: &str) {
    let sel: HtmlSelectElement = el
        .query_selector("#console-rank")
        .unwrap()
        .expect("a rank selector")
        .dyn_into()
        .unwrap();
    let options = el.query_selector_all("#console-rank option").unwrap();
    let value = (0..options.length())
        .map(|i| options.item(i).unwrap().dyn_into::<Element>().unwrap())
        .find(|o| o.text_content().unwrap() == label)
        .and_then(|o| o.get_attribute("value"))
        .unwrap_or_else(|| panic!("no console '{label}'"));
    sel.set_value(&value);
    sel.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
}

/// The CLI's run: the same runner, to the end, natively blocking (the CPU backend reads at once).
fn cli_world(source: &str, topology: &str) -> World {
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: Some(Topology::parse(topology).unwrap()),
        algorithm: None,
    };
    let mut w = World::new(
        source,
        config,
        Box::new(|| Ok(Box::new(CpuBackend::new(Some("test".into()))))),
    )
    .unwrap();
    w.run_blocking(|| true).expect("the example runs");
    w
}

#[wasm_bindgen_test]
fn distributed_programs_run_once_per_chip_and_others_alone() {
    assert_eq!(launch_for("print(1)\n", "2x2"), Ok(PageLaunch::Single));
    assert_eq!(
        launch_for(DDP, "2x2"),
        Ok(PageLaunch::PerChip(Topology::parse("2x2").unwrap()))
    );
    assert_eq!(launch_for(DDP, "1"), Ok(PageLaunch::Spawn));
}

#[wasm_bindgen_test]
async fn the_data_parallel_example_runs_per_rank_with_the_clis_output_and_link_bytes() {
    let cli = cli_world(DDP, "2x2");
    let el = mount("app-ddp", DDP, "2x2");
    run_to_end(&el).await;
    assert_eq!(state(&el), "done", "{}", text(&el, "#console"));

    // Rank 0's console by default, each rank's as the CLI kept it, and everything in CLI order.
    let rank_text = |r: usize| -> String {
        cli.outputs()
            .iter()
            .filter(|o| o.rank == Some(r))
            .map(|o| o.text.as_str())
            .collect()
    };
    assert!(rank_text(0).contains("weights identical on every rank: True"));
    assert_eq!(text(&el, "#console"), rank_text(0));
    for r in 1..4 {
        select_console(&el, &format!("rank {r}"));
        yield_to_browser().await;
        assert_eq!(text(&el, "#console"), rank_text(r), "rank {r}");
    }
    select_console(&el, "all");
    yield_to_browser().await;
    assert_eq!(text(&el, "#console"), cli.stdout());

    // The torus panel draws the run's links with the CLI's bytes.
    let report = cli.report();
    assert_eq!(report.topology.as_deref(), Some("2x2"));
    let drawn = el.query_selector_all("#torus-run-svg .link").unwrap();
    assert_eq!(drawn.length(), 16);
    let mut seen = 0;
    for i in 0..drawn.length() {
        let g: Element = drawn.item(i).unwrap().dyn_into().unwrap();
        let id: u32 = g.get_attribute("data-link").unwrap().parse().unwrap();
        let bytes: u64 = g.get_attribute("data-bytes").unwrap().parse().unwrap();
        let cli_bytes = report
            .links
            .iter()
            .find(|l| l.link == id)
            .map_or(0, |l| l.bytes);
        assert_eq!(bytes, cli_bytes, "link {id}");
        seen += u64::from(bytes > 0);
    }
    assert_eq!(seen, 16);

    // Every gradient all-reduce obeys the dimension-ordered torus formula: on a d1 x d2 torus
    // of P chips, a buffer of N bytes puts 2 (P/d_i) (d_i - 1) N / (d_1...d_{i-1}) bytes on the
    // links of dimension i (reduce-scatter then all-gather, each ring of dimension i moving the
    // share it holds). On rings of 2 that is exact for any N: 4N on dim 0, 2N on dim 1.
    let n = 4 * 161u64; // 8*16 + 16 + 16*1 + 1 parameters of the example's model, f32
    let (p, dims) = (4u64, [2u64, 2]);
    let expected_dim = |i: usize| -> u64 {
        let before: u64 = dims[..i].iter().product();
        2 * (p / dims[i]) * (dims[i] - 1) * n / before
    };
    assert_eq!((expected_dim(0), expected_dim(1)), (4 * n, 2 * n));
    let slider = el
        .query_selector("#torus-run-step")
        .unwrap()
        .expect("a slider over the run's collectives");
    let calls: u32 = slider.get_attribute("max").unwrap().parse().unwrap();
    assert_eq!(u64::from(calls), report.collectives);
    let mut reductions = 0;
    for k in 1..=calls {
        let input: web_sys::HtmlInputElement = slider.clone().dyn_into().unwrap();
        input.set_value(&k.to_string());
        input
            .dispatch_event(&web_sys::Event::new("input").unwrap())
            .unwrap();
        yield_to_browser().await;
        let label = text(&el, "#torus-run-label");
        if !label.contains("DistributedDataParallel.reduce_gradients") {
            continue;
        }
        reductions += 1;
        let links = el.query_selector_all("#torus-run-svg .link").unwrap();
        let mut per_dim = [0u64; 2];
        for i in 0..links.length() {
            let g: Element = links.item(i).unwrap().dyn_into().unwrap();
            let id: u32 = g.get_attribute("data-link").unwrap().parse().unwrap();
            let bytes: u64 = g.get_attribute("data-bytes").unwrap().parse().unwrap();
            per_dim[Topology::parse("2x2").unwrap().link(id).dim] += bytes;
        }
        assert_eq!(per_dim, [expected_dim(0), expected_dim(1)], "{label}");
    }
    // 12 training steps, one gradient all-reduce each.
    assert_eq!(reductions, 12);

    // The memory panel: one curve per chip, in rank order, each peaking where the CLI's run of
    // that rank says its allocator did (`max_memory_reserved()`, the report's exact total).
    let mut ranks: Vec<(Option<usize>, u64)> = cli
        .sessions()
        .map(|(r, s)| (r, s.report().peak_hbm_bytes))
        .collect();
    ranks.sort();
    let figs = el
        .query_selector_all("#memory-panel figure.hbm-chip")
        .unwrap();
    assert_eq!(figs.length() as usize, ranks.len());
    assert_eq!(ranks.len(), 4);
    for (i, (rank, peak)) in ranks.iter().enumerate() {
        let f: Element = figs.item(i as u32).unwrap().dyn_into().unwrap();
        assert_eq!(
            f.get_attribute("data-label").unwrap(),
            format!("rank {}", rank.unwrap())
        );
        assert!(*peak > 0);
        assert_eq!(f.get_attribute("data-peak").unwrap(), peak.to_string());
    }
    el.remove();
}

#[wasm_bindgen_test]
async fn a_hang_shows_the_missing_ranks_and_the_page_runs_the_next_program() {
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
t = torch.ones(2)
if dist.get_rank() != 1:
    dist.all_reduce(t)
print('rank', dist.get_rank(), 'done')
";
    let el = mount("app-hang", program, "2x2");
    run_to_end(&el).await;
    assert_eq!(state(&el), "error");
    let console = text(&el, "#console");
    assert!(
        console.contains(
            "RuntimeError: hang: ranks 0, 2, 3 wait at all_reduce (line 6), which the other rank \
             will never reach: rank 1 finished the program without calling any collective"
        ),
        "{console}"
    );
    assert!(text(&el, "#status").contains("line 6"));
    select_console(&el, "rank 1");
    yield_to_browser().await;
    assert!(text(&el, "#console").starts_with("rank 1 done\n"));
    // The page is usable: the first example runs next, alone.
    click(&el, "#gallery .example");
    run_to_end(&el).await;
    assert_eq!(state(&el), "done");
    assert!(el.query_selector("#console-rank").unwrap().is_none());
    assert!(el.query_selector("#torus-run").unwrap().is_none());
    el.remove();
}
