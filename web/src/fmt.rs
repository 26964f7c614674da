//! Numbers as every panel prints them (issue 22's "numbers that agree"): one rule per kind, so the
//! gutter, the lists, the status line and the panels say the same thing the same way.
//!
//! - counts: digits grouped by thousands, the noun singular for one (`1 kernel`, `3,643,636 ops`);
//! - times: three significant digits in the unit that reads best (`595 ms`, `39.1 µs`, `1.25 s`);
//! - percentages: three significant digits down to 0.001%, below that `<0.001%` (never `0%` for a
//!   share that is not zero, never an exponent).

/// `n` with its digits grouped by thousands: `3,643,636`.
pub fn int(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n noun`, plural unless `n` is one: `1 kernel`, `2 kernels`, `0 syncs`, `3 kernel launches`.
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        return format!("1 {noun}");
    }
    let es = ["ch", "sh", "s", "x"].iter().any(|e| noun.ends_with(e));
    format!("{} {noun}{}", int(n), if es { "es" } else { "s" })
}

/// `v` to three significant digits, without an exponent (for 1e-3 <= |v| < 1e6).
fn sig3(v: f64) -> String {
    let a = v.abs();
    let decimals = if a >= 100.0 {
        0
    } else if a >= 10.0 {
        1
    } else if a >= 1.0 {
        2
    } else {
        // 0.0123 -> 4 decimals: 2 leading zeros after the point, then 3 digits.
        (2 - a.log10().floor() as i32).clamp(2, 9) as usize
    };
    format!("{v:.decimals$}")
}

/// Seconds in the unit that reads best, to three significant digits.
pub fn seconds(s: f64) -> String {
    let a = s.abs();
    if a == 0.0 || !a.is_finite() {
        format!("{s} s")
    } else if a < 1e-6 {
        format!("{} ns", sig3(s * 1e9))
    } else if a < 1e-3 {
        format!("{} µs", sig3(s * 1e6))
    } else if a < 1.0 {
        format!("{} ms", sig3(s * 1e3))
    } else if a < 1e5 {
        format!("{} s", sig3(s))
    } else {
        format!("{} s", int(s.round() as u64))
    }
}

/// A percentage given in percent (`87.5` -> `87.5%`): three significant digits, `<0.001%` below.
pub fn pct(v: f64) -> String {
    if v == 0.0 {
        "0%".into()
    } else if v.abs() < 1e-3 {
        "<0.001%".into()
    } else if v.abs() >= 100.0 {
        format!("{v:.0}%")
    } else {
        format!("{}%", sig3(v))
    }
}

/// `part` of `whole` as a percentage ([`pct`]); `-` when there is no whole.
pub fn share(part: u64, whole: u64) -> String {
    if whole == 0 {
        "-".into()
    } else {
        pct(100.0 * part as f64 / whole as f64)
    }
}
