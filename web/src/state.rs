//! The page's shareable state and its URL-hash encoding.
//!
//! The state is key=value pairs joined by `&`
//! (`mode=strict&chip=v5e&topo=2x2&panel=mxu&sim=8x8,all_reduce,auto,1048576&src=...`),
//! every value percent-encoded (UTF-8 bytes outside `A-Z a-z 0-9 - _ . ~` as `%XX`), so the
//! program survives any character. A link carries them compressed, version 2: `#v=2&z=...`, the
//! pairs deflated (`miniz_oxide`, level 9) and written in unpadded base64url, which needs no
//! escaping in a URL. The MLP example's link goes from 1,122 characters to 660; longer programs,
//! with more repetition, gain more. Version 1 links (the pairs in the
//! clear, `#v=1&mode=...`), which earlier pages wrote, still open, and `encode_plain` writes one
//! for tests and debugging.
//!
//! Decoding is defensive: a hash longer than [`MAX_HASH`], a program longer than
//! [`MAX_SOURCE`], a broken escape, text that is not UTF-8, an unknown mode, chip or topology, or
//! a duplicated key is refused as a whole with a message, and the page keeps its default state;
//! so are, in version 2, text that is not base64url, data that is not deflate, and data that
//! inflates past [`MAX_INFLATED`] bytes (inflation stops there: a small link cannot make the page
//! allocate without bound). Unknown keys, an unknown panel and simulator settings this page does
//! not offer are ignored (a newer page's link still opens).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use tpu_emu::chip::ChipId;
use tpu_emu::dispatch::EagerMode;
use tpu_emu::ici::{Algorithm, Collective};

/// Longest hash accepted (characters, the `#` excluded).
pub const MAX_HASH: usize = 96 * 1024;
/// Longest program accepted from a link (bytes).
pub const MAX_SOURCE: usize = 32 * 1024;
/// The topologies the torus panel offers.
pub const TOPOLOGIES: [&str; 5] = ["1", "2x2", "4x4", "2x2x2", "4x4x4"];

/// The eager modes the page offers, in the selector's order, read through the core's own names.
pub const MODE_NAMES: [&str; 4] = ["strict", "debug", "fused", "compiled"];

pub fn modes() -> Vec<(EagerMode, &'static str)> {
    MODE_NAMES
        .iter()
        .filter_map(|n| EagerMode::parse(n).map(|m| (m, *n)))
        .collect()
}

/// The modes Compare runs: every mode, in the selector's order (the first is the baseline).
pub fn compare_modes() -> Vec<EagerMode> {
    modes().into_iter().map(|(m, _)| m).collect()
}

pub fn mode_name(mode: EagerMode) -> &'static str {
    MODE_NAMES
        .iter()
        .copied()
        .find(|n| EagerMode::parse(n) == Some(mode))
        .unwrap_or("strict")
}

/// The panels a link can open at: each is the page's `<section id="{name}-panel">`.
pub const PANELS: [&str; 8] = [
    "timeline", "compare", "plot", "metrics", "graphs", "memory", "mxu", "torus",
];

/// Longest text a compressed link may inflate to: a program of [`MAX_SOURCE`] bytes escaped
/// (3 characters a byte at worst) and the settings.
const MAX_INFLATED: usize = 3 * MAX_SOURCE + 1024;

#[derive(Clone, Debug, PartialEq)]
pub struct ShareState {
    pub source: String,
    pub mode: EagerMode,
    pub chip: ChipId,
    pub topology: String,
    /// The panel the link opens at (scrolled into view), one of [`PANELS`].
    pub panel: Option<&'static str>,
    /// The torus simulator's settings, when they were chosen (not following the run's).
    pub sim: Option<SimSettings>,
}

