//! Embeds the language's standard library layer (`lib/`, Python files) into the crate.

include!("../build_lib.rs");

fn main() {
    embed_library("lib", "lang_lib.rs");
}
