//! The last distributed run's ICI traffic on the torus: every directed link's real bytes, summed
//! from the ranks' `Collective` trace events, with a slider over the run's collectives (0: the
//! whole run; k: the k-th collective or send/receive alone), and within one collective a slider
//! over its steps.
//!
//! The trace records each call's per-link totals, its size, algorithm, step count and modelled
//! time, not its schedule: a call's steps are rebuilt by running the same schedule on its size
//! (`ici::simulate_units` in f32 elements, the data run's counting) and kept only when that
//! rebuild gives exactly the recorded per-link bytes, step count and time. A routed call (an
//! all-to-all, a send/receive) is one step, its totals. A call no candidate reproduces (an
//! all-to-all with uneven splits of several steps, should one exist) says so instead.

use std::collections::BTreeMap;
use std::rc::Rc;

use tpu_emu::ici::{
    self, Algorithm, Collective, LinkParams, StageInfo, StepRecord, Topology, Transfer,
};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::panels::torus_layout::{links_svg, View};
use crate::panels::torus_steps;
use crate::run::world::{CollectiveCall, RunTraffic};

#[derive(Properties, PartialEq)]
pub struct TorusRunProps {
    pub traffic: Rc<RunTraffic>,
}

/// One call of the run, step by step.
#[derive(Debug, PartialEq)]
pub struct Replay {
    pub steps: Vec<StepRecord>,
    pub stages: Vec<StageInfo>,
    pub link: LinkParams,
    /// The schedule that reproduced the call (`all_reduce of 644 B`, ...).
    pub how: String,
}

/// Rebuilds `call`'s steps on `t`, or says why it cannot.
pub fn replay(t: &Topology, call: &CollectiveCall) -> Result<Replay, String> {
    let link = t.link_params();
    let recorded: BTreeMap<u32, u64> = call
        .links
        .iter()
        .filter(|l| l.bytes > 0)
        .map(|l| (l.link, l.bytes))
        .collect();
    let modelled_us = call.modelled_s * 1e6;
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1e-3);
    if call.steps == 1 {
        // One routed step: every message in flight at once; α per hop of the longest route
        // (recovered from the modelled time) plus the busiest link's bytes over B.
        let max_bytes = recorded.values().copied().max().unwrap_or(0);
        let bandwidth = max_bytes as f64 / link.bytes_per_us();
        let hops = ((modelled_us - bandwidth) / link.alpha_us())
            .round()
            .max(0.0);
        if !close(hops * link.alpha_us() + bandwidth, modelled_us) {
            return Err(format!(
                "this call's one step cannot be split into latency and bandwidth: {modelled_us:.3} µs is not a whole number of hops plus {bandwidth:.3} µs"
            ));
        }
        return Ok(Replay {
            steps: vec![StepRecord {
                step: 0,
                stage: 0,
                hops: hops as u32,
                start_us: 0.0,
                duration_us: modelled_us,
                max_bytes,
                transfers: recorded.iter().map(|(&l, &b)| Transfer(l, b)).collect(),
            }],
            stages: Vec::new(),
            link,
            how: format!("one routed step of {}", call.op),
        });
    }
    let algorithm = Algorithm::parse(&call.algorithm)
        .ok_or_else(|| format!("unknown algorithm '{}'", call.algorithm))?;
    let elements = call.bytes / 4;
    let p = t.chips() as u64;
    // The candidates, the one the call's name suggests first (a wrapper such as DDP's gradient
    // reduction names no collective): what matches the record decides.
    let mut candidates = vec![
        (Collective::AllReduce, elements),
        (Collective::AllGather, elements * p),
        (Collective::ReduceScatter, elements),
        (Collective::Barrier, 0),
    ];
    candidates.extend((0..t.chips()).map(|root| (Collective::Broadcast { root }, elements)));
    tpu_emu::sort::sort_by_key(&mut candidates, |(c, _)| !call.op.contains(c.name()));
    for (collective, units) in candidates {
        if algorithm.check(collective).is_err() {
            continue;
        }
        let Ok(r) = ici::simulate_units(t, algorithm, collective, units, 4, link) else {
            continue;
        };
        let got: BTreeMap<u32, u64> = r
            .traffic
            .links
            .iter()
            .filter(|l| l.bytes > 0)
            .map(|l| (l.id, l.bytes))
            .collect();
        if got == recorded
            && r.traffic.steps.len() == call.steps as usize
            && close(r.figures.t_total_us, modelled_us)
        {
            return Ok(Replay {
                steps: r.traffic.steps,
                stages: r.stages,
                link,
                how: format!(
                    "{} of {} B with {}",
                    collective.name(),
                    crate::fmt::int(units * 4),
                    algorithm.name()
                ),
            });
        }
    }
    Err(format!(
        "step by step unavailable for this call: the trace keeps its per-link totals, size ({} B), algorithm and {} steps, not its schedule, and no schedule of that size reproduces the totals",
        crate::fmt::int(call.bytes),
        call.steps
    ))
}

pub struct TorusRun {
    /// 0: every collective; k: the k-th.
    pick: usize,
    /// 0: the whole call; k: its k-th step.
    step: usize,
    replay: Option<Result<Rc<Replay>, String>>,
}

pub enum Msg {
    Pick(usize),
    Step(usize),
}

