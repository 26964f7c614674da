//! The page's components in a real browser: the gallery's course order, the share-state encoding
//! (round trip and hostile hashes), the editor, the plot's scalar rule, the trace folded into
//! lanes and gutter marks from a real run. The panels are panels.rs; Step, Compare, teacher mode
//! and the download are page_tools.rs.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{host, settle};

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::chip::ChipId;
use tpu_core::device::CpuBackend;
use tpu_core::dispatch::EagerMode;
use tpu_core::trace::MaterializationReason;
use tpu_web::examples;
use tpu_web::panels::plot::{pairs, Scalars, MAX_POINTS};
use tpu_web::panels::trace_view::{gutter_marks, lanes, MatmulPick};
use tpu_web::run::slices::{self, End};
use tpu_web::state::{ShareState, MAX_HASH, MAX_SOURCE};
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

const MLP: &str = include_str!("../../assets/examples/04_train_mlp.py");

// ---- the gallery ----

#[wasm_bindgen_test]
fn the_course_is_ordered_by_lesson_and_each_example_says_what_it_teaches() {
    let course = examples::course();
    // Every example of the folder once (the list is written from it: web/build.rs), in lesson
    // order; the names come from the files, so a new lesson needs no line here.
    assert_eq!(course.len(), examples::all().len());
    for e in examples::all() {
        assert_eq!(
            course.iter().filter(|c| c.name == e.name).count(),
            1,
            "{}",
            e.name
        );
    }
    let lessons: Vec<u32> = course.iter().map(|e| e.lesson()).collect();
    assert!(lessons.windows(2).all(|w| w[0] <= w[1]), "{lessons:?}");
    assert_eq!(course[0].name, "01_hello_tpu");
    assert_eq!(course[0].title(), "Hello, TPU");
    assert_eq!(
        course[3].teaches(),
        "Training an MLP: the same loop you would write for a GPU; each step ends at loss.item(), a sync."
    );
    for e in &course {
        let first = e.source.lines().next().unwrap();
        assert_eq!(format!("# {}", e.teaches()), first, "{}", e.name);
    }
}

// ---- the share state ----

