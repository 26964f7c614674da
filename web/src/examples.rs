//! The examples gallery, ordered like a course (assets/examples/), compiled into the page.

/// (file name, what it teaches, source)
pub struct Example {
    pub name: &'static str,
    pub teaches: &'static str,
    pub source: &'static str,
}

pub const EXAMPLES: &[Example] = &[
    Example {
        name: "01_hello_tpu",
        teaches: "tensors on the TPU; print() and .item() as sync points",
        source: include_str!("../../assets/examples/01_hello_tpu.py"),
    },
    Example {
        name: "02_autograd",
        teaches: "backward() fills .grad; gradients accumulate; no_grad",
        source: include_str!("../../assets/examples/02_autograd.py"),
    },
    Example {
        name: "03_train_mlp",
        teaches: "a training loop with nn, optim and loss.item() as the step's sync",
        source: include_str!("../../assets/examples/03_train_mlp.py"),
    },
    Example {
        name: "12_out_of_memory",
        teaches: "a model too big for one chip's HBM, and the error PyTorch users know",
        source: include_str!("../../assets/examples/12_out_of_memory.py"),
    },
];
