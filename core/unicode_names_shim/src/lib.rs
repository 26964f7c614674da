//! `unicode_names2` for the Python parser: the real crate natively; in the page (wasm) no
//! names, so `\N{...}` finds no character and the parser reports the escape (the language
//! crate words that error for the page). See this crate's Cargo.toml.

#[cfg(not(target_arch = "wasm32"))]
pub use upstream::*;

/// The character named `name`: never found in the page, which leaves the name table out.
#[cfg(target_arch = "wasm32")]
pub fn character(_name: &str) -> Option<char> {
    None
}
