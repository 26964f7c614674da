//! The program editor: a textarea with line numbers, Python highlighting, Tab indentation (Esc
//! then Tab leaves it) and Ctrl+Enter to run. The gutter marks the error's line and the lines where the host waited for
//! the device (syncs), graphs were cut or kernels recompiled, with the message or the reasons on
//! hover (the `title` attribute: text, never HTML); the number of a line whose matmul ran on the
//! MXUs is a button that opens it in the MXU panel.
//!
//! Highlighting is a `<pre>` drawn under a textarea whose text is transparent (its caret and
//! selection stay visible): the browser keeps doing the editing (undo, IME, selection,
//! accessibility), and the layer below only colours the same characters in the same font, from
//! [`crate::editor::highlight::tokens`], each run a text node in a span. The editor keeps its own copy of
//! the text so the layer follows every keystroke without re-rendering the whole page.

pub mod highlight;

use web_sys::{HtmlTextAreaElement, KeyboardEvent};
use yew::prelude::*;

use crate::panels::trace_view::GutterMark;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub source: AttrValue,
    /// The error's line and the sync points, marked in the gutter.
    #[prop_or_default]
    pub marks: Vec<GutterMark>,
    pub on_change: Callback<String>,
    pub on_run: Callback<()>,
    /// Bumped by the page whenever it replaces the program (an example picked): the editor then
    /// takes `source` even if it equals the last one the page rendered (the page is not
    /// re-rendered per keystroke, so its last-rendered text can be stale).
    #[prop_or_default]
    pub revision: u32,
    /// Lines holding a matmul the last run mapped onto the MXUs, each with a description: their
    /// numbers are buttons (`on_line`) that open the matmul in the MXU panel.
    #[prop_or_default]
    pub matmuls: Vec<(u32, String)>,
    #[prop_or_default]
    pub on_line: Callback<u32>,
}

pub enum Msg {
    Input(String),
    Key(KeyboardEvent),
}

pub struct Editor {
    area: NodeRef,
    /// The text as typed (the page's copy is updated through `on_change` without a re-render).
    text: String,
    /// Escape was the last key: the next Tab (or Shift-Tab) moves the focus out of the editor as
    /// it would anywhere else, so Tab's indenting traps no keyboard user (WCAG 2.1.2).
    tab_leaves: bool,
}

impl Component for Editor {
    type Message = Msg;
    type Properties = EditorProps;

    fn create(ctx: &Context<Self>) -> Self {
        Editor {
            area: NodeRef::default(),
            text: ctx.props().source.to_string(),
            tab_leaves: false,
        }
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &EditorProps) -> bool {
        if ctx.props().source != old.source || ctx.props().revision != old.revision {
            self.text = ctx.props().source.to_string();
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Input(text) => {
                self.text = text.clone();
                ctx.props().on_change.emit(text);
                return true;
            }
            Msg::Key(e) => {
                let leave = std::mem::replace(&mut self.tab_leaves, e.key() == "Escape");
                if leave && e.key() == "Tab" {
                    // The browser moves the focus.
                } else if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                    e.prevent_default();
                    ctx.props().on_run.emit(());
                } else if e.key() == "Tab" && e.shift_key() {
                    // Shift-Tab: dedent every selected line by up to four spaces.
                    e.prevent_default();
                    if let Some(area) = self.area.cast::<HtmlTextAreaElement>() {
                        let start = area.selection_start().ok().flatten().unwrap_or(0);
                        let end = area.selection_end().ok().flatten().unwrap_or(start);
                        let (text, s, e) = dedent(&area.value(), start, end);
                        area.set_value(&text);
                        let _ = area.set_selection_start(Some(s));
                        let _ = area.set_selection_end(Some(e));
                        self.text = text.clone();
                        ctx.props().on_change.emit(text);
                        return true;
                    }
                } else if e.key() == "Tab" {
                    // Four spaces, as Python style wants; the browser would move focus instead.
                    e.prevent_default();
                    if let Some(area) = self.area.cast::<HtmlTextAreaElement>() {
                        let start = area.selection_start().ok().flatten().unwrap_or(0);
                        let end = area.selection_end().ok().flatten().unwrap_or(start);
                        let _ = area.set_range_text_with_start_and_end("    ", start, end);
                        let _ = area.set_selection_start(Some(start + 4));
                        let _ = area.set_selection_end(Some(start + 4));
                        self.text = area.value();
                        ctx.props().on_change.emit(self.text.clone());
                        return true;
                    }
                }
            }
        }
        false
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let lines = self.text.split('\n').count().max(1);
        let gutter: Html = (1..=lines as u32)
            .map(|n| {
                let mark = props.marks.iter().find(|m| m.line == n);
                // A matmul's line is a button (keyboard-reachable, named for screen readers);
                // other line numbers are decoration, hidden from them.
                if let Some((_, what)) = props.matmuls.iter().find(|(l, _)| *l == n) {
                    let title = match mark {
                        Some(m) => format!("{}\n{what}: click to watch it on the MXU", m.title),
                        None => format!("{what}: click to watch it on the MXU"),
                    };
                    let on_line = props.on_line.clone();
                    return html! {
                        <button class={classes!("line", mark.map(|m| m.kind), "matmul")} title={title.clone()}
                            data-line={n.to_string()} aria-label={format!("line {n}: {title}")}
                            onclick={Callback::from(move |_: MouseEvent| on_line.emit(n))}>{ n }</button>
                    };
                }
                match mark {
                    Some(m) => html! {
                        <div class={classes!("line", m.kind)} title={m.title.clone()}
                            data-line={n.to_string()} aria-hidden="true">{ n }</div>
                    },
                    None => html! { <div class="line" aria-hidden="true">{ n }</div> },
                }
            })
            .collect();
        let oninput = ctx.link().callback(|e: InputEvent| {
            let area: HtmlTextAreaElement = e.target_unchecked_into();
            Msg::Input(area.value())
        });
        let onkeydown = ctx.link().callback(Msg::Key);
        // The line a stepped run paused at, marked in the code itself: a band under the text,
        // placed by a line-high spacer per line above it (the page's CSP allows no inline style,
        // as the gutter has one element per line).
        let current = props.marks.iter().find(|m| m.kind == "paused").map(|m| {
            let above: Html = (1..m.line)
                .map(|_| html! { <div class="spacer" /> })
                .collect();
            html! {
                <div class="current-layer" aria-hidden="true">
                    { above }
                    <div class="current-line" id="current-line" data-line={m.line.to_string()} />
                </div>
            }
        });
        let legend = (!props.marks.is_empty() || !props.matmuls.is_empty()).then(|| legend(props));
        html! {
            <div class="editor-box">
            <div class="editor">
                <div class="gutter">{ gutter }</div>
                <div class="code">
                    { current }
                    <pre id="highlight" class="highlight" aria-hidden="true">{ highlighted(&self.text) }</pre>
                    <textarea id="editor" ref={self.area.clone()} spellcheck="false" aria-label="Program"
                        aria-describedby="editor-keys"
                        autocapitalize="off" autocomplete="off"
                        value={self.text.clone()} {oninput} {onkeydown} />
                </div>
            </div>
            <p class="editor-keys" id="editor-keys">{ "Tab indents, Shift+Tab dedents, Ctrl+Enter runs; Esc then Tab leaves the editor." }</p>
            { legend }
            </div>
        }
    }
}

