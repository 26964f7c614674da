//! Every case of `core/testdata/rng/torch_rng_reference.json` (real PyTorch on x86-64, written by
//! `scripts/refdata/rng.py`),
//! run through [`Generator`] and compared by IEEE bits. A case name this file cannot run fails the
//! test rather than being skipped, and the case and tensor counts are asserted.

use super::case_names::{int, num, split_top_level, Parser, Py};
use crate::tensor::rng::{
    kaiming_uniform_bound, linear_bias_bound, xavier_uniform_bound, Generator,
};
use serde_json::Value;
use std::collections::BTreeSet;

/// How many cases the reference file holds; a changed file must be looked at, not half-run.
const ORACLE_CASES: usize = 45;

fn load_oracle() -> Value {
    let text = tpu_testdata::read("rng/torch_rng_reference.json");
    serde_json::from_str(&text).expect("torch_rng_reference.json is not valid JSON")
}

// ---------------------------------------------------------------- running a parsed case

#[derive(Debug, PartialEq)]
enum Data {
    F32(Vec<f32>),
    F64(Vec<f64>),
    I64(Vec<i64>),
    I32(Vec<i32>),
}

#[derive(Debug)]
struct Tensor {
    shape: Vec<usize>,
    data: Data,
}

/// `empty(3, 5, dtype=int64)`: the shape and dtype a method like `.uniform_()` then fills.
fn empty_spec(v: &Py) -> (Vec<usize>, String) {
    match v {
        Py::Call {
            recv: None,
            func,
            args,
            kwargs,
        } if func == "empty" => (
            args.iter().map(|a| int(a) as usize).collect(),
            dtype_kwarg(kwargs),
        ),
        other => panic!("expected empty(...), got {other:?}"),
    }
}

fn dtype_kwarg(kwargs: &[(String, Py)]) -> String {
    match kwargs.iter().find(|(k, _)| k == "dtype") {
        Some((_, Py::Name(d))) => d.trim_start_matches("torch.").to_string(),
        Some((_, other)) => panic!("dtype={other:?}"),
        None => "float32".to_string(),
    }
}

fn tensor(shape: Vec<usize>, data: Data) -> Tensor {
    Tensor { shape, data }
}

