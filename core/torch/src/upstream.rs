//! PyTorch's public names (`core/torch/data/pytorch_names.txt`, written by
//! `scripts/refdata/torch_names.py` with real PyTorch): a name PyTorch has that the playground
//! lacks is refused as NotImplementedError naming it (`PyErr::missing_upstream`), so a missing
//! feature never reads like the user's typo. Only names are kept, per namespace.

use tpu_lang::PyErr;

const NAMES: &str = include_str!("../data/pytorch_names.txt");

/// Whether PyTorch's `namespace` (`"torch.nn"`, `"torch.Tensor"`) has the public `name`.
pub fn has(namespace: &str, name: &str) -> bool {
    NAMES
        .lines()
        .find_map(|l| l.strip_prefix(namespace)?.strip_prefix(": "))
        .is_some_and(|names| names.split(' ').any(|n| n == name))
}

/// PyTorch's public names in `namespace`.
pub fn names(namespace: &str) -> Vec<&'static str> {
    NAMES
        .lines()
        .find_map(|l| l.strip_prefix(namespace)?.strip_prefix(": "))
        .map_or_else(Vec::new, |names| names.split(' ').collect())
}

/// The host's answer for a module attribute not found (`Host::missing`).
pub fn missing(module: &str, name: &str) -> Option<PyErr> {
    has(module, name).then(|| PyErr::missing_upstream(&format!("{module}.{name}")))
}

/// A Tensor attribute not found: NotImplementedError for one of PyTorch's, else AttributeError.
pub fn tensor_attribute(name: &str) -> PyErr {
    // Private attributes that programs read all the same (the list above has public names only).
    // `_version` stays refused: a version counter per storage here would count `.data`'s
    // in-place writes and miss the initialisers' own, answering other numbers than PyTorch's.
    const PRIVATE: &[&str] = &[
        "_version",
        "_base",
        "_is_view",
        "_cdata",
        "_backward_hooks",
        "_post_accumulate_grad_hooks",
    ];
    if has("torch.Tensor", name) || PRIVATE.contains(&name) {
        PyErr::missing_upstream(&format!("Tensor.{name}"))
    } else {
        PyErr::attribute_error("Tensor", name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_are_pytorchs_and_a_typo_stays_an_attribute_error() {
        assert!(has("torch", "kthvalue") && has("torch.Tensor", "kthvalue"));
        assert!(has("torch.nn", "LSTM") && has("torch.nn.functional", "one_hot"));
        assert!(!has("torch", "kthvalu") && !has("torch.nn", "torch.nn"));
        // A namespace is matched whole: "torch" is not "torch.nn"'s prefix line.
        assert!(!has("torch", "LSTM") && !has("torch.n", "LSTM"));
        let e = missing("torch", "kthvalue").expect("PyTorch has torch.kthvalue");
        assert_eq!(e.kind, "NotImplementedError");
        assert_eq!(
            e.message,
            "torch.kthvalue is not provided in the playground yet"
        );
        assert!(e.is_absent_attribute());
        assert!(missing("torch", "no_such_name").is_none());
        assert_eq!(tensor_attribute("no_such").kind, "AttributeError");
        assert_eq!(tensor_attribute("_version").kind, "NotImplementedError");
    }
}
