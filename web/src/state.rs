//! The page's shareable state and its URL-hash encoding.
//!
//! `#v=1&mode=strict&chip=v5e&topo=2x2&src=...`: key=value pairs joined by `&`, every value
//! percent-encoded (UTF-8 bytes outside `A-Z a-z 0-9 - _ . ~` as `%XX`), so the program survives
//! any character. Plain text rather than compressed: a playground program is a few hundred bytes
//! to a few KiB, every browser takes URLs far longer than [`MAX_HASH`], and a readable link is
//! easier to trust and to debug than a compressed blob (compression is left for later).
//!
//! Decoding is defensive: a hash longer than [`MAX_HASH`], a program longer than
//! [`MAX_SOURCE`], a broken escape, text that is not UTF-8, an unknown mode, chip or topology, or
//! a duplicated key is refused as a whole with a message, and the page keeps its default state.
//! Unknown keys are ignored (a newer page's link still opens).

use tpu_core::chip::ChipId;
use tpu_core::dispatch::EagerMode;

/// Longest hash accepted (characters, the `#` excluded).
pub const MAX_HASH: usize = 96 * 1024;
/// Longest program accepted from a link (bytes).
pub const MAX_SOURCE: usize = 32 * 1024;
/// The topologies the torus panel offers.
pub const TOPOLOGIES: [&str; 5] = ["1", "2x2", "4x4", "2x2x2", "4x4x4"];

/// The eager modes the page offers, read from the core's own names; a mode is runnable when the
/// core's dispatcher implements it (`EagerMode::is_implemented`: all four today).
pub const MODE_NAMES: [&str; 4] = ["strict", "debug", "fused", "compiled"];

pub fn modes() -> Vec<(EagerMode, &'static str, bool)> {
    MODE_NAMES
        .iter()
        .filter_map(|n| EagerMode::parse(n).map(|m| (m, *n, runnable(m))))
        .collect()
}

/// The modes Compare runs: every runnable one, in the selector's order (the first is the baseline).
pub fn compare_modes() -> Vec<EagerMode> {
    modes()
        .into_iter()
        .filter(|(_, _, ok)| *ok)
        .map(|(m, _, _)| m)
        .collect()
}

pub fn runnable(mode: EagerMode) -> bool {
    mode.is_implemented()
}

pub fn mode_name(mode: EagerMode) -> &'static str {
    MODE_NAMES
        .iter()
        .copied()
        .find(|n| EagerMode::parse(n) == Some(mode))
        .unwrap_or("strict")
}

#[derive(Clone, Debug, PartialEq)]
pub struct ShareState {
    pub source: String,
    pub mode: EagerMode,
    pub chip: ChipId,
    pub topology: String,
}

impl ShareState {
    pub fn with_source(source: &str) -> Self {
        ShareState {
            source: source.to_string(),
            mode: EagerMode::Strict,
            chip: ChipId::V5e,
            topology: "2x2".to_string(),
        }
    }

    /// The hash, without its `#`.
    pub fn encode(&self) -> String {
        format!(
            "v=1&mode={}&chip={}&topo={}&src={}",
            mode_name(self.mode),
            self.chip.short(),
            escape(&self.topology),
            escape(&self.source)
        )
    }

    /// Reads a hash (with or without its `#`). `Ok(None)` for an empty one.
    pub fn decode(hash: &str) -> Result<Option<ShareState>, String> {
        let hash = hash.strip_prefix('#').unwrap_or(hash);
        if hash.is_empty() {
            return Ok(None);
        }
        if hash.len() > MAX_HASH {
            return Err(format!(
                "the link's state is {} characters long; at most {MAX_HASH} are read",
                hash.len()
            ));
        }
        let mut version = None;
        let (mut source, mut mode, mut chip, mut topology) = (None, None, None, None);
        for pair in hash.split('&') {
            let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
            let slot_taken = match key {
                "v" => version.replace(unescape(raw, 8)?).is_some(),
                "src" => source.replace(unescape(raw, MAX_SOURCE)?).is_some(),
                "mode" => mode.replace(unescape(raw, 16)?).is_some(),
                "chip" => chip.replace(unescape(raw, 16)?).is_some(),
                "topo" => topology.replace(unescape(raw, 16)?).is_some(),
                _ => false,
            };
            if slot_taken {
                return Err(format!("the link gives '{key}' twice"));
            }
        }
        match version.as_deref() {
            Some("1") => {}
            Some(v) => {
                return Err(format!(
                    "the link is of version '{v}'; this page reads version 1"
                ))
            }
            None => return Err("the link has no version ('v=1'): not a playground link".into()),
        }
        let mut state = ShareState::with_source(&source.unwrap_or_default());
        if let Some(m) = mode {
            state.mode = match EagerMode::parse(&m) {
                Some(mode) if runnable(mode) => mode,
                Some(_) => return Err(format!("the mode '{m}' is not available in this page yet")),
                None => return Err(format!("unknown mode '{m}'")),
            };
        }
        if let Some(c) = chip {
            state.chip = c.parse()?;
        }
        if let Some(t) = topology {
            if !TOPOLOGIES.contains(&t.as_str()) {
                return Err(format!(
                    "unknown topology '{t}': expected one of {}",
                    TOPOLOGIES.join(", ")
                ));
            }
            state.topology = t;
        }
        Ok(Some(state))
    }
}

/// Percent-encodes every byte outside `A-Z a-z 0-9 - _ . ~`.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3 / 2);
    for &b in text.as_bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Undoes [`escape`] (any `%XX` in either case; other characters stand for themselves), refusing
/// a result longer than `max` bytes, a broken escape and text that is not UTF-8.
pub fn unescape(text: &str, max: usize) -> Result<String, String> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len().min(max));
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = b
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| format!("the link has a broken escape at character {i}"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
        if out.len() > max {
            return Err(format!("a value in the link is longer than {max} bytes"));
        }
    }
    String::from_utf8(out).map_err(|_| "the link's text is not UTF-8".to_string())
}

/// The page's hash, read from the address bar ("" where there is none).
pub fn read_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Writes the hash without adding a history entry per keystroke; returns the page's full URL.
pub fn write_hash(hash: &str) -> Option<String> {
    let window = web_sys::window()?;
    let location = window.location();
    let base = location.href().ok()?;
    let base = base.split('#').next().unwrap_or("").to_string();
    let url = format!("{base}#{hash}");
    let history = window.history().ok()?;
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        .ok()?;
    Some(url)
}