/// Runs one expression; it yields tensors keyed as the JSON nests them ("" for a bare tensor).
fn run_expr(g: &mut Generator, e: &Py) -> Vec<(String, Tensor)> {
    let one = |t: Tensor| vec![(String::new(), t)];
    let Py::Call {
        recv,
        func,
        args,
        kwargs,
    } = e
    else {
        panic!("not a call: {e:?}")
    };
    match (recv.as_deref(), func.as_str()) {
        (None, "randn" | "rand") => {
            let shape: Vec<usize> = args.iter().map(|a| int(a) as usize).collect();
            let n = shape.iter().product();
            let data = match (func.as_str(), dtype_kwarg(kwargs).as_str()) {
                ("randn", "float32") => Data::F32(g.normal_f32(n, 0.0, 1.0, true)),
                ("randn", "float64") => Data::F64(g.normal_f64(n, 0.0, 1.0, true)),
                ("rand", "float32") => Data::F32(g.uniform_f32(n, 0.0, 1.0)),
                ("rand", "float64") => Data::F64(g.uniform_f64(n, 0.0, 1.0)),
                (f, d) => panic!("{f} with dtype {d}"),
            };
            one(tensor(shape, data))
        }
        (None, "randint") => {
            let [low, high, Py::Tuple(size)] = args.as_slice() else {
                panic!("randint{args:?}")
            };
            assert_eq!(
                dtype_kwarg(kwargs),
                "float32",
                "randint's dtype kwarg is not modelled"
            );
            let shape: Vec<usize> = size.iter().map(|a| int(a) as usize).collect();
            let n = shape.iter().product();
            one(tensor(shape, Data::I64(g.randint(int(low), int(high), n))))
        }
        (Some(target), method) => {
            let (shape, dtype) = empty_spec(target);
            let n = shape.iter().product();
            let data = match (method, dtype.as_str(), args.as_slice()) {
                ("uniform_", "float32", [a, b]) => Data::F32(g.uniform_f32(n, num(a), num(b))),
                ("normal_", "float32", [m, s]) => Data::F32(g.normal_f32(n, num(m), num(s), true)),
                ("random_", "int64", []) => Data::I64(g.random_i64(n)),
                ("random_", "int32", []) => Data::I32(g.random_i32(n)),
                (m, d, a) => panic!("empty(...).{m}{a:?} on {d}"),
            };
            one(tensor(shape, data))
        }
        (None, "nn.Linear") => {
            let [fan_in, fan_out] = args.as_slice() else {
                panic!("nn.Linear{args:?}")
            };
            let (fan_in, fan_out) = (int(fan_in) as usize, int(fan_out) as usize);
            // reset_parameters: weight (out x in, row-major) first, then bias, one stream.
            let w = kaiming_uniform_bound(fan_in, 5f64.sqrt());
            let weight = g.uniform_f32(fan_out * fan_in, -w, w);
            let b = linear_bias_bound(fan_in);
            let bias = g.uniform_f32(fan_out, -b, b);
            vec![
                (
                    "weight".into(),
                    tensor(vec![fan_out, fan_in], Data::F32(weight)),
                ),
                ("bias".into(), tensor(vec![fan_out], Data::F32(bias))),
            ]
        }
        (None, "kaiming_uniform_" | "nn.init.kaiming_uniform_" | "init.kaiming_uniform_") => {
            let (shape, _) = empty_spec(&args[0]);
            let a = kwargs
                .iter()
                .find(|(k, _)| k == "a")
                .map_or(0.0, |(_, v)| num(v));
            // fan_in of a 2-D weight is its column count.
            let bound = kaiming_uniform_bound(shape[1], a);
            let n = shape.iter().product();
            one(tensor(shape, Data::F32(g.uniform_f32(n, -bound, bound))))
        }
        (None, "xavier_uniform_" | "nn.init.xavier_uniform_" | "init.xavier_uniform_") => {
            let (shape, _) = empty_spec(&args[0]);
            let gain = kwargs
                .iter()
                .find(|(k, _)| k == "gain")
                .map_or(1.0, |(_, v)| num(v));
            let bound = xavier_uniform_bound(shape[1], shape[0], gain);
            let n = shape.iter().product();
            one(tensor(shape, Data::F32(g.uniform_f32(n, -bound, bound))))
        }
        (None, "normal_" | "nn.init.normal_" | "init.normal_") => {
            let [target, mean, std] = args.as_slice() else {
                panic!("init.normal_{args:?}")
            };
            let (shape, _) = empty_spec(target);
            let n = shape.iter().product();
            one(tensor(
                shape,
                Data::F32(g.normal_f32(n, num(mean), num(std), true)),
            ))
        }
        (None, f) => panic!("no driver for {f}"),
    }
}

/// A whole case name: `seedN ` prefix, a `  [note]` suffix, `seq: a, b, c` steps keyed
/// first/second/third, and `A then B` module chains keyed `l1.`/`l2.`.
fn run_case(name: &str) -> Vec<(String, Tensor)> {
    let expr = name
        .split("  [")
        .next()
        .unwrap()
        .split(" [")
        .next()
        .unwrap()
        .trim();
    let (seed, expr) = match expr.strip_prefix("seed") {
        Some(rest) => {
            let (digits, rest) = rest
                .split_once(' ')
                .expect("seedN followed by an expression");
            (digits.parse().expect("seed digits"), rest)
        }
        None => (0, expr),
    };
    let mut g = Generator::new(seed);
    if let Some(steps) = expr.strip_prefix("seq:") {
        const KEYS: [&str; 3] = ["first", "second", "third"];
        let steps = split_top_level(steps);
        assert!(steps.len() <= KEYS.len(), "{name}: more steps than keys");
        return steps
            .iter()
            .zip(KEYS)
            .map(|(step, key)| {
                let mut out = run_expr(&mut g, &Parser::parse(step));
                assert_eq!(out.len(), 1, "{step} yields one tensor in a seq");
                (key.to_string(), out.pop().unwrap().1)
            })
            .collect();
    }
    let modules: Vec<&str> = expr.split(" then ").collect();
    let chained = modules.len() > 1;
    modules
        .iter()
        .enumerate()
        .flat_map(|(i, m)| {
            run_expr(&mut g, &Parser::parse(m))
                .into_iter()
                .map(move |(key, t)| {
                    if chained {
                        (format!("l{}.{key}", i + 1), t)
                    } else {
                        (key, t)
                    }
                })
        })
        .collect()
}

// ---------------------------------------------------------------- comparing with the oracle