/// The torus simulator's sizes: the run's topologies and larger ones no run could use (a 4,096-chip
/// run would be 4,096 sessions), up to a full 16x16x16 pod and a ring of 256.
pub const SIM_TOPOLOGIES: [&str; 13] = [
    "1", "8", "16", "64", "256", "2x2", "4x4", "8x8", "16x16", "2x2x2", "4x4x4", "8x8x8",
    "16x16x16",
];

/// The collectives the simulator offers, by their `torch.distributed` names.
pub const COLLECTIVES: [&str; 5] = [
    "all_reduce",
    "all_gather",
    "reduce_scatter",
    "broadcast",
    "all_to_all",
];

/// Largest buffer the simulator accepts (bytes): it counts bytes only, but a cap keeps input sane.
pub const MAX_SIM_BYTES: u64 = 1 << 40;

/// What the torus simulator simulates: its size, collective, algorithm (None: the core's default
/// for the collective and size) and buffer. In a link: `sim=16x16x16,all_gather,ring,1048576`
/// (`auto` for the default algorithm).
#[derive(Clone, Debug, PartialEq)]
pub struct SimSettings {
    pub topology: &'static str,
    pub collective: &'static str,
    pub algorithm: Option<Algorithm>,
    pub bytes: u64,
}

impl SimSettings {
    pub fn encode(&self) -> String {
        format!(
            "{},{},{},{}",
            self.topology,
            self.collective,
            self.algorithm.map_or("auto", |a| a.name()),
            self.bytes
        )
    }

    /// Reads [`SimSettings::encode`]'s form; `None` for anything this page does not offer.
    pub fn parse(text: &str) -> Option<SimSettings> {
        let mut parts = text.split(',');
        let (t, c, a, b) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let topology = SIM_TOPOLOGIES.iter().copied().find(|&x| x == t)?;
        let collective = COLLECTIVES.iter().copied().find(|&x| x == c)?;
        let algorithm = match a {
            "auto" => None,
            name => {
                let alg = Algorithm::parse(name)?;
                alg.check(Collective::parse(collective)?).ok()?;
                Some(alg)
            }
        };
        let bytes = b
            .parse::<u64>()
            .ok()
            .filter(|n| (1..=MAX_SIM_BYTES).contains(n))?;
        Some(SimSettings {
            topology,
            collective,
            algorithm,
            bytes,
        })
    }
}

/// A hash's fields, each at most once, as written (escapes undone).
#[derive(Default)]
struct Fields {
    version: Option<String>,
    z: Option<String>,
    source: Option<String>,
    mode: Option<String>,
    chip: Option<String>,
    topology: Option<String>,
    panel: Option<String>,
    sim: Option<String>,
}

impl Fields {
    fn parse(text: &str) -> Result<Fields, String> {
        let mut f = Fields::default();
        for pair in text.split('&') {
            let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
            let slot_taken = match key {
                "v" => f.version.replace(unescape(raw, 8)?).is_some(),
                // Base64url is its own escaping: read as it stands.
                "z" => f.z.replace(raw.to_string()).is_some(),
                "src" => f.source.replace(unescape(raw, MAX_SOURCE)?).is_some(),
                "mode" => f.mode.replace(unescape(raw, 16)?).is_some(),
                "chip" => f.chip.replace(unescape(raw, 16)?).is_some(),
                "topo" => f.topology.replace(unescape(raw, 16)?).is_some(),
                "panel" => f.panel.replace(unescape(raw, 16)?).is_some(),
                "sim" => f.sim.replace(unescape(raw, 64)?).is_some(),
                _ => false,
            };
            if slot_taken {
                return Err(format!("the link gives '{key}' twice"));
            }
        }
        Ok(f)
    }
}

impl ShareState {
    pub fn with_source(source: &str) -> Self {
        ShareState {
            source: source.to_string(),
            mode: EagerMode::Strict,
            chip: ChipId::V5e,
            topology: "2x2".to_string(),
            panel: None,
            sim: None,
        }
    }

