//! The worker's protocol and its message handler, in-process: messages round-trip through their
//! text, and a run driven through `WorkerCore` (exactly what `dist/worker.js` calls) prints,
//! reports and traces what the page's own runner does for the same program, including Step,
//! Stop and the compile cache's writes. The real worker (a separate thread loading `worker.js`) is
//! exercised on the built page by `scripts/e2e.py`.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::RunConfig;
use tpu_web::run::compile_store::{RelayStore, Stored};
use tpu_web::run::device::{BackendChoice, Device};
use tpu_web::run::protocol::{self, Settings, ToPage, ToWorker};
use tpu_web::run::slices::{self, Control, End, Finish, StepKind};
use tpu_web::run::worker::WorkerCore;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const MLP: &str = include_str!("../../assets/examples/04_train_mlp.py");
const DDP: &str = include_str!("../../assets/examples/11_data_parallel.py");
/// What real PyTorch printed for the MLP example (core/tests/golden, written by scripts/goldens.py
/// from a real PyTorch 2.15 run; the e2e suite holds the page's console to it too).
const MLP_OUT: &str = include_str!("../../core/tests/golden/04_train_mlp.out");

/// A worker core whose messages are kept, each through its text or bytes as `postMessage`
/// carries it.
fn core() -> (Rc<WorkerCore>, Rc<RefCell<Vec<ToPage>>>) {
    let got: Rc<RefCell<Vec<ToPage>>> = Rc::default();
    let sink = got.clone();
    let core = WorkerCore::new(Rc::new(move |m: ToPage| {
        let wire = protocol::to_wire(&m);
        let back = protocol::from_wire(&wire).expect("the page reads what the worker sent");
        // A streamed piece is sent as its bytes and read as its events.
        if !matches!(m, ToPage::EventBytes(_)) {
            assert_eq!(back, m);
        }
        sink.borrow_mut().push(back);
    }));
    (core, got)
}

/// Waits (in browser turns, bounded) until a message matching `pick` has arrived; returns its index.
async fn until(
    got: &Rc<RefCell<Vec<ToPage>>>,
    what: &str,
    pick: impl Fn(&ToPage) -> bool,
) -> usize {
    for _ in 0..20_000 {
        if let Some(i) = got.borrow().iter().position(&pick) {
            return i;
        }
        slices::sleep_ms(1).await;
    }
    panic!("no {what} from the worker core: {:?}", got.borrow().len());
}

fn start(source: &str, mode: EagerMode, pause: Option<StepKind>) -> ToWorker {
    ToWorker::Start {
        source: source.into(),
        settings: Settings::from(&RunConfig {
            mode,
            ..RunConfig::default()
        }),
        pause,
        cache: Stored::Nothing,
    }
}

