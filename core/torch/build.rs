//! Embeds torch's Python parts (`lib/torch`) into the crate.

include!("../build_lib.rs");

fn main() {
    embed_library("lib", "torch_lib.rs");
}
