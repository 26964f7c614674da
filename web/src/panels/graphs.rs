//! The fused-graphs panel: every graph Fused mode (or a `torch.compile`d function) cut, what it
//! became, why it was cut, and why ops did not fuse.
//!
//! # Reading a graph out of the trace
//!
//! The core writes one cut's events in a fixed order (`fusion::flush`): the planner's refusals
//! (`FuseRefused`), then per kernel a `CacheLookup` (fused groups only) and its `KernelLaunched`
//! (with its matmuls and allocations between), then the `GraphCut`, which counts the kernels. A
//! host fallback between two cuts launches a kernel outside any graph, so a graph's kernels are the
//! last `kernels` launches before its cut, and a lookup belongs to the launch that follows it with
//! the same name. A `torch.compile` guard lookup (`torch.compile(f)`) is logged when the call
//! begins, before the graph it captures, so it belongs to the next cut.
//!
//! A training loop cuts the same graph every step, so graphs with the same shape (reason, line,
//! ops, kernels, refusals) are one card with a count: a card is a distinct graph, in order of
//! first appearance. Pure functions of the events, tested without drawing.

use std::collections::BTreeMap;

use tpu_emu::fusion::cache::CacheTier;
use tpu_emu::trace::{Event, MaterializationReason};
use yew::prelude::*;

use crate::panels::trace_view::reason_name;

/// Cards kept; a program with more distinct graphs counts the rest.
pub const MAX_CARDS: usize = 64;

/// One kernel a graph became, and its compile-cache lookup (fused groups only).
#[derive(Clone, Debug, PartialEq)]
pub struct GraphKernel {
    pub name: String,
    /// Ops in it: the names joined by `+`, one for a single op.
    pub ops: usize,
    /// Of its runs (one per graph of the card): lookups that hit, and that missed.
    pub hits: u64,
    pub misses: u64,
    /// The tiers that answered hits, in the order first seen.
    pub tiers: Vec<CacheTier>,
}

/// Why an op did not join the group before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub op: String,
    pub line: u32,
    pub group: String,
    pub reason: String,
}

/// A distinct graph: its first cut's number, how often it was cut, and what it became.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphCard {
    /// The run's number of the first graph of this shape (1 for the run's first graph).
    pub first: u64,
    pub count: u64,
    pub reason: MaterializationReason,
    pub line: u32,
    pub ops: usize,
    pub ops_eliminated: usize,
    pub kernels: Vec<GraphKernel>,
    pub refused: Vec<Refusal>,
    /// A `torch.compile`d function whose call this graph is: its name, and guard-cache hits and
    /// misses over the card's calls.
    pub compiled: Option<(String, u64, u64)>,
    /// What differed when a lookup missed after an earlier entry for the same code (a
    /// recompile): `shape [4, 8] -> [2, 8]`, with the kernel's name, the first few.
    pub recompiles: Vec<(String, String)>,
}

/// The run's graphs, as the panel shows them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graphs {
    pub cards: Vec<GraphCard>,
    /// Graphs cut in the retained events.
    pub graphs: u64,
    /// Distinct graphs past [`MAX_CARDS`], counted, not shown.
    pub cards_dropped: u64,
    /// The card of the last graph cut (`None` when it was not listed): a Step graph scrolls it
    /// into view and marks it.
    pub newest: Option<usize>,
}

const MAX_RECOMPILES: usize = 8;

/// A kernel's compile-cache lookup: hit, the tier that answered, what differed on a miss.
type Lookup = (bool, Option<CacheTier>, Option<String>);

