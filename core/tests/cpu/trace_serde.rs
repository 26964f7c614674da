//! The trace and the report survive serde, and the events survive the binary wire form
//! (`trace::wire`, what the page's worker sends): each reads back equal to what the core produced.
//! Run over real programs (the oracle's, in every eager mode, and its distributed program on a
//! 2x2 torus) so every event kind the core emits goes through, and the test checks that the kinds
//! it relies on did occur.

use crate::common;

use std::collections::BTreeSet;

use tpu_core::dispatch::EagerMode;
use tpu_core::ici::Topology;
use tpu_core::runtime::{Report, RunConfig, Session};
use tpu_core::spmd::{SpmdConfig, World};
use tpu_core::trace::Event;

fn oracle(path: &str) -> String {
    let source =
        std::fs::read_to_string(tpu_testdata::path("programs").join(path)).expect("oracle program");
    source.replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n")
}

/// Serializes, deserializes and compares; returns the event kinds (their JSON tags).
fn round_trip(events: &[Event], report: &Report, what: &str) -> BTreeSet<String> {
    let text = serde_json::to_string(events).expect("events serialize");
    let back: Vec<Event> = serde_json::from_str(&text).expect("events deserialize");
    assert_eq!(back.len(), events.len(), "{what}");
    for (a, b) in events.iter().zip(&back) {
        assert_eq!(a, b, "{what}");
    }
    // The page's worker sends them in the binary form (`trace::wire`): the same events again.
    let bytes = tpu_core::trace::wire::encode(events);
    let back = tpu_core::trace::wire::decode(&bytes).expect("events decode from the wire");
    assert!(back == events, "{what}: the wire form changed an event");
    let text = serde_json::to_string(report).expect("report serializes");
    let back: Report = serde_json::from_str(&text).expect("report deserializes");
    assert_eq!(&back, report, "{what}");
    events
        .iter()
        .map(|e| {
            serde_json::to_value(e).expect("value")["event"]
                .as_str()
                .expect("tag")
                .to_string()
        })
        .collect()
}

#[test]
fn oracle_programs_events_and_reports_round_trip_in_every_mode() {
    let programs = [
        "mlp_regression_sgd.py",
        "embedding_bag_of_words.py",
        "activations_norms.py",
        "two_layer_net_sgd_momentum.py",
    ];
    let mut kinds = BTreeSet::new();
    let mut fused_reports = 0;
    for name in programs {
        let source = oracle(name);
        for mode in EagerMode::ALL {
            let config = RunConfig {
                mode,
                ..RunConfig::default()
            };
            let mut s = Session::new(&source, common::cpu(), &config).expect("compiles");
            if let Err(e) = s.run_blocking(|| true) {
                panic!("{name} {mode:?}: {}", e.render(&source));
            }
            let events: Vec<Event> = s.trace().events().cloned().collect();
            let report = s.report();
            fused_reports += usize::from(report.fusion.is_some());
            kinds.extend(round_trip(&events, &report, &format!("{name} {mode:?}")));
        }
    }
    // Fused and Compiled carry the flattened fusion figures; the others do not.
    assert_eq!(fused_reports, 2 * programs.len());
    for kind in [
        "op_dispatched",
        "kernel_launched",
        "sync",
        "memory",
        "mxu_matmul",
        "sparse_work",
        "graph_cut",
        "cache_lookup",
    ] {
        assert!(kinds.contains(kind), "no {kind} event in {kinds:?}");
    }
}

#[test]
fn a_distributed_runs_collectives_round_trip() {
    let source = oracle("dist/ddp_allreduce_train.py");
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: Some(Topology::parse("2x2").expect("topology")),
        algorithm: None,
    };
    let mut w = World::new(&source, config, Box::new(|| Ok(common::cpu()))).expect("compiles");
    if let Err(e) = w.run_blocking(|| true) {
        panic!("{}", e.render(&source));
    }
    let mut kinds = BTreeSet::new();
    for (rank, s) in w.sessions() {
        let events: Vec<Event> = s.trace().events().cloned().collect();
        kinds.extend(round_trip(&events, &s.report(), &format!("rank {rank:?}")));
    }
    assert!(kinds.contains("collective"), "{kinds:?}");
}

#[test]
fn a_python_error_round_trips_with_its_traceback() {
    let source =
        "import torch\nx = torch.ones(2, device=\"tpu\")\ny = x @ torch.ones(3, device=\"tpu\")\n";
    let out = tpu_core::runtime::run_to_end(source, common::cpu(), &RunConfig::default());
    let err = out.error.expect("the shapes do not match");
    let back: tpu_core::script::PyErr =
        serde_json::from_str(&serde_json::to_string(&err).expect("ser")).expect("de");
    assert_eq!(back.render(source), err.render(source));
    assert_eq!(back.span().map(|s| s.line), Some(3));
}
