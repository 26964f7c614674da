//! `torch.profiler` over the trace: `key_averages().table()` laid out as PyTorch's (with the TPU's
//! columns where PyTorch shows CUDA's), counts and modelled times that agree with the run's own
//! report, `record_function` ranges, a schedule, and `export_chrome_trace` writing Chrome's Trace
//! Event format.

use crate::common;

use tpu_core::runtime::{RunConfig, Session};

const PROGRAM: &str = r#"
import json
import torch
from torch.profiler import profile, record_function, ProfilerActivity, schedule

device = "tpu"
model = torch.nn.Linear(64, 32).to(device)
x = torch.randn(128, 64, device=device)
with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
    with record_function("model_inference"):
        for _ in range(3):
            y = model(x).relu()
    y.sum().item()
averages = prof.key_averages()
table = averages.table(sort_by="cpu_time_total", row_limit=10)
print(table)
rows = {e.key: e for e in averages}
print("mm calls", rows["aten::mm"].count, "relu calls", rows["aten::relu"].count)
print("range calls", rows["model_inference"].count)
inside = sum(e.cpu_time_total for e in averages if e.key.startswith("aten::") and e.key != "aten::sum")
print("range total equals its ops", abs(rows["model_inference"].cpu_time_total - inside) < 1e-6)
print("tpu time > 0", rows["aten::mm"].device_time_total > 0)
print(prof.key_averages(group_by_input_shape=True).table(row_limit=2).splitlines()[1].split()[-2:])
prof.export_chrome_trace("trace.json")
trace = json.load(open("trace.json"))
lanes = sorted({e["tid"] for e in trace["traceEvents"] if e["ph"] == "X"})
print("lanes", lanes, "ops", sum(1 for e in trace["traceEvents"] if e.get("cat") == "cpu_op"))

steps = []
with profile(schedule=schedule(wait=1, warmup=1, active=2), on_trace_ready=lambda p: steps.append(p.step_num)) as p2:
    for step in range(4):
        (x @ x.t()).sum()
        p2.step()
print("saved at step", steps, "mm calls", [e.count for e in p2.key_averages() if e.key == "aten::mm"])
"#;

#[test]
fn profiler_tables_counts_ranges_and_chrome_traces() {
    // The run's files are an in-memory store: trace.json is written and read back there.
    let mut s = Session::new(PROGRAM, common::cpu(), &RunConfig::default()).expect("compiles");
    if let Err(e) = s.run_blocking(|| true) {
        panic!("{}", e.render(PROGRAM));
    }
    let out = s.take_stdout();
    let lines: Vec<&str> = out.lines().collect();
    // PyTorch's layout: a rule, the header, a rule, the rows, a rule, the totals.
    assert!(
        lines[0].starts_with("-----") && lines[2] == lines[0],
        "{out}"
    );
    for col in [
        "Name",
        "Self CPU %",
        "CPU total",
        "Self TPU",
        "TPU total",
        "# of Calls",
    ] {
        assert!(lines[1].contains(col), "{col}: {out}");
    }
    assert!(out.contains("Self CPU time total: "), "{out}");
    assert!(out.contains("Self TPU time total: "), "{out}");
    assert!(out.contains("mm calls 3 relu calls 3"), "{out}");
    assert!(out.contains("range calls 1"), "{out}");
    assert!(out.contains("range total equals its ops True"), "{out}");
    assert!(out.contains("tpu time > 0 True"), "{out}");
    assert!(out.contains("['Input', 'Shapes']"), "{out}");
    assert!(out.contains("lanes ['TPU', 'host'] ops 13"), "{out}");
    assert!(out.contains("saved at step [3] mm calls [2]"), "{out}");
}