/// Groups the events' graph cuts into cards (see the module's comment).
pub fn graphs(events: &[Event]) -> Graphs {
    let mut out = Graphs::default();
    // Events since the last cut that a graph can claim.
    let mut refused: Vec<Refusal> = Vec::new();
    let mut launches: Vec<(String, Option<Lookup>)> = Vec::new();
    let mut lookup: Option<(String, bool, Option<CacheTier>, Option<String>)> = None;
    let mut compiled: Option<(String, bool, Option<String>)> = None;
    let mut index: BTreeMap<String, usize> = BTreeMap::new();
    for e in events {
        match e {
            Event::FuseRefused {
                op,
                line,
                group,
                reason,
            } => refused.push(Refusal {
                op: op.clone(),
                line: *line,
                group: group.clone(),
                reason: reason.describe(),
            }),
            Event::CacheLookup {
                kernel,
                hit,
                tier,
                differs,
                ..
            } => {
                if let Some(name) = kernel.strip_prefix("torch.compile(") {
                    let name = name.trim_end_matches(')').to_string();
                    compiled = Some((name, *hit, differs.clone()));
                } else {
                    lookup = Some((kernel.clone(), *hit, *tier, differs.clone()));
                }
            }
            Event::KernelLaunched { name, .. } => {
                let found = match lookup.take() {
                    Some((k, hit, tier, differs)) if k == **name => Some((hit, tier, differs)),
                    _ => None,
                };
                launches.push((name.to_string(), found));
            }
            Event::GraphCut {
                reason,
                line,
                ops,
                ops_eliminated,
                kernels,
                ..
            } => {
                out.graphs += 1;
                let start = launches.len().saturating_sub(*kernels);
                let mine = launches.split_off(start);
                let refusals = std::mem::take(&mut refused);
                let call = compiled.take();
                let key = format!(
                    "{reason:?}|{line}|{ops}|{ops_eliminated}|{}|{}|{:?}",
                    mine.iter()
                        .map(|(n, _)| n.as_str())
                        .collect::<Vec<_>>()
                        .join(","),
                    refusals
                        .iter()
                        .map(|r| format!("{}@{}:{}", r.op, r.line, r.reason))
                        .collect::<Vec<_>>()
                        .join(","),
                    call.as_ref().map(|c| &c.0),
                );
                let at = match index.get(&key) {
                    Some(&i) => i,
                    None if out.cards.len() < MAX_CARDS => {
                        index.insert(key, out.cards.len());
                        out.cards.push(GraphCard {
                            first: out.graphs,
                            count: 0,
                            reason: *reason,
                            line: *line,
                            ops: *ops,
                            ops_eliminated: *ops_eliminated,
                            kernels: mine
                                .iter()
                                .map(|(name, _)| GraphKernel {
                                    name: name.clone(),
                                    ops: name.split('+').count(),
                                    hits: 0,
                                    misses: 0,
                                    tiers: Vec::new(),
                                })
                                .collect(),
                            refused: refusals,
                            compiled: call.as_ref().map(|c| (c.0.clone(), 0, 0)),
                            recompiles: Vec::new(),
                        });
                        out.cards.len() - 1
                    }
                    None => {
                        out.cards_dropped += 1;
                        out.newest = None;
                        launches.clear();
                        continue;
                    }
                };
                out.newest = Some(at);
                let card = &mut out.cards[at];
                card.count += 1;
                for (k, (name, found)) in card.kernels.iter_mut().zip(&mine) {
                    let Some((hit, tier, differs)) = found else {
                        continue;
                    };
                    if *hit {
                        k.hits += 1;
                        if let Some(t) = tier {
                            if !k.tiers.contains(t) {
                                k.tiers.push(*t);
                            }
                        }
                    } else {
                        k.misses += 1;
                        if let Some(d) = differs {
                            if card.recompiles.len() < MAX_RECOMPILES {
                                card.recompiles.push((name.clone(), d.clone()));
                            }
                        }
                    }
                }
                if let (Some((_, hits, misses)), Some((name, hit, differs))) =
                    (card.compiled.as_mut(), call)
                {
                    if hit {
                        *hits += 1;
                    } else {
                        *misses += 1;
                        if let Some(d) = differs {
                            if card.recompiles.len() < MAX_RECOMPILES {
                                card.recompiles.push((format!("torch.compile({name})"), d));
                            }
                        }
                    }
                }
                launches.clear();
            }
            _ => {}
        }
    }
    out
}

/// The reason in words, with a graph break's op.
pub fn cut_reason(r: MaterializationReason) -> String {
    match r {
        MaterializationReason::GraphBreak { op } => format!("{} at {op}", reason_name(r)),
        _ => reason_name(r).to_string(),
    }
}

fn tier_name(t: CacheTier) -> &'static str {
    match t {
        CacheTier::Chip => "chip",
        CacheTier::Host => "host",
        CacheTier::Persistent => "persistent",
    }
}

/// A card's one-line summary: `graph 2 x59, cut at line 22 by item (...): 14 ops -> 3 kernels`.
pub fn headline(c: &GraphCard) -> String {
    let times = if c.count > 1 {
        format!(" (and {} more like it)", c.count - 1)
    } else {
        String::new()
    };
    let eliminated = if c.ops_eliminated > 0 {
        format!(", {} never computed", c.ops_eliminated)
    } else {
        String::new()
    };
    let at = if c.line > 0 {
        format!(" at line {}", c.line)
    } else {
        String::new()
    };
    format!(
        "graph {}{times}: cut{at} by {}: {} ops -> {} kernel{}{eliminated}",
        c.first,
        cut_reason(c.reason),
        c.ops,
        c.kernels.len(),
        if c.kernels.len() == 1 { "" } else { "s" },
    )
}