#[wasm_bindgen_test]
fn share_state_round_trips_any_program_text() {
    let tricky = "# é ü 中文 🚀\nx = {'a&b': 1, 'c=d': '%41 #hash'}\nprint(x)\t\r\n+ ~ . _ -\n";
    let s = ShareState {
        source: tricky.to_string(),
        mode: EagerMode::Debug,
        chip: ChipId::V6e,
        topology: "4x4x4".into(),
        panel: None,
        sim: None,
    };
    // The readable version 1 and the compressed version 2 both carry it.
    let plain = s.encode_plain();
    assert!(
        plain.starts_with("v=1&mode=debug&chip=v6e&topo=4x4x4&src="),
        "{plain}"
    );
    let hash = s.encode();
    assert!(hash.starts_with("v=2&z="), "{hash}");
    assert!(hash[6..]
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    for h in [&plain, &hash] {
        assert_eq!(ShareState::decode(&format!("#{h}")), Ok(Some(s.clone())));
        assert_eq!(ShareState::decode(h), Ok(Some(s.clone())));
    }
    // A panel travels with the state.
    let at_mxu = ShareState {
        panel: Some("mxu"),
        ..s.clone()
    };
    assert_eq!(ShareState::decode(&at_mxu.encode()), Ok(Some(at_mxu)));
    // Every example survives too.
    for e in examples::course() {
        let s = ShareState::with_source(e.source);
        assert_eq!(
            ShareState::decode(&s.encode()).unwrap().unwrap().source,
            e.source
        );
    }
}

#[wasm_bindgen_test]
fn hostile_hashes_are_refused_with_a_message_never_a_panic() {
    assert_eq!(ShareState::decode(""), Ok(None));
    assert_eq!(ShareState::decode("#"), Ok(None));
    let refused = [
        "#v=1&src=%G1".to_string(),
        "#v=1&src=%4".to_string(),
        "#v=1&src=%FF%FE".to_string(),
        "#v=1&mode=turbo".to_string(),
        "#v=1&chip=v9z".to_string(),
        "#v=1&topo=3x3".to_string(),
        "#v=1&src=a&src=b".to_string(),
        "#v=3&src=a".to_string(),
        "#v=2&src=a".to_string(),
        "#v=2&z=not*base64".to_string(),
        "#v=2&z=AAAA".to_string(),
        "#src=print(1)".to_string(),
        "#%%%%&&&===".to_string(),
        format!("#v=1&src={}", "a".repeat(MAX_SOURCE + 1)),
        format!("#v=1&src={}", "%41".repeat(MAX_HASH / 3 + 1)),
        format!("#{}", "&".repeat(MAX_HASH + 1)),
    ];
    for h in &refused {
        let r = ShareState::decode(h);
        assert!(r.is_err(), "{} was accepted: {r:?}", &h[..h.len().min(40)]);
        assert!(!r.unwrap_err().is_empty());
    }
    // Unknown keys are ignored; missing ones keep their defaults.
    let s = ShareState::decode("#v=1&theme=dark&src=print%281%29")
        .unwrap()
        .unwrap();
    assert_eq!(s.source, "print(1)");
    assert_eq!(
        (s.mode, s.chip, s.topology.as_str()),
        (EagerMode::Strict, ChipId::V5e, "2x2")
    );
}

#[wasm_bindgen_test]
async fn a_bad_link_shows_a_message_and_opens_the_default_state() {
    let el = host("app-bad-hash");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: "#v=1&src=%ZZ".into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    let notice = el.query_selector("#notice").unwrap().expect("a notice");
    let text = notice.text_content().unwrap();
    assert!(text.contains("broken escape"), "{text}");
    let editor: web_sys::HtmlTextAreaElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#editor").unwrap().unwrap()).unwrap();
    assert_eq!(editor.value(), examples::course()[0].source);
    el.remove();
}

#[wasm_bindgen_test]
async fn a_good_link_opens_its_program_and_settings_and_the_gallery_loads_examples() {
    let el = host("app-good-hash");
    let shared = ShareState {
        source: "print('<i>shared</i>')\n".into(),
        mode: EagerMode::Debug,
        chip: ChipId::V4,
        topology: "4x4".into(),
        panel: None,
        sim: Some(tpu_web::state::SimSettings {
            topology: "8x8x8",
            collective: "all_gather",
            algorithm: None,
            bytes: 4096,
        }),
    };
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", shared.encode()).into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    let value = |sel: &str| -> String {
        let node = el.query_selector(sel).unwrap().unwrap();
        js_sys::Reflect::get(&node, &"value".into())
            .unwrap()
            .as_string()
            .unwrap()
    };
    assert_eq!(value("#editor"), shared.source);
    assert_eq!(value("#mode"), "debug");
    assert_eq!(value("#chip"), "v4");
    assert_eq!(value("#torus-topology"), "4x4");
    // The simulator opens at the link's settings, not the run's topology.
    assert_eq!(value("#torus-sim-topology"), "8x8x8");
    assert_eq!(value("#torus-collective"), "all_gather");
    assert_eq!(value("#torus-bytes"), "4096");
    assert!(el.query_selector("#notice").unwrap().is_none());
    // A size chosen in the simulator goes into the next link.
    let size: web_sys::HtmlSelectElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#torus-sim-topology").unwrap().unwrap())
            .unwrap();
    size.set_value("16x16");
    size.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle(2).await;
    let share: web_sys::HtmlElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#share").unwrap().unwrap()).unwrap();
    share.click();
    settle(2).await;
    let url = value("#share-url");
    let hash = &url[url.find('#').expect("a hash")..];
    let sim = ShareState::decode(hash)
        .unwrap()
        .unwrap()
        .sim
        .expect("the simulator's settings");
    assert_eq!(
        (sim.topology, sim.collective, sim.bytes),
        ("16x16", "all_gather", 4096)
    );
    // The gallery lists the course in order with what each teaches, and loads an example.
    let buttons = el.query_selector_all("#gallery .example").unwrap();
    let names: Vec<String> = (0..buttons.length())
        .map(|i| {
            let b: Element = wasm_bindgen::JsCast::dyn_into(buttons.item(i).unwrap()).unwrap();
            b.get_attribute("data-name").unwrap()
        })
        .collect();
    let course: Vec<&str> = examples::course().iter().map(|e| e.name).collect();
    assert_eq!(names, course);
    assert_eq!(names.len(), examples::all().len());
    let teaches = el.query_selector_all("#gallery .teaches").unwrap();
    let second = examples::course()[1];
    assert_eq!(
        teaches.item(1).unwrap().text_content().unwrap(),
        second.summary()
    );
    assert_eq!(
        format!("{}: {}", second.title(), second.summary()),
        second.teaches()
    );
    // The fourth lesson is the MLP's training loop.
    let fourth: web_sys::HtmlElement =
        wasm_bindgen::JsCast::dyn_into(buttons.item(3).unwrap()).unwrap();
    fourth.click();
    settle(3).await;
    assert_eq!(value("#editor"), MLP);
    el.remove();
}