/// What the gutter's marks mean: one swatch per kind of mark on the page now.
fn legend(props: &EditorProps) -> Html {
    const KINDS: [(&str, &str); 5] = [
        ("paused", "paused here"),
        ("sync", "waited for the device"),
        ("cut", "graph cut"),
        ("recompile", "recompiled"),
        ("error", "error"),
    ];
    let mut items: Vec<Html> = KINDS
        .iter()
        .filter(|(k, _)| props.marks.iter().any(|m| m.kind == *k))
        .map(|(k, text)| html! { <li><span class={classes!("swatch", *k)}>{ "12" }</span>{ *text }</li> })
        .collect();
    if !props.matmuls.is_empty() {
        items.push(html! { <li><span class="swatch matmul">{ "12" }</span>{ "a matmul: click to watch it on the MXU" }</li> });
    }
    html! {
        <ul class="gutter-legend" id="gutter-legend" aria-label="What the line-number marks mean">{ for items }</ul>
    }
}

/// The highlighted layer: each run of one class a span with the run as its text node. A newline is
/// added at the end so a last empty line still has a line's height under the textarea.
pub fn highlighted(text: &str) -> Html {
    let runs: Html = highlight::tokens(text)
        .into_iter()
        .map(|(class, run)| match class.css() {
            Some(css) => html! { <span class={css}>{ run.to_string() }</span> },
            None => html! { { run.to_string() } },
        })
        .collect();
    html! { <>{ runs }{ "\n" }</> }
}

/// Removes up to four leading spaces from every line that the selection `start..end` touches.
/// Positions are UTF-16 offsets, as the browser counts them; returns the new text and selection.
pub fn dedent(text: &str, start: u32, end: u32) -> (String, u32, u32) {
    let units: Vec<u16> = text.encode_utf16().collect();
    let len = units.len() as u32;
    let (start, end) = (start.min(len), end.min(len).max(start.min(len)));
    let newline = u16::from(b'\n');
    let space = u16::from(b' ');
    let mut out = Vec::with_capacity(units.len());
    let (mut new_start, mut new_end) = (start, end);
    let mut line_start = 0usize;
    for (i, line) in units.split(|&u| u == newline).enumerate() {
        if i > 0 {
            out.push(newline);
        }
        let ls = line_start as u32;
        let le = ls + line.len() as u32;
        // The lines the selection touches (the caret's line when nothing is selected).
        let touched = le >= start && ls <= end;
        let remove = if touched {
            line.iter().take(4).take_while(|&&u| u == space).count()
        } else {
            0
        };
        let removed = remove as u32;
        // Offsets past this line's start move left by what was removed before them on it.
        new_start -= start.saturating_sub(ls).min(removed);
        new_end -= end.saturating_sub(ls).min(removed);
        out.extend_from_slice(&line[remove..]);
        line_start += line.len() + 1;
    }
    (String::from_utf16_lossy(&out), new_start, new_end)
}
