//! Arbitrary text through `json`: the native scanner (`_json.decode`) against the Python one (an
//! `object_pairs_hook` of `dict` sends a document there), and the native encoder against the
//! Python generator (an encoder whose `iterencode` is not one-shot), on the decoded value with
//! and without indent and sort_keys. They must agree on every value, text and error message; a
//! disagreement raises an error whose message says "internal error", which the harness reports
//! as a finding, as it does a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

const PROGRAM: &str = r#"
import json

class Py(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        return super().iterencode(o, False)

def outcome(f):
    try:
        return repr(f())
    except (ValueError, TypeError, RecursionError, NotImplementedError) as e:
        return type(e).__name__ + ": " + str(e)

def same(a, b, what):
    if a != b:
        raise RuntimeError("internal error: json " + what + " differs: " + a + " / " + b)

for strict in (True, False):
    native = outcome(lambda: json.loads(TEXT, strict=strict))
    same(native, outcome(lambda: json.loads(TEXT, strict=strict, object_pairs_hook=dict)), "decoding")
    if native.startswith(("ValueError", "JSONDecodeError", "NotImplementedError", "RecursionError")):
        continue
    v = json.loads(TEXT, strict=strict)
    for kw in ({}, {"indent": 2}, {"sort_keys": True}, {"ensure_ascii": False, "separators": (",", ":")}):
        same(outcome(lambda: json.dumps(v, **kw)), outcome(lambda: json.dumps(v, cls=Py, **kw)), "encoding")
"#;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        // The text as a Python literal: every character escaped, so no input breaks the program.
        let lit: String = text.chars().map(|c| format!("\\U{:08x}", c as u32)).collect();
        let source = format!("TEXT = \"{lit}\"\n{PROGRAM}");
        tpu_fuzz::run(&source, false);
    }
});
