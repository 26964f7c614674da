//! The systolic matmul's WGSL: `systolic_matmul.wgsl` with its per-PE code written out.

const SYSTOLIC: &str = include_str!("systolic_matmul.wgsl");

/// The side of the systolic kernel's PE array.
pub(super) const SYSTOLIC_T: usize = 8;

/// `systolic_matmul.wgsl` with its per-PE code written out for a [`SYSTOLIC_T`]-square array: one
/// variable per register, so a cycle's moves are plain assignments and nothing is indexed.
pub(super) fn systolic_source() -> String {
    let t = SYSTOLIC_T;
    let mut edges = String::new();
    let mut registers = String::new();
    let mut shift = String::new();
    let mut feed = String::new();
    let mut mac = String::new();
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
    for r in 0..t {
        for c in (1..t).rev() {
            shift += &format!("        a_{r}_{c} = a_{r}_{};\n", c - 1);
        }
    }
    for c in 0..t {
        for r in (1..t).rev() {
            shift += &format!("        b_{r}_{c} = b_{}_{c};\n", r - 1);
        }
    }
    for r in 0..t {
        feed += &format!(
            "        a_{r}_0 = 0.0;\n        if (t - {r}u < k_len) {{ a_{r}_0 = a[ar{r} + t - {r}u]; }}\n"
        );
    }
    for c in 0..t {
        feed += &format!(
            "        b_0_{c} = 0.0;\n        if (t - {c}u < k_len) {{ b_0_{c} = b[bc{c} + (t - {c}u) * n]; }}\n"
        );
    }
    for d in 0..2 * t - 1 {
        mac += &format!("        let live{d} = t - {d}u < k_len;\n");
    }
    for r in 0..t {
        for c in 0..t {
            mac += &format!(
                "        acc_{r}_{c} = select(acc_{r}_{c}, acc_{r}_{c} + a_{r}_{c} * b_{r}_{c}, live{});\n",
                r + c
            );
        }
    }
    SYSTOLIC
        .replace("//@edges\n", &edges)
        .replace("//@registers\n", &registers)
        .replace("//@shift\n", &shift)
        .replace("//@feed\n", &feed)
        .replace("//@mac\n", &mac)
        .replace("//@store\n", &store)
}
