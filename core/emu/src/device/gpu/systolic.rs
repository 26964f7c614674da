//! The systolic matmul's WGSL: `systolic_matmul.wgsl` with its per-PE code written out.

const SYSTOLIC: &str = include_str!(concat!(env!("OUT_DIR"), "/systolic_matmul.wgsl"));

/// The side of the systolic kernel's PE array.
pub(super) const SYSTOLIC_T: usize = 8;

/// `systolic_matmul.wgsl` with its per-PE code written out for a [`SYSTOLIC_T`]-square array: one
/// variable per register, so a cycle's moves are plain assignments and nothing is indexed.
pub(super) fn systolic_source() -> String {
    let t = SYSTOLIC_T;
    let mut edges = String::new();
    let mut registers = String::new();
    let mut store = String::new();
    for r in 0..t {
        edges += &format!("    let ar{r} = a_base + min(gi + {r}u, m - 1u) * k_len;\n");
    }
    for c in 0..t {
        edges += &format!("    let bc{c} = b_base + min(gj + {c}u, n - 1u);\n");
    }
    for r in 0..t {
        for c in 0..t {
            registers +=
                &format!("    var a_{r}_{c} = 0.0; var b_{r}_{c} = 0.0; var acc_{r}_{c} = 0.0;\n");
            store += &format!(
                "    if (gi + {r}u < m && gj + {c}u < n) {{ c[c_base + (gi + {r}u) * n + gj + {c}u] = acc_{r}_{c}; }}\n"
            );
        }
    }
    SYSTOLIC
        .replace("//@edges\n", &edges)
        .replace("//@registers\n", &registers)
        .replace("//@cycle\n", &cycle(t, false, "            "))
        .replace("//@steady\n", &cycle(t, true, "                "))
        .replace("//@store\n", &store)
}

/// One clock cycle of the array at cycle `t`, indented by `ind`. `steady`: every PE holds a real
/// product and every edge is fed from memory (2(T - 1) <= t < K), so nothing is tested.
fn cycle(t: usize, steady: bool, ind: &str) -> String {
    let mut out = format!("{ind}// Move: A one PE right, B one PE down, far side first.\n");
    for r in 0..t {
        for c in (1..t).rev() {
            out += &format!("{ind}a_{r}_{c} = a_{r}_{};\n", c - 1);
        }
    }
    for c in 0..t {
        for r in (1..t).rev() {
            out += &format!("{ind}b_{r}_{c} = b_{}_{c};\n", r - 1);
        }
    }
    out += &format!(
        "{ind}// Feed: row r of A sees k = t - r, column c of B k = t - c (else a bubble).\n"
    );
    for r in 0..t {
        let load = format!("a[ar{r} + t - {r}u]");
        out += &if steady {
            format!("{ind}a_{r}_0 = {load};\n")
        } else {
            format!("{ind}a_{r}_0 = 0.0;\n{ind}if (t - {r}u < k_len) {{ a_{r}_0 = {load}; }}\n")
        };
    }
    for c in 0..t {
        let load = format!("b[bc{c} + (t - {c}u) * n]");
        out += &if steady {
            format!("{ind}b_0_{c} = {load};\n")
        } else {
            format!("{ind}b_0_{c} = 0.0;\n{ind}if (t - {c}u < k_len) {{ b_0_{c} = {load}; }}\n")
        };
    }
    out += &format!(
        "{ind}// Multiply-accumulate where the PE holds a real product: k = t - r - c in 0..K.\n"
    );
    if !steady {
        for d in 0..2 * t - 1 {
            out += &format!("{ind}let live{d} = t - {d}u < k_len; // u32: wraps below 0\n");
        }
    }
    for r in 0..t {
        for c in 0..t {
            let sum = format!("acc_{r}_{c} + a_{r}_{c} * b_{r}_{c}");
            out += &if steady {
                format!("{ind}acc_{r}_{c} = {sum};\n")
            } else {
                format!(
                    "{ind}acc_{r}_{c} = select(acc_{r}_{c}, {sum}, live{});\n",
                    r + c
                )
            };
        }
    }
    out
}
