//! `torch_tpu.set_eager_mode(...)` and `with torch_tpu.eager_mode(...):` switch the dispatcher's
//! mode mid-run: the values printed are the ones a run in one mode prints, the trace shows each
//! change, and leaving Fused runs what was recorded first (a graph cut with reason `mode_change`).

mod common;

use tpu_core::device::Backend;
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{run_to_end, RunConfig, Session};
use tpu_core::trace::{Event, MaterializationReason};

const SWITCHING: &str = "import torch
import torch_tpu
torch.manual_seed(0)
x = torch.randn(4, 3, device=\"tpu\")
y = torch.relu(x) * 2.0 + 1.0
torch_tpu.set_eager_mode(\"fused\")
z = torch.tanh(y) - x
torch_tpu.set_eager_mode(\"debug\")
w = z.sum(dim=1)
with torch_tpu.eager_mode(\"fused\"):
    v = w * w + 1.0
print(v)
print(z)
";

/// The same program with the switches taken out (line numbers kept).
fn without_switches() -> String {
    SWITCHING
        .replace("torch_tpu.set_eager_mode(\"fused\")", "pass")
        .replace("torch_tpu.set_eager_mode(\"debug\")", "pass")
        .replace("with torch_tpu.eager_mode(\"fused\"):", "if True:")
}

fn run(source: &str, backend: Box<dyn Backend>) -> (String, Vec<Event>) {
    let mut s = Session::new(source, backend, &RunConfig::default()).expect("compiles");
    if let Err(e) = s.run_blocking(|| true) {
        panic!("program raised:\n{}", e.render(source));
    }
    (s.take_stdout(), s.trace().events().cloned().collect())
}

fn switching_prints_what_one_mode_prints(backend: fn() -> Box<dyn Backend>) {
    let (switched, events) = run(SWITCHING, backend());
    let (strict, _) = run(&without_switches(), backend());
    assert_eq!(switched, strict);
    let changes: Vec<(u32, EagerMode, EagerMode)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ModeChanged { line, from, to } => Some((*line, *from, *to)),
            _ => None,
        })
        .collect();
    use EagerMode::*;
    assert_eq!(changes.len(), 4, "{changes:?}");
    assert_eq!(
        &changes[..3],
        [(6, Strict, Fused), (8, Fused, Debug), (10, Debug, Fused)]
    );
    assert_eq!((changes[3].1, changes[3].2), (Fused, Debug));
    // Leaving Fused at line 8 ran the recorded tanh and sub first.
    let cut = events.iter().find_map(|e| match e {
        Event::GraphCut {
            reason, line, ops, ..
        } if *reason == MaterializationReason::ModeChange => Some((*line, *ops)),
        _ => None,
    });
    assert_eq!(cut, Some((8, 2)));
}

#[test]
fn switching_modes_mid_run_prints_the_same_values_on_the_cpu() {
    switching_prints_what_one_mode_prints(common::cpu);
}

#[test]
fn switching_modes_mid_run_prints_the_same_values_on_the_gpu() {
    switching_prints_what_one_mode_prints(common::gpu);
}

#[test]
fn get_eager_mode_follows_the_switches_and_the_block_restores_the_mode() {
    let src = "import torch_tpu
print(torch_tpu.get_eager_mode())
with torch_tpu.eager_mode(\"debug\"):
    print(torch_tpu.get_eager_mode())
    with torch_tpu.eager_mode(\"fused\"):
        print(torch_tpu.get_eager_mode())
    print(torch_tpu.get_eager_mode())
print(torch_tpu.get_eager_mode())
torch_tpu.set_eager_mode(mode=\"fused\")
print(torch_tpu.get_eager_mode())
";
    let out = run_to_end(src, common::cpu(), &RunConfig::default());
    assert!(out.error.is_none(), "{:?}", out.error);
    assert_eq!(out.stdout, "strict\ndebug\nfused\ndebug\nstrict\nfused\n");
}

#[test]
fn a_bad_mode_is_a_clear_error_at_its_line() {
    let cases = [
        (
            "import torch_tpu\ntorch_tpu.set_eager_mode(\"eager\")\n",
            "ValueError",
            "invalid eager mode 'eager': expected one of 'debug', 'strict', 'fused', 'compiled'",
        ),
        (
            "import torch_tpu\ntorch_tpu.set_eager_mode(3)\n",
            "TypeError",
            "set_eager_mode(): mode must be a str ('debug', 'strict', 'fused', 'compiled'), not int",
        ),
        (
            "import torch_tpu\nwith torch_tpu.eager_mode():\n    pass\n",
            "TypeError",
            "eager_mode() missing 1 required positional argument: 'mode'",
        ),
    ];
    for (src, kind, message) in cases {
        let out = run_to_end(src, common::cpu(), &RunConfig::default());
        let e = out.error.expect("an error");
        assert_eq!((e.kind.as_str(), e.message.as_str()), (kind, message));
        assert!(e.render(src).contains("line 2"), "{}", e.render(src));
    }
}