    /// The settings and program as `key=value` pairs (no version).
    fn pairs(&self) -> String {
        let mut out = format!(
            "mode={}&chip={}&topo={}",
            mode_name(self.mode),
            self.chip.short(),
            escape(&self.topology),
        );
        if let Some(p) = self.panel {
            out.push_str(&format!("&panel={p}"));
        }
        if let Some(sim) = &self.sim {
            out.push_str(&format!("&sim={}", escape(&sim.encode())));
        }
        out.push_str(&format!("&src={}", escape(&self.source)));
        out
    }

    /// The hash, without its `#`: version 2, the pairs deflated and in base64url
    /// (`v=2&z=...`).
    pub fn encode(&self) -> String {
        let packed = miniz_oxide::deflate::compress_to_vec(self.pairs().as_bytes(), 9);
        format!("v=2&z={}", URL_SAFE_NO_PAD.encode(packed))
    }

    /// The readable form (`v=1&mode=...&src=...`), which [`ShareState::decode`] reads too.
    pub fn encode_plain(&self) -> String {
        format!("v=1&{}", self.pairs())
    }

    /// Reads a hash (with or without its `#`), version 1 or 2. `Ok(None)` for an empty one.
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
        let outer = Fields::parse(hash)?;
        let f = match outer.version.as_deref() {
            Some("1") => outer,
            Some("2") => {
                let z = outer
                    .z
                    .ok_or("the link (version 2) has no compressed state ('z=')")?;
                let packed = URL_SAFE_NO_PAD
                    .decode(z.as_bytes())
                    .map_err(|_| "the link's compressed state is not base64url".to_string())?;
                let text =
                    miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED)
                        .map_err(|e| match e.status {
                            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => format!(
                                "the link's compressed state inflates past {MAX_INFLATED} bytes"
                            ),
                            _ => "the link's compressed state is not deflate data".to_string(),
                        })?;
                let text = String::from_utf8(text)
                    .map_err(|_| "the link's text is not UTF-8".to_string())?;
                let inner = Fields::parse(&text)?;
                if inner.version.is_some() || inner.z.is_some() {
                    return Err("the link's compressed state nests another version".into());
                }
                inner
            }
            Some(v) => {
                return Err(format!(
                    "the link is of version '{v}'; this page reads versions 1 and 2"
                ))
            }
            None => return Err("the link has no version ('v=2'): not a playground link".into()),
        };
        let mut state = ShareState::with_source(&f.source.unwrap_or_default());
        if let Some(m) = f.mode {
            state.mode = match EagerMode::parse(&m) {
                Some(mode) => mode,
                None => return Err(format!("unknown mode '{m}'")),
            };
        }
        if let Some(c) = f.chip {
            state.chip = c.parse()?;
        }
        if let Some(t) = f.topology {
            if !TOPOLOGIES.contains(&t.as_str()) {
                return Err(format!(
                    "unknown topology '{t}': expected one of {}",
                    TOPOLOGIES.join(", ")
                ));
            }
            state.topology = t;
        }
        // A panel this page does not have (a newer page's) opens the page at its top.
        state.panel = f
            .panel
            .and_then(|p| PANELS.iter().copied().find(|&q| q == p));
        // So do simulator settings it does not offer: the simulator opens at its default.
        state.sim = f.sim.as_deref().and_then(SimSettings::parse);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn packed(text: &str) -> String {
        let z = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 6);
        format!("v=2&z={}", URL_SAFE_NO_PAD.encode(z))
    }

    #[test]
    fn the_simulators_settings_round_trip_and_unknown_ones_are_ignored() {
        let sim = SimSettings {
            topology: "16x16x16",
            collective: "reduce_scatter",
            algorithm: Algorithm::parse("ring"),
            bytes: 1 << 30,
        };
        assert!(sim.algorithm.is_some());
        assert_eq!(sim.encode(), "16x16x16,reduce_scatter,ring,1073741824");
        let s = ShareState {
            sim: Some(sim.clone()),
            ..ShareState::with_source("print(1)\n")
        };
        assert_eq!(ShareState::decode(&s.encode()), Ok(Some(s.clone())));
        assert_eq!(ShareState::decode(&s.encode_plain()), Ok(Some(s)));
        assert_eq!(
            SimSettings::parse("2x2,all_to_all,auto,1"),
            Some(SimSettings {
                topology: "2x2",
                collective: "all_to_all",
                algorithm: None,
                bytes: 1
            })
        );
        // A size, collective or algorithm this page does not offer, an algorithm that cannot run
        // the collective, a buffer out of range, a missing or extra field: the link still opens,
        // with the simulator at its default.
        for bad in [
            "32x32,all_reduce,auto,1",
            "2x2,all_sum,auto,1",
            "2x2,all_reduce,magic,1",
            "2x2,all_reduce,auto,0",
            "2x2,all_reduce,auto,1099511627777",
            "2x2,all_reduce,auto",
            "2x2,all_reduce,auto,1,2",
        ] {
            assert_eq!(SimSettings::parse(bad), None, "{bad}");
            let link = format!("v=1&mode=debug&sim={}&src=x", escape(bad));
            let opened = ShareState::decode(&link).unwrap().unwrap();
            assert_eq!((opened.sim, opened.mode), (None, EagerMode::Debug), "{bad}");
        }
        let refused_pairing = Algorithm::ALL
            .iter()
            .find(|a| a.check(Collective::AllToAll).is_err())
            .expect("an algorithm that cannot run all_to_all");
        let text = format!("2x2,all_to_all,{},64", refused_pairing.name());
        assert_eq!(SimSettings::parse(&text), None, "{text}");
    }

    #[test]
    fn a_compressed_link_is_shorter_and_carries_the_same_state() {
        let mlp = include_str!("../../assets/examples/04_train_mlp.py");
        let s = ShareState {
            panel: Some("graphs"),
            ..ShareState::with_source(mlp)
        };
        let (plain, packed) = (s.encode_plain(), s.encode());
        assert_eq!(ShareState::decode(&plain), Ok(Some(s.clone())));
        assert_eq!(ShareState::decode(&packed), Ok(Some(s)));
        // Percent-escaped Python repeats itself: deflated and in base64 (4 characters per 3
        // bytes) the link is under two thirds of the plain one (1,122 -> 660 characters here).
        assert!(
            packed.len() * 3 < plain.len() * 2,
            "{} vs {}",
            packed.len(),
            plain.len()
        );
    }

    #[test]
    fn hostile_compressed_links_are_refused_with_a_message() {
        // A bomb: 2 MiB of one byte deflates to a few KiB; inflation stops at the limit.
        let bomb = packed(&format!("src={}", "a".repeat(2 << 20)));
        assert!(bomb.len() < MAX_HASH);
        let e = ShareState::decode(&bomb).unwrap_err();
        assert!(e.contains("inflates past"), "{e}");
        // The inner state may not nest a version or another compressed state.
        for inner in ["v=1&src=a", "z=AAAA&src=a"] {
            let e = ShareState::decode(&packed(inner)).unwrap_err();
            assert!(e.contains("nests"), "{e}");
        }
        // Inside, the same rules as in the clear.
        assert!(ShareState::decode(&packed("mode=turbo")).is_err());
        assert!(ShareState::decode(&packed("src=%FF%FE")).is_err());
        let raw = miniz_oxide::deflate::compress_to_vec(&[0xff, 0xfe, 0x41], 6);
        let not_utf8 = format!("v=2&z={}", URL_SAFE_NO_PAD.encode(raw));
        assert!(ShareState::decode(&not_utf8).is_err());
        // An unknown panel (a newer page's) is ignored, the rest opens.
        let s = ShareState::decode(&packed("panel=weather&src=print%281%29"))
            .unwrap()
            .unwrap();
        assert_eq!((s.source.as_str(), s.panel), ("print(1)", None));
    }
}