// ---- the editor's highlighting ----

#[wasm_bindgen_test]
fn the_highlighter_classes_python_and_keeps_every_character() {
    use tpu_web::editor::highlight::{tokens, Class};
    let src = "@torch.no_grad()\ndef f(x, s='<b>#no'):  # a comment\n    return x * 1.5e-3 + len(s)\nclass Net(nn.Module): pass\nt = f\"{x}\" if None else r'\\\\'\ndoc = \"\"\"two\nlines\"\"\"\nπ = 0x1F\n'open";
    let runs = tokens(src);
    assert_eq!(runs.iter().map(|r| r.1).collect::<String>(), src);
    assert!(runs.iter().all(|r| !r.1.is_empty()));
    let of =
        |class: Class| -> Vec<&str> { runs.iter().filter(|r| r.0 == class).map(|r| r.1).collect() };
    assert_eq!(of(Class::Decorator), ["@torch"]);
    assert_eq!(
        of(Class::Keyword),
        ["def", "return", "class", "pass", "if", "else"]
    );
    assert_eq!(of(Class::Definition), ["f", "Net"]);
    assert_eq!(
        of(Class::String),
        [
            "'<b>#no'",
            "f\"{x}\"",
            "r'\\\\'",
            "\"\"\"two\nlines\"\"\"",
            "'open"
        ]
    );
    assert_eq!(of(Class::Comment), ["# a comment"]);
    assert_eq!(of(Class::Number), ["1.5e-3", "0x1F"]);
    assert_eq!(of(Class::Builtin), ["len"]);
    assert_eq!(of(Class::Constant), ["None"]);
    // A builtin's name as an attribute is not the builtin; a name ending in f before a quote is not a prefix.
    let runs = tokens("x.sum(); elif'a'");
    assert!(runs.iter().all(|r| r.0 != Class::Builtin), "{runs:?}");
    assert_eq!(runs.last().unwrap(), &(Class::String, "'a'"));
}

#[wasm_bindgen_test]
async fn the_editor_highlights_as_text_and_follows_typing() {
    let el = host("app-highlight");
    let shared = ShareState::with_source("s = '<b>bold</b>'  # <i>\nfor i in range(3): pass\n");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: format!("#{}", shared.encode()).into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    settle(5).await;
    let layer = el
        .query_selector("#highlight")
        .unwrap()
        .expect("the highlight layer");
    // The layer is the program's text (plus the last line's newline), with no element from it.
    assert_eq!(
        layer.text_content().unwrap(),
        format!("{}\n", shared.source)
    );
    assert!(layer.query_selector("b, i").unwrap().is_none());
    let spans = |sel: &str| -> Vec<String> {
        let list = layer.query_selector_all(sel).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    assert_eq!(spans(".hl-str"), ["'<b>bold</b>'"]);
    assert_eq!(spans(".hl-com"), ["# <i>"]);
    assert_eq!(spans(".hl-kw"), ["for", "in", "pass"]);
    assert_eq!(spans(".hl-builtin"), ["range"]);
    // Typing re-colours the layer at once, and the gutter counts the new lines.
    let area: web_sys::HtmlTextAreaElement =
        wasm_bindgen::JsCast::dyn_into(el.query_selector("#editor").unwrap().unwrap()).unwrap();
    area.set_value("while True:\n    x = 1\n\n");
    let event = web_sys::Event::new("input").unwrap();
    area.dispatch_event(&event).unwrap();
    settle(3).await;
    let layer = el.query_selector("#highlight").unwrap().unwrap();
    assert_eq!(
        layer.text_content().unwrap(),
        "while True:\n    x = 1\n\n\n"
    );
    assert_eq!(spans_of(&layer, ".hl-kw"), ["while"]);
    assert_eq!(spans_of(&layer, ".hl-const"), ["True"]);
    assert_eq!(spans_of(&layer, ".hl-num"), ["1"]);
    assert_eq!(el.query_selector_all(".gutter .line").unwrap().length(), 4);
    el.remove();
}

fn spans_of(layer: &Element, sel: &str) -> Vec<String> {
    let list = layer.query_selector_all(sel).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().text_content().unwrap())
        .collect()
}

