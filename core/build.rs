//! Embeds the library layer's Python files: the language's standard library (`src/script/lib`)
//! and torch's Python parts (`src/torch/lib`). After the crate split each crate's build.rs embeds
//! its own folder with the same function.

include!("build_lib.rs");

fn main() {
    embed_library("src/script/lib", "lang_lib.rs");
    embed_library("src/torch/lib", "torch_lib.rs");
}
