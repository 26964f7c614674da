//! The last distributed run's ICI traffic on the torus: every directed link's real bytes, summed
//! from the ranks' `Collective` trace events, with a slider over the run's collectives (0: the
//! whole run; k: the k-th collective or send/receive alone).

use std::rc::Rc;

use tpu_emu::ici::Topology;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::panels::torus::links_svg;
use crate::run::world::RunTraffic;

#[derive(Properties, PartialEq)]
pub struct TorusRunProps {
    pub traffic: Rc<RunTraffic>,
}

pub struct TorusRun {
    /// 0: every collective; k: the k-th.
    pick: usize,
}

pub enum Msg {
    Pick(usize),
}

impl Component for TorusRun {
    type Message = Msg;
    type Properties = TorusRunProps;

    fn create(_: &Context<Self>) -> Self {
        TorusRun { pick: 0 }
    }

    fn changed(&mut self, _: &Context<Self>, _: &TorusRunProps) -> bool {
        self.pick = 0;
        true
    }

    fn update(&mut self, _: &Context<Self>, msg: Msg) -> bool {
        let Msg::Pick(k) = msg;
        self.pick = k;
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
        let bytes = run.bytes(pick.checked_sub(1));
        let bytes_of = |id: u32| bytes.get(&id).copied().unwrap_or(0);
        let what = if pick == 0 {
            "over the run".to_string()
        } else {
            let c = &run.calls[pick - 1];
            format!("in {} (line {})", c.op, c.line)
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
            format!(
                "collective {pick} of {n}: {} at line {} ({}), {} bytes on {}, {:.2} µs modelled",
                c.op,
                c.line,
                c.algorithm,
                crate::fmt::int(bytes.values().sum::<u64>()),
                crate::fmt::count(bytes.values().filter(|&&b| b > 0).count() as u64, "link"),
                c.modelled_s * 1e6
            )
        };
        let on_pick = ctx.link().callback(|e: InputEvent| {
            Msg::Pick(
                e.target_unchecked_into::<HtmlInputElement>()
                    .value()
                    .parse()
                    .unwrap_or(0),
            )
        });
        html! {
            <div id="torus-run" class="torus-run">
                <h3>{ format!("This run on {} ({} chips)", t.name(), t.chips()) }</h3>
                if n == 0 {
                    <p class="hint">{ "The run called no collective: no byte crossed a link." }</p>
                } else {
                    <label class="step">{ "collective " }
                        <input id="torus-run-step" type="range" min="0" max={n.to_string()} value={pick.to_string()}
                            oninput={on_pick} aria-label="Collective of the run (0: all)" />
                        <span id="torus-run-label">{ label }</span>
                    </label>
                    { links_svg(&t, "torus-run-svg", &bytes_of, &title) }
                }
            </div>
        }
    }
}