impl TorusRun {
    fn rebuild(&mut self, run: &RunTraffic) {
        self.step = 0;
        self.replay = None;
        if self.pick == 0 || self.pick > run.calls.len() {
            return;
        }
        self.replay = Some(
            Topology::parse(&run.topology)
                .map_err(|e| e.0)
                .and_then(|t| replay(&t, &run.calls[self.pick - 1]))
                .map(Rc::new),
        );
    }
}

impl Component for TorusRun {
    type Message = Msg;
    type Properties = TorusRunProps;

    fn create(_: &Context<Self>) -> Self {
        TorusRun {
            pick: 0,
            step: 0,
            replay: None,
        }
    }

    fn changed(&mut self, _: &Context<Self>, _: &TorusRunProps) -> bool {
        self.pick = 0;
        self.step = 0;
        self.replay = None;
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Pick(k) => {
                self.pick = k;
                self.rebuild(&ctx.props().traffic);
            }
            Msg::Step(s) => self.step = s,
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let run = &ctx.props().traffic;
        let t = match Topology::parse(&run.topology) {
            Ok(t) => t,
            Err(e) => return html! { <p class="hint">{ e.0 }</p> },
        };
        let n = run.calls.len();
        let pick = self.pick.min(n);
        let replay = self.replay.as_ref().and_then(|r| r.as_ref().ok());
        let step = replay.map_or(0, |r| self.step.min(r.steps.len()));
        let bytes: BTreeMap<u32, u64> = match replay {
            Some(r) if step > 0 => r.steps[step - 1]
                .transfers
                .iter()
                .map(|x| (x.0, x.1))
                .collect(),
            _ => run.bytes(pick.checked_sub(1)),
        };
        let bytes_of = |id: u32| bytes.get(&id).copied().unwrap_or(0);
        let what = if pick == 0 {
            "over the run".to_string()
        } else {
            let c = &run.calls[pick - 1];
            let at = if step > 0 {
                format!("step {step} of ")
            } else {
                String::new()
            };
            format!("in {at}{} (line {})", c.op, c.line)
        };
        let title = |_: u32, b: u64| format!("{} bytes {what}", crate::fmt::int(b));
        let label = if pick == 0 {
            let total: f64 = run.calls.iter().map(|c| c.modelled_s).sum();
            format!(
                "all {n} collectives: {} bytes on {}, {:.2} µs modelled",
                crate::fmt::int(bytes.values().sum::<u64>()),
                crate::fmt::count(bytes.values().filter(|&&b| b > 0).count() as u64, "link"),
                total * 1e6
            )
        } else {
            let c = &run.calls[pick - 1];
            let calls: u64 = c.links.iter().map(|l| l.bytes).sum();
            format!(
                "collective {pick} of {n}: {} at line {} ({}), {} bytes on {}, {}, {:.2} µs modelled",
                c.op,
                c.line,
                c.algorithm,
                crate::fmt::int(calls),
                crate::fmt::count(c.links.iter().filter(|l| l.bytes > 0).count() as u64, "link"),
                crate::fmt::count(u64::from(c.steps), "step"),
                c.modelled_s * 1e6
            )
        };
        let slider = |e: InputEvent| {
            e.target_unchecked_into::<HtmlInputElement>()
                .value()
                .parse()
                .unwrap_or(0)
        };
        let on_pick = ctx
            .link()
            .callback(move |e: InputEvent| Msg::Pick(slider(e)));
        let on_step = ctx
            .link()
            .callback(move |e: InputEvent| Msg::Step(slider(e)));
        let on_strip = ctx.link().callback(Msg::Step);
        let steps = match &self.replay {
            None => Html::default(),
            Some(Err(e)) => html! { <p class="hint" id="torus-run-noreplay">{ e.clone() }</p> },
            Some(Ok(r)) => {
                let (text, bound) = if step == 0 {
                    (format!("the whole call, rebuilt as {}", r.how), "")
                } else {
                    (
                        torus_steps::describe(&r.steps, &r.stages, step, r.link, None),
                        r.steps[step - 1].bound(r.link).name(),
                    )
                };
                html! {
                    <>
                    <label class="step no-print">{ "step " }
                        <input id="torus-run-callstep" type="range" min="0" max={r.steps.len().to_string()} value={step.to_string()}
                            oninput={on_step} aria-label="Step of the collective (0: all)" />
                    </label>
                    <p id="torus-run-step-label" class="step-label" data-bound={bound}>{ text }</p>
                    { torus_steps::strip("torus-run-steps", &r.steps, r.link, step, &on_strip) }
                    { torus_steps::legend("torus-run-legend", &r.steps, r.link) }
                    </>
                }
            }
        };
        html! {
            <div id="torus-run" class="torus-run">
                <h3>{ format!("This run on {} ({} chips)", t.name(), t.chips()) }</h3>
                if n == 0 {
                    <p class="hint">{ "The run called no collective: no byte crossed a link." }</p>
                } else {
                    <label class="step no-print">{ "collective " }
                        <input id="torus-run-step" type="range" min="0" max={n.to_string()} value={pick.to_string()}
                            oninput={on_pick} aria-label="Collective of the run (0: all)" />
                    </label>
                    <p id="torus-run-label" class="step-label">{ label }</p>
                    { steps }
                    { links_svg(&t, View::Whole, "torus-run-svg", &bytes_of, &title) }
                }
            </div>
        }
    }
}
