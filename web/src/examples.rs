//! The examples gallery, ordered like a course (assets/examples/), compiled into the page.

/// (file name, what it teaches, source)
pub struct Example {
    pub name: &'static str,
    pub teaches: &'static str,
    pub source: &'static str,
}

pub const EXAMPLES: &[Example] = &[Example {
    name: "01_hello_tpu",
    teaches: "tensors on the TPU; print() and .item() as sync points",
    source: include_str!("../../assets/examples/01_hello_tpu.py"),
}];