fn printed(got: &[ToPage]) -> String {
    got.iter()
        .filter_map(|m| match m {
            ToPage::Output { text } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The finish, with its events put back together from the `Events` pieces before it, as the page
/// does.
fn finished(got: &[ToPage]) -> Finish {
    let mut events = protocol::EventLog::default();
    for m in got {
        match m {
            ToPage::Events(piece) => {
                assert!(piece.len() <= protocol::EVENTS_PER_MESSAGE);
                events.extend(piece.clone());
            }
            ToPage::Finished(f) => {
                assert!(f.events.is_empty(), "the events come in pieces");
                return Finish {
                    end: clone_end(&f.end),
                    report: f.report.clone(),
                    events: events.into_vec(),
                };
            }
            _ => {}
        }
    }
    panic!("no finish");
}

fn clone_end(e: &End) -> End {
    match e {
        End::Done => End::Done,
        End::Stopped => End::Stopped,
        End::Failed(err, text) => End::Failed(err.clone(), text.clone()),
    }
}

/// The page's own runner on the same device, with the same empty compile cache.
async fn direct(source: &str, mode: EagerMode) -> (Finish, String, Vec<String>) {
    let device = Device::detect(BackendChoice::Cpu).await;
    let out = Rc::new(RefCell::new(String::new()));
    let cache = Rc::new(RefCell::new(Vec::new()));
    let (sink, kept) = (out.clone(), cache.clone());
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let store = Box::new(RelayStore {
        stored: Stored::Nothing,
        sent: Box::new(move |t| kept.borrow_mut().push(t)),
    });
    let control = Rc::new(Control::new(Rc::default()));
    let finish = slices::run_with_store(
        source,
        device.backend(),
        &config,
        control,
        store,
        move |t| sink.borrow_mut().push_str(&t),
        |_| {},
        |_| {},
        None,
    )
    .await;
    let text = out.borrow().clone();
    let writes = cache.borrow().clone();
    (finish, text, writes)
}

#[wasm_bindgen_test]
fn the_page_to_worker_messages_round_trip_through_their_text() {
    let msgs = [
        ToWorker::Detect {
            backend: BackendChoice::Cpu,
        },
        start(MLP, EagerMode::Fused, Some(StepKind::Sync)),
        ToWorker::Start {
            source: "print('é\\u{0}')\n".into(),
            settings: Settings {
                mode: EagerMode::Compiled,
                chip: tpu_core::chip::ChipId::V5p,
                step_limit: 7,
            },
            pause: None,
            cache: Stored::Text((0..=255u8).map(char::from).collect()),
        },
        ToWorker::Stop,
        ToWorker::Resume {
            pause: Some(StepKind::Op),
        },
        ToWorker::Resume { pause: None },
    ];
    for m in msgs {
        let back: ToWorker = protocol::decode(&protocol::encode(&m)).expect("decodes");
        assert_eq!(back, m);
    }
    // Garbage is an error that says so, never a panic.
    let e = protocol::decode::<ToWorker>("{\"start\": 3}").unwrap_err();
    assert!(e.starts_with("a malformed message"), "{e}");
}

#[wasm_bindgen_test]
async fn a_run_through_the_worker_core_equals_the_direct_run_in_every_mode() {
    for mode in [EagerMode::Strict, EagerMode::Fused] {
        let (core, got) = core();
        core.handle(ToWorker::Detect {
            backend: BackendChoice::Cpu,
        });
        core.handle(start(MLP, mode, None));
        until(&got, "finish", |m| matches!(m, ToPage::Finished(_))).await;
        let got = std::mem::take(&mut *got.borrow_mut());
        let badge = got.iter().find_map(|m| match m {
            ToPage::Badge { badge } => Some(badge.clone()),
            _ => None,
        });
        let badge = badge.expect("a badge");
        assert!(
            badge.starts_with("CPU kernels: chosen by ?backend=cpu\n"),
            "{badge}"
        );
        let (want, want_text, want_cache) = direct(MLP, mode).await;
        let finish = finished(&got);
        assert_eq!(finish.end, End::Done);
        // More than one piece: the trace really went in pieces.
        let pieces = got
            .iter()
            .filter(|m| matches!(m, ToPage::Events(_)))
            .count();
        assert!(
            pieces >= finish.events.len().div_ceil(protocol::EVENTS_PER_MESSAGE),
            "{pieces}"
        );
        assert!(pieces > 1, "{pieces}");
        assert_eq!(printed(&got), want_text, "{mode:?}");
        assert_eq!(want_text, MLP_OUT, "{mode:?}: PyTorch's text");
        assert_eq!(finish.report, want.report, "{mode:?}");
        assert_eq!(finish.events, want.events, "{mode:?}");
        // Fused mode writes the compile cache: the worker sends each write to the page.
        let cache: Vec<String> = got
            .iter()
            .filter_map(|m| match m {
                ToPage::Cache { text } => Some(text.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(cache, want_cache, "{mode:?}");
        assert_eq!(cache.is_empty(), mode != EagerMode::Fused, "{mode:?}");
        if mode == EagerMode::Strict {
            // The biggest message: its size and the time to write and read it, for the report.
            let n = want.events.len();
            let wires: Vec<protocol::Wire> = protocol::with_events(
                want.events,
                ToPage::Finished(Box::new(Finish {
                    end: End::Done,
                    report: None,
                    events: Vec::new(),
                })),
            )
            .iter()
            .map(protocol::to_wire)
            .collect();
            let t0 = js_sys::Date::now();
            let mut longest = 0.0_f64;
            for w in &wires {
                let t1 = js_sys::Date::now();
                let _: ToPage = protocol::from_wire(w).expect("decodes");
                longest = longest.max(js_sys::Date::now() - t1);
            }
            let size = |w: &protocol::Wire| match w {
                protocol::Wire::Text(t) => t.len(),
                protocol::Wire::Bytes(b) => b.len(),
            };
            console_log!(
                "worker protocol: the MLP example's finish is {} bytes in {} messages ({n} events); decoding all takes {:.1} ms, the longest message {longest:.1} ms",
                wires.iter().map(size).sum::<usize>(),
                wires.len(),
                js_sys::Date::now() - t0,
            );
        }
    }
}

#[wasm_bindgen_test]
async fn the_trace_streams_to_the_page_while_the_run_runs() {
    // Long enough for several turns: the events recorded by each are sent at that turn, not after
    // the run, and they add up to the page's own run of the same program.
    let source = "import torch\nx = torch.ones(4, device='tpu')\nfor i in range(3000):\n    x = x * 1.0001 + 0.5\nprint(x.sum().item())\n";
    let (core, got) = core();
    core.handle(ToWorker::Detect {
        backend: BackendChoice::Cpu,
    });
    core.handle(start(source, EagerMode::Strict, None));
    until(&got, "finish", |m| matches!(m, ToPage::Finished(_))).await;
    let got = std::mem::take(&mut *got.borrow_mut());
    let first_piece = got
        .iter()
        .position(|m| matches!(m, ToPage::Events(_)))
        .expect("a piece");
    let last_tick = got
        .iter()
        .rposition(|m| matches!(m, ToPage::Tick(_)))
        .expect("the run took several turns");
    assert!(first_piece < last_tick, "{first_piece} {last_tick}");
    let finish = finished(&got);
    let (want, want_text, _) = direct(source, EagerMode::Strict).await;
    assert_eq!(printed(&got), want_text);
    assert_eq!(finish.events, want.events);
    assert_eq!(finish.report, want.report);
}

#[wasm_bindgen_test]
async fn step_and_stop_reach_a_run_in_the_worker_core() {
    let (core, got) = core();
    core.handle(ToWorker::Detect {
        backend: BackendChoice::Cpu,
    });
    // Step to the first sync: the MLP's first loss.item() (line 22), then Run to the end.
    core.handle(start(MLP, EagerMode::Strict, Some(StepKind::Sync)));
    let i = until(&got, "pause", |m| matches!(m, ToPage::Paused(_))).await;
    let (line, syncs) = match &got.borrow()[i] {
        ToPage::Paused(p) => (p.line, p.syncs),
        _ => unreachable!(),
    };
    assert_eq!((line, syncs), (22, 1));
    core.handle(ToWorker::Resume { pause: None });
    until(&got, "finish", |m| matches!(m, ToPage::Finished(_))).await;
    assert_eq!(finished(&got.borrow()).end, End::Done);
    assert_eq!(printed(&got.borrow()), MLP_OUT);
    // Stop ends a `while True:` loop at its next slice.
    got.borrow_mut().clear();
    core.handle(start(
        "x = 0\nwhile True:\n    x += 1\n",
        EagerMode::Strict,
        None,
    ));
    until(&got, "a tick", |m| matches!(m, ToPage::Tick(_))).await;
    core.handle(ToWorker::Stop);
    until(&got, "finish", |m| matches!(m, ToPage::Finished(_))).await;
    assert_eq!(finished(&got.borrow()).end, End::Stopped);
}

#[wasm_bindgen_test]
async fn a_distributed_run_through_the_worker_core_equals_the_page_world_runner() {
    use tpu_web::run::world::{self, WorldFinish};
    let (core, got) = core();
    core.handle(ToWorker::Detect {
        backend: BackendChoice::Cpu,
    });
    let settings = Settings::from(&RunConfig::default());
    core.handle(ToWorker::StartWorld {
        source: DDP.into(),
        settings,
        topology: "2x2".into(),
        cache: Stored::Nothing,
    });
    until(&got, "the world's finish", |m| {
        matches!(m, ToPage::WorldFinished(_))
    })
    .await;
    let got = std::mem::take(&mut *got.borrow_mut());
    let mut events = Vec::new();
    let mut finish: Option<WorldFinish> = None;
    for m in got {
        match m {
            ToPage::Events(mut piece) => events.append(&mut piece),
            ToPage::WorldFinished(f) => finish = Some(*f),
            _ => {}
        }
    }
    let mut finish = finish.expect("finished");
    assert!(finish.events.is_empty(), "the events come in pieces");
    finish.events = events;
    // The page's own world runner, same device kind, same empty cache.
    let launch = world::launch_for(DDP, "2x2").expect("a launch");
    let device = Rc::new(Device::detect(BackendChoice::Cpu).await);
    let tier = tpu_core::fusion::persist::PersistentTier::open(Box::new(RelayStore {
        stored: Stored::Nothing,
        sent: Box::new(|_| {}),
    }));
    let want = world::run_world_with(
        DDP,
        device,
        &RunConfig::default(),
        &launch,
        Rc::default(),
        tier,
    )
    .await;
    assert_eq!(finish.end, End::Done);
    assert_eq!(finish, want);
    // Four ranks and the whole output, and the torus panel's traffic on the 2x2.
    assert_eq!(finish.consoles.len(), 5);
    assert_eq!(
        finish.traffic.as_ref().map(|t| t.topology.as_str()),
        Some("2x2")
    );
    assert!(!finish.traffic.expect("traffic").calls.is_empty());
}