/// Compares one produced tensor with its JSON record by IEEE bits (floats) or value (integers).
fn check_tensor(case: &str, key: &str, got: &Tensor, want: &Value) -> Result<(), String> {
    let at = if key.is_empty() {
        case.to_string()
    } else {
        format!("{case} / {key}")
    };
    let shape: Vec<usize> = want["shape"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap() as usize)
        .collect();
    if shape != got.shape {
        return Err(format!("{at}: shape {:?}, oracle {shape:?}", got.shape));
    }
    let dtype = want["dtype"].as_str().unwrap();
    let hex =
        |v: &Value| u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap();
    let (got_words, want_words): (Vec<u64>, Vec<u64>) = match (&got.data, dtype) {
        (Data::F32(v), "torch.float32") => (
            v.iter().map(|x| u64::from(x.to_bits())).collect(),
            want["bits"].as_array().unwrap().iter().map(hex).collect(),
        ),
        (Data::F64(v), "torch.float64") => (
            v.iter().map(|x| x.to_bits()).collect(),
            want["bits"].as_array().unwrap().iter().map(hex).collect(),
        ),
        (Data::I64(v), "torch.int64") => (
            v.iter().map(|&x| x as u64).collect(),
            want["values"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_i64().unwrap() as u64)
                .collect(),
        ),
        (Data::I32(v), "torch.int32") => (
            v.iter().map(|&x| x as u64).collect(),
            want["values"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_i64().unwrap() as u64)
                .collect(),
        ),
        (data, dtype) => return Err(format!("{at}: produced {data:?}, oracle dtype {dtype}")),
    };
    if got_words.len() != want_words.len() {
        return Err(format!(
            "{at}: {} values, oracle {}",
            got_words.len(),
            want_words.len()
        ));
    }
    let bad: Vec<usize> = (0..got_words.len())
        .filter(|&i| got_words[i] != want_words[i])
        .collect();
    match bad.first() {
        None => Ok(()),
        Some(&i) => Err(format!(
            "{at}: {}/{} differ, first at [{i}]: got {:#x}, oracle {:#x}",
            bad.len(),
            got_words.len(),
            got_words[i],
            want_words[i]
        )),
    }
}

#[test]
fn every_oracle_case_matches_pytorch_bit_for_bit() {
    let oracle = load_oracle();
    let cases = oracle["cases"].as_object().expect("a \"cases\" object");
    assert_eq!(
        cases.len(),
        ORACLE_CASES,
        "the oracle changed: review the new cases"
    );
    let (mut failures, mut cases_run, mut tensors_checked) = (Vec::new(), 0, 0);
    for (name, want) in cases {
        let produced = run_case(name);
        // A case is either one tensor or a map of named tensors; every one must be produced.
        let expected: BTreeSet<String> = if want.get("shape").is_some() {
            BTreeSet::from([String::new()])
        } else {
            want.as_object().unwrap().keys().cloned().collect()
        };
        let got_keys: BTreeSet<String> = produced.iter().map(|(k, _)| k.clone()).collect();
        assert_eq!(
            got_keys, expected,
            "{name}: produced tensors do not match the oracle's"
        );
        for (key, t) in &produced {
            let record = if key.is_empty() {
                want
            } else {
                &want[key.as_str()]
            };
            if let Err(e) = check_tensor(name, key, t, record) {
                failures.push(e);
            }
            tensors_checked += 1;
        }
        cases_run += 1;
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(cases_run, ORACLE_CASES);
    // 39 bare tensors, 10 in the four `seq:` cases, 2 + 4 in the two Linear cases.
    assert_eq!(tensors_checked, 55, "every tensor of every case is checked");
}

#[test]
fn the_name_parser_reads_every_form_the_oracle_uses() {
    assert_eq!(Parser::parse("2**28-1"), Py::Num((1u64 << 28) as f64 - 1.0));
    assert_eq!(Parser::parse("-5"), Py::Num(-5.0));
    let Py::Call {
        recv: Some(recv),
        func,
        args,
        ..
    } = Parser::parse("empty(4,dtype=int64).random_()")
    else {
        panic!("a method call")
    };
    assert_eq!((func.as_str(), args.len()), ("random_", 0));
    assert_eq!(empty_spec(&recv), (vec![4], "int64".to_string()));
    let Py::Call { kwargs, .. } = Parser::parse("kaiming_uniform_(empty(3,5), a=sqrt(5))") else {
        panic!("a call")
    };
    assert_eq!(kwargs, vec![("a".to_string(), Py::Num(5f64.sqrt()))]);
    assert_eq!(
        split_top_level(" rand(3), randint(0,100,(4,))"),
        ["rand(3)", "randint(0,100,(4,))"]
    );
}