// ---- the runner's slices ----

#[wasm_bindgen_test]
fn slices_are_sized_by_time_between_one_and_the_cap() {
    use tpu_web::run::slices::next_budget;
    assert_eq!(next_budget(64, 10.0), 32);
    assert_eq!(next_budget(64, 0.5), 128);
    assert_eq!(next_budget(64, 2.0), 64);
    assert_eq!(next_budget(1, 500.0), 1);
    assert_eq!(next_budget(20_000, 0.0), 20_000);
}

// ---- the editor ----

#[wasm_bindgen_test]
fn shift_tab_dedents_the_selected_lines_by_up_to_four_spaces() {
    use tpu_web::editor::dedent;
    assert_eq!(
        dedent("    a\n      b\nc", 2, 9),
        ("a\n  b\nc".to_string(), 0, 2)
    );
    // The caret's line only; a line with two spaces loses two.
    assert_eq!(
        dedent("x\n  y\n    z", 3, 3),
        ("x\ny\n    z".to_string(), 2, 2)
    );
    // Offsets are UTF-16 units, as the browser's: a character outside the BMP counts two.
    assert_eq!(dedent("🚀\n    x", 7, 7), ("🚀\nx".to_string(), 3, 3));
    // Nothing to remove, or a selection past the end: unchanged, clamped.
    assert_eq!(dedent("abc", 1, 99), ("abc".to_string(), 1, 3));
}

// ---- the plot's rule ----

#[wasm_bindgen_test]
fn the_plot_reads_floats_named_on_a_line_with_the_step_as_x() {
    assert_eq!(
        pairs("step  0  loss 3.4710"),
        vec![("step".into(), 0.0, false), ("loss".into(), 3.471, true)]
    );
    assert_eq!(
        pairs("epoch=2, acc: 0.91 lr=1e-3 val_loss -2.5E+1"),
        vec![
            ("epoch".into(), 2.0, false),
            ("acc".into(), 0.91, true),
            ("lr".into(), 1e-3, true),
            ("val_loss".into(), -25.0, true),
        ]
    );
    // Not pairs: numbers glued to names, nan, a dotted name's tail, a bare number.
    assert!(pairs("x 3rd loss nan tensor.shape 2.0 0.5").is_empty());
    let mut s = Scalars::default();
    // Text arrives in arbitrary chunks; a line counts once its newline arrives.
    for chunk in [
        "Sequential(\n  (0): Linear(in_features=1, out_features=16, bias=True)\n",
        "step  0  lo",
        "ss 3.4710\nstep 10  loss 1.9256\n",
        "step 20  loss 1.5756",
    ] {
        s.feed(chunk);
    }
    let drawable = s.drawable();
    assert_eq!(drawable.len(), 1);
    assert_eq!(drawable[0].name, "loss");
    assert_eq!(drawable[0].points, vec![(0.0, 3.471), (10.0, 1.9256)]);
    s.feed("\n");
    assert_eq!(s.drawable()[0].points.len(), 3);
    // Without a step on the line, x counts the points.
    let mut t = Scalars::default();
    t.feed("loss 0.5\nloss 0.25\nloss 0.125\n");
    assert_eq!(
        t.drawable()[0].points,
        vec![(0.0, 0.5), (1.0, 0.25), (2.0, 0.125)]
    );
    // Bounded: an endless loop cannot grow it past MAX_POINTS, nor a huge line be read.
    let mut u = Scalars::default();
    u.feed(&"v 1.5\n".repeat(MAX_POINTS + 10));
    assert_eq!(u.series[0].points.len(), MAX_POINTS);
    assert_eq!(u.series[0].dropped, 10);
    let mut w = Scalars::default();
    w.feed(&format!(
        "{} loss 1.0\nloss 2.0\nloss 3.0\n",
        "y".repeat(10_000)
    ));
    assert_eq!(w.drawable()[0].points, vec![(0.0, 2.0), (1.0, 3.0)]);
    // A loss word with words before its number (issue 22: it was plotted as "shard").
    let mut l = Scalars::default();
    l.feed("step 1 loss on rank 0's shard 2.9763\nstep 2 loss on rank 0's shard 2.5\n");
    assert_eq!(l.drawable().len(), 1);
    assert_eq!(l.drawable()[0].name, "loss");
    assert_eq!(l.drawable()[0].points, vec![(1.0, 2.9763), (2.0, 2.5)]);
    // print(t, loss.item()): a bare step and a float; other number lines are not points.
    let mut b = Scalars::default();
    b.feed("99 1871.4004\n199, 1265.25\n7 8\n1.5 2.5\n3 4.5 6.5\n");
    assert_eq!(b.drawable().len(), 1);
    assert_eq!(b.drawable()[0].name, "value");
    assert_eq!(
        b.drawable()[0].points,
        vec![(99.0, 1871.4004), (199.0, 1265.25)]
    );
    // A named loss pair keeps its name; Loss: with a capital, too.
    let mut c = Scalars::default();
    c.feed("Epoch [1/5], Loss: 0.1234\nEpoch [2/5], Loss: 0.0999\n");
    assert_eq!(c.drawable()[0].name, "Loss");
}

