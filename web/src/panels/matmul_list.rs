//! The MXU panel's list of a run's matmuls: each distinct matmul (line, kernel, shape) with how
//! often it ran, its utilization of the chip's MXUs and the reason, from the trace's `MxuMatmul`
//! events. Clicking one loads its shape into the wavefront animation, as clicking its bar in the
//! timeline does.

use yew::prelude::*;

use crate::panels::mxu::pct;
use crate::panels::trace_view::{MatmulPick, MatmulRow};

/// `[1024x64 @ 64x512]`, or `8x[256x128 @ 128x128]` for a batch.
pub fn shape_text(p: &MatmulPick) -> String {
    let one = format!("[{}x{} @ {}x{}]", p.m, p.k, p.k, p.n);
    if p.batch > 1 {
        format!("{}x{one}", p.batch)
    } else {
        one
    }
}

/// One row's text: `line 5 mm [1024x64 @ 64x512] x2: 36.4% of the MXUs, 1405 cycles, ...`;
/// a matmul of several bf16 passes says so after its cycles (`1405 cycles x 6 bf16 passes`).
pub fn row_text(r: &MatmulRow) -> String {
    let passes = if r.passes > 1 {
        format!(
            " x {} bf16 passes (float32 at \"highest\" precision)",
            r.passes
        )
    } else {
        String::new()
    };
    format!(
        "line {} {} {} x{}: {} of the MXUs, {} cycles{passes}, {} wasted PE-cycles: {}",
        r.pick.line,
        r.kernel,
        shape_text(&r.pick),
        r.count,
        pct(r.utilization_pct),
        crate::fmt::int(r.cycles),
        crate::fmt::int(r.wasted_pe_cycles),
        r.reason
    )
}

/// The list, the row whose first run is `selected` marked; empty when the run had no matmul.
pub fn matmul_list(
    rows: &[MatmulRow],
    selected: Option<u64>,
    on_pick: &Callback<MatmulPick>,
) -> Html {
    if rows.is_empty() {
        return html! {};
    }
    let items: Html = rows
        .iter()
        .map(|r| {
            let pick = r.pick;
            let onclick = on_pick.reform(move |_: MouseEvent| pick);
            let class = classes!(
                "mxu-row",
                (selected == Some(pick.seq)).then_some("selected")
            );
            // Text nodes only: the reason and kernel name are rendered as text, never as HTML.
            html! {
                <li>
                    <button {class} data-seq={pick.seq.to_string()} {onclick}
                        title="Load this matmul into the wavefront animation">
                        { row_text(r) }
                    </button>
                </li>
            }
        })
        .collect();
    html! {
        <ol id="mxu-list" class="mxu-list" aria-label="The run's matmuls on the MXUs">{ items }</ol>
    }
}