/// A kernel's line: its name, and its cache lookups when it has any.
pub fn kernel_line(k: &GraphKernel) -> String {
    let fused = if k.ops > 1 {
        format!(" ({} ops fused)", k.ops)
    } else {
        String::new()
    };
    let cache = if k.hits + k.misses == 0 {
        String::new()
    } else {
        let tiers: Vec<&str> = k.tiers.iter().map(|t| tier_name(*t)).collect();
        let from = if tiers.is_empty() {
            String::new()
        } else {
            format!(" from the {} cache", tiers.join("/"))
        };
        format!(
            "; compile cache: {} miss{}, {} hit{}{from}",
            k.misses,
            if k.misses == 1 { "" } else { "es" },
            k.hits,
            if k.hits == 1 { "" } else { "s" }
        )
    };
    format!("{}{fused}{cache}", k.name)
}

#[derive(Properties, PartialEq)]
pub struct GraphsProps {
    pub graphs: std::rc::Rc<Graphs>,
    /// The run's mode, for the hint when there are no graphs (`strict`, ...).
    #[prop_or_default]
    pub mode: Option<tpu_emu::dispatch::EagerMode>,
}

/// The panel: one card per distinct graph.
#[function_component(GraphsPanel)]
pub fn graphs_panel(props: &GraphsProps) -> Html {
    let g = &props.graphs;
    let body = if g.cards.is_empty() {
        let hint = match props.mode {
            Some(m) if !m.defers() => format!(
                "This run was in {} mode, which launches every op as it comes: choose fused (or \
                 compiled) to see graphs cut and fused.",
                crate::state::mode_name(m)
            ),
            _ => "Run in fused mode and each graph the run cut appears here: what fused, and why \
                  the graph was cut."
                .to_string(),
        };
        html! { <p class="hint">{ hint }</p> }
    } else {
        let cards: Html = g
            .cards
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let newest = g.newest == Some(i);
                let kernels: Html = c
                    .kernels
                    .iter()
                    .map(|k| html! { <li class={classes!("kernel", (k.ops > 1).then_some("fused"))}>{ kernel_line(k) }</li> })
                    .collect();
                let refused: Html = c
                    .refused
                    .iter()
                    .map(|r| {
                        html! { <li class="refused">{ format!("{} (line {}) did not join {}: {}", r.op, r.line, r.group, r.reason) }</li> }
                    })
                    .collect();
                let compiled = c.compiled.as_ref().map(|(name, hits, misses)| {
                    html! { <p class="compiled">{ format!("torch.compile({name}): {misses} compile{}, {hits} guard hit{}", if *misses == 1 { "" } else { "s" }, if *hits == 1 { "" } else { "s" }) }</p> }
                });
                let recompiles: Html = c
                    .recompiles
                    .iter()
                    .map(|(k, d)| html! { <li class="recompile">{ format!("recompiled {k}: {d}") }</li> })
                    .collect();
                html! {
                    <li class={classes!("graph", newest.then_some("newest"))} data-first={c.first.to_string()} data-count={c.count.to_string()}
                        title={newest.then_some("the graph cut last")}>
                        <p class="headline">{ headline(c) }</p>
                        { compiled }
                        <ul class="kernels">{ kernels }</ul>
                        if !c.refused.is_empty() {
                            <p class="sub">{ "did not fuse:" }</p>
                            <ul class="refusals">{ refused }</ul>
                        }
                        if !c.recompiles.is_empty() {
                            <ul class="recompiles">{ recompiles }</ul>
                        }
                    </li>
                }
            })
            .collect();
        let more = (g.cards_dropped > 0).then(|| {
            html! { <p class="hint">{ format!("{} more graphs of other shapes are not listed.", g.cards_dropped) }</p> }
        });
        html! {
            <>
                <p class="summary">{ format!("{} cut, {} distinct", crate::fmt::count(g.graphs, "graph"), g.cards.len() as u64 + g.cards_dropped) }</p>
                <ol id="graphs">{ cards }</ol>
                { more }
            </>
        }
    };
    html! {
        <section class="panel graphs-panel" id="graphs-panel">
            <h2>{ "Fused graphs" }</h2>
            { body }
        </section>
    }
}