// ---- the trace, from a real run ----

#[wasm_bindgen_test]
async fn the_mlp_run_folds_into_lanes_with_matmuls_and_item_syncs() {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let finish = slices::run(
        MLP,
        Box::new(CpuBackend::new(None)),
        Rc::new(Cell::new(false)),
        move |t| sink.borrow_mut().push_str(&t),
    )
    .await;
    assert!(matches!(finish.end, End::Done));
    let report = finish.report.expect("a report");
    let l = lanes(&finish.events);
    assert_eq!(report.trace_events_dropped, 0);
    assert_eq!(l.kernels.len() as u64, report.kernel_launches);
    assert_eq!(l.ops.len() as u64, report.ops_dispatched);
    assert_eq!(l.syncs.len() as u64, report.syncs);
    let sum: f64 = l.kernels.iter().map(|k| k.modelled_s).sum();
    assert!((l.device_s - sum).abs() <= 1e-12 * sum.max(1.0));
    assert!(l.device_s > 0.0 && l.device_s <= report.modelled_time_s);
    // The first layer's forward: x[64, 1] times the weight's transpose [1, 16], at line 18.
    let mm: Vec<MatmulPick> = l.kernels.iter().filter_map(|k| k.matmul).collect();
    assert!(!mm.is_empty());
    assert!(
        mm.iter()
            .any(|p| (p.batch, p.m, p.k, p.n, p.line) == (1, 64, 1, 16, 18)),
        "{mm:?}"
    );
    for k in l.kernels.iter().filter(|k| k.matmul.is_some()) {
        assert!(k.mxu_cycles > 0, "{k:?}");
    }
    // loss.item() at line 22 syncs 7 times (steps 0, 10, ..., 50 and 59): the gutter says so.
    let items: Vec<_> = l
        .syncs
        .iter()
        .filter(|s| s.reason == MaterializationReason::ScalarConversion)
        .collect();
    assert_eq!(items.len(), 7);
    assert!(items.iter().all(|s| s.line == 22 && s.bytes == 4));
    let marks = gutter_marks(&l, None);
    let m22 = marks.iter().find(|m| m.line == 22).expect("line 22 marked");
    assert_eq!(m22.kind, "sync");
    assert!(
        m22.title.contains("item (.item(), float(t)) x7"),
        "{}",
        m22.title
    );
    // An error on a synced line replaces the sync mark.
    let with_error = gutter_marks(&l, Some((22, "ValueError: boom".into())));
    let e22: Vec<_> = with_error.iter().filter(|m| m.line == 22).collect();
    assert_eq!(e22.len(), 1);
    assert_eq!(
        (e22[0].kind, e22[0].title.as_str()),
        ("error", "ValueError: boom")
    );
    // The plot finds the loss in the run's console.
    let mut s = Scalars::default();
    s.feed(&out.borrow());
    let loss = &s.drawable()[0];
    assert_eq!(loss.name, "loss");
    assert_eq!(loss.points.first(), Some(&(0.0, 3.471)));
    assert_eq!(loss.points.last(), Some(&(59.0, 0.2485)));
}
