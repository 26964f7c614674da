//! Printouts checked against real PyTorch: oracle lines where the data can be rebuilt, PyTorch's
//! rules applied by hand where it cannot (randn data, options no oracle program sets).
//!
//! Where an oracle tensor came from randn, its data is typed back in from the printout itself: the
//! formatter only ever sees what is printed (see `hidden_elements_do_not_affect_the_printout`), so
//! this still checks notation, widths, wrapping and suffixes.

use super::*;
use std::path::PathBuf;

fn oracle_dir() -> PathBuf {
    match std::env::var_os("TPU_ORACLE_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/oracle")),
    }
}

/// Lines `from..=to` (1-based, as `cat -n` numbers them) of `programs/NAME.out`.
fn oracle(name: &str, from: usize, to: usize) -> String {
    let path = oracle_dir().join("programs").join(format!("{name}.out"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("oracle output {} unreadable: {e}", path.display()));
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        to <= lines.len(),
        "{} has {} lines, wanted {to}",
        path.display(),
        lines.len()
    );
    lines[from - 1..to].join("\n")
}

fn repr_with(
    data: HostData,
    shape: &[usize],
    dtype: DType,
    suffix: &ReprSuffix,
    opts: &PrintOptions,
) -> String {
    tensor_repr(&data, shape, dtype, suffix, opts)
}

fn repr(data: HostData, shape: &[usize], dtype: DType) -> String {
    repr_with(
        data,
        shape,
        dtype,
        &ReprSuffix::default(),
        &PrintOptions::default(),
    )
}

fn f32s(shape: &[usize], v: &[f32]) -> String {
    repr(HostData::F32(v.to_vec()), shape, DType::Float32)
}

fn i64s(shape: &[usize], v: &[i64]) -> String {
    repr(HostData::I64(v.to_vec()), shape, DType::Int64)
}

fn grad_fn(name: &str) -> ReprSuffix {
    ReprSuffix {
        grad_fn: Some(name.to_string()),
        ..ReprSuffix::default()
    }
}

fn requires_grad() -> ReprSuffix {
    ReprSuffix {
        requires_grad: true,
        ..ReprSuffix::default()
    }
}

fn arange_f32(n: usize) -> Vec<f32> {
    (0..n).map(|i| i as f32).collect()
}

/// Softmax as PyTorch computes it, in f64 and then rounded once to f32 (close enough for 6 digits).
fn softmax(x: &[f64]) -> Vec<f32> {
    let max = x.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let exps: Vec<f64> = x.iter().map(|v| (v - max).exp()).collect();
    let sum: f64 = exps.iter().sum();
    exps.iter().map(|e| (e / sum) as f32).collect()
}

#[test]
fn tensor_basics_creation() {
    let t = "tensor_basics";
    assert_eq!(i64s(&[4], &[1, 2, 3, 4]), oracle(t, 1, 1));
    assert_eq!(f32s(&[3], &[1.0, 2.5, -3.0]), oracle(t, 2, 2));
    let bools = HostData::Bool(vec![true, false, true]);
    assert_eq!(repr(bools, &[3], DType::Bool), oracle(t, 3, 3));
    assert_eq!(f32s(&[2, 3], &[0.0; 6]), oracle(t, 6, 7));
    assert_eq!(i64s(&[2, 3], &[1; 6]), oracle(t, 8, 9));
    assert_eq!(f32s(&[2, 2], &[7.5; 4]), oracle(t, 10, 11));
    let eye = [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0];
    assert_eq!(f32s(&[3, 3], &eye), oracle(t, 12, 14));
    assert_eq!(i64s(&[10], &(0..10).collect::<Vec<_>>()), oracle(t, 15, 15));
    assert_eq!(f32s(&[4], &[0.0, 0.25, 0.5, 0.75]), oracle(t, 16, 16));
    assert_eq!(f32s(&[5], &[-1.0, -0.5, 0.0, 0.5, 1.0]), oracle(t, 17, 17));
}

/// Lines 18-20 and 31-38 print `x = torch.randn(3, 4)` and conversions of it; row 0 is exact
/// (line 77 lists it), rows 1-2 are typed back from line 19-20.
#[test]
fn tensor_basics_randn_and_conversions() {
    let t = "tensor_basics";
    let x: [f32; 12] = [
        1.540_996_1,
        -0.293_428_9,
        -2.178_789_4,
        0.568_431_26,
        -1.0845,
        -1.3986,
        0.4033,
        0.8380,
        -0.7193,
        -0.4033,
        -0.5966,
        0.1820,
    ];
    assert_eq!(f32s(&[3, 4], &x), oracle(t, 18, 20));
    let truncated: Vec<i32> = x.iter().map(|v| *v as i32).collect();
    assert_eq!(
        repr(HostData::I32(truncated), &[3, 4], DType::Int32),
        oracle(t, 31, 33)
    );
    let positive: Vec<i32> = x.iter().map(|v| (*v > 0.0) as i32).collect();
    assert_eq!(
        repr(HostData::I32(positive), &[3, 4], DType::Int32),
        oracle(t, 36, 38)
    );
    let thirds: Vec<f32> = [1.0_f32, 2.0, 3.0, 4.0].iter().map(|v| v / 3.0).collect();
    assert_eq!(f32s(&[4], &thirds), oracle(t, 34, 34));
    assert_eq!(i64s(&[3], &[1, 2, -3]), oracle(t, 35, 35));
    let b64 = HostData::F64(vec![1.0, 2.5, -3.0]);
    assert_eq!(repr(b64, &[3], DType::Float64), oracle(t, 39, 39));
    let tenths = HostData::F64(vec![0.1, 0.2, 0.3]);
    assert_eq!(repr(tenths, &[3], DType::Float64), oracle(t, 40, 40));
    // Line 77: `x[0].tolist()`, Python's repr of each widened float32.
    let row0: Vec<String> = x[..4].iter().map(|v| py_float_repr(*v as f64)).collect();
    assert_eq!(format!("[{}]", row0.join(", ")), oracle(t, 77, 77));
}

#[test]
fn tensor_basics_scientific_switch() {
    let t = "tensor_basics";
    assert_eq!(f32s(&[3], &[1e-5, 1.0, 1e5]), oracle(t, 41, 41));
    assert_eq!(f32s(&[2], &[123_456_789.0, 0.5]), oracle(t, 42, 42));
    assert_eq!(f32s(&[3], &[1e-8, 2e-8, 3e-8]), oracle(t, 43, 43));
    let tens: Vec<f32> = [1.0_f32, 2.0, 3.0].iter().map(|v| v * 1e10).collect();
    assert_eq!(f32s(&[3], &tens), oracle(t, 44, 44));
    assert_eq!(f32s(&[3], &[100.0, 200.0, 300.0]), oracle(t, 45, 45));
    assert_eq!(f32s(&[3], &[0.001, 0.01, 0.1]), oracle(t, 46, 46));
    assert_eq!(i64s(&[2, 2], &[1, -200_000, 30, 4]), oracle(t, 47, 48));
}

#[test]
fn tensor_basics_summarised() {
    let t = "tensor_basics";
    assert_eq!(
        i64s(&[2000], &(0..2000).collect::<Vec<_>>()),
        oracle(t, 49, 49)
    );
    // torch.arange(1200, dtype=torch.float32).reshape(40, 30) / 7, divided in f32.
    let sevenths: Vec<f32> = arange_f32(1200).iter().map(|v| v / 7.0).collect();
    assert_eq!(f32s(&[40, 30], &sevenths), oracle(t, 57, 69));
}

/// Lines 50-56 print `torch.randn(100, 50)`. Only the 36 corner values are printed, and only they
/// may steer the formatter: every hidden element here is 1e30, which would force sci mode.
#[test]
fn hidden_elements_do_not_affect_the_printout() {
    let corners: [[f32; 6]; 6] = [
        [-0.3918, 0.5433, -0.3952, -0.3656, -1.6965, -0.2282],
        [0.2800, 0.0732, 1.1133, -0.2011, -0.1179, -0.8294],
        [-1.4073, 1.6268, 0.1723, -0.5111, -1.7137, -0.5101],
        [1.2382, -0.2041, 0.4745, 1.4627, -0.0520, -0.6898],
        [-0.3122, 0.6358, 0.2362, -2.3567, 0.5801, -0.6105],
        [0.9081, -0.4465, 0.0204, -2.4494, -0.2377, -1.6405],
    ];
    let mut data = vec![1e30_f32; 100 * 50];
    for (r, row) in [0, 1, 2, 97, 98, 99].into_iter().enumerate() {
        for (c, col) in [0, 1, 2, 47, 48, 49].into_iter().enumerate() {
            data[row * 50 + col] = corners[r][c];
        }
    }
    assert_eq!(f32s(&[100, 50], &data), oracle("tensor_basics", 50, 56));
}

#[test]
fn tensor_basics_zero_dim() {
    let t = "tensor_basics";
    let sum = -3.141_735_6_f32;
    assert_eq!(f32s(&[], &[sum]), oracle(t, 70, 70));
    assert_eq!(py_float_repr(sum as f64), oracle(t, 71, 71));
    assert_eq!(f32s(&[], &[3.5]), oracle(t, 73, 73));
    assert_eq!(i64s(&[], &[42]), oracle(t, 74, 74));
    let truth = HostData::Bool(vec![true]);
    assert_eq!(repr(truth, &[], DType::Bool), oracle(t, 75, 75));
}

#[test]
fn broadcast_reduce_printouts() {
    let t = "broadcast_reduce";
    let a = arange_f32(12);
    assert_eq!(f32s(&[3, 4], &a), oracle(t, 2, 4));
    let b = [1.0_f32, 10.0, 100.0, 1000.0];
    let c = [1.0_f32, 2.0, 3.0];
    let a_plus_b: Vec<f32> = (0..12).map(|i| a[i] + b[i % 4]).collect();
    assert_eq!(f32s(&[3, 4], &a_plus_b), oracle(t, 6, 8));
    let a_times_c: Vec<f32> = (0..12).map(|i| a[i] * c[i / 4]).collect();
    assert_eq!(f32s(&[3, 4], &a_times_c), oracle(t, 10, 12));
    let c_minus_b: Vec<f32> = (0..12).map(|i| c[i / 4] - b[i % 4]).collect();
    assert_eq!(f32s(&[3, 4], &c_minus_b), oracle(t, 14, 16));
    assert_eq!(
        py_float_repr(66.0),
        oracle(t, 18, 18).trim_start_matches("sum: ")
    );
    let col_sums = f32s(&[4], &[12.0, 15.0, 18.0, 21.0]);
    assert_eq!(format!("sum(dim=0): {col_sums}"), oracle(t, 19, 19));
    assert_eq!(f32s(&[3, 1], &[6.0, 22.0, 38.0]), oracle(t, 21, 23));
    let means = f32s(&[3], &[1.5, 5.5, 9.5]);
    assert_eq!(format!("mean(dim=1): {means}"), oracle(t, 24, 24));
    let (values, indices) = (f32s(&[3], &[3.0, 7.0, 11.0]), i64s(&[3], &[3, 3, 3]));
    assert_eq!(format!("max(dim=1): {values} {indices}"), oracle(t, 26, 26));
    let prods = f32s(&[3], &[0.0, 840.0, 7920.0]);
    assert_eq!(format!("prod(dim=1): {prods}"), oracle(t, 28, 28));
    let batched = [
        6.0, 6.0, 22.0, 22.0, 38.0, 38.0, 54.0, 54.0, 70.0, 70.0, 86.0, 86.0,
    ];
    assert_eq!(f32s(&[2, 3, 2], &batched), oracle(t, 51, 57));
    let (div, rem) = (i64s(&[2], &[3, -4]), i64s(&[2], &[1, 2]));
    assert_eq!(format!("integer ops: {div} {rem}"), oracle(t, 59, 59));
}

#[test]
fn activations_norms_precision_six() {
    let t = "activations_norms";
    let six = PrintOptions {
        precision: 6,
        ..PrintOptions::default()
    };
    let p6 = |v: Vec<f32>, shape: &[usize], suffix: &ReprSuffix| {
        repr_with(HostData::F32(v), shape, DType::Float32, suffix, &six)
    };
    let none = ReprSuffix::default();
    let x = [[-3.0, -1.0, 0.0, 0.5, 2.0], [1.0, 2.0, 3.0, 4.0, 5.0]];
    let rows_softmax: Vec<f32> = x.iter().flat_map(|r| softmax(r)).collect();
    assert_eq!(p6(rows_softmax, &[2, 5], &none), oracle(t, 2, 3));
    // gelu (tanh approximation): magnitudes span > 1000x, so sci notation; 4 columns of 13 fit in
    // 80 - 8, and the 5th column wraps.
    // In float32 throughout, as ATen's kernel runs: at x = -3, `1 + tanh(..)` cancels to 0.0024 and
    // keeps only float32's digits of it, which the printout shows.
    let gelu_tanh = |v: &f64| {
        let v = *v as f32;
        let inner = (2.0 / std::f32::consts::PI).sqrt() * (v + 0.044715 * v * v * v);
        0.5 * v * (1.0 + inner.tanh())
    };
    let gelu: Vec<f32> = x.iter().flatten().map(gelu_tanh).collect();
    assert_eq!(p6(gelu, &[2, 5], &none), oracle(t, 16, 19));
    let relu = p6(vec![0.0, 0.0, 0.0, 0.5, 2.0], &[5], &none);
    assert_eq!(format!("relu: {relu}"), oracle(t, 20, 20));
    let sigmoid: Vec<f32> = x[0]
        .iter()
        .map(|v| (1.0 / (1.0 + (-v).exp())) as f32)
        .collect();
    let sigmoid = p6(sigmoid, &[5], &none);
    assert_eq!(format!("sigmoid: {sigmoid}"), oracle(t, 21, 21));
    let tanh = p6(x[0].iter().map(|v| v.tanh() as f32).collect(), &[5], &none);
    assert_eq!(format!("tanh: {tanh}"), oracle(t, 22, 22));
    // LayerNorm(5) with its default affine: (x - mean) / sqrt(biased var + 1e-5). Row 1's exact
    // value 0.48154254 lands on 0.481542 only through ATen's float32 rounding, so that row is typed
    // back from the printout; row 2 is computed.
    let mut layer_norm: Vec<f32> = [-1.625206, -0.42135, 0.180578, 0.481542, 1.384435_f64]
        .iter()
        .map(|v| *v as f32)
        .collect();
    layer_norm.extend((1..=5).map(|v| ((v as f64 - 3.0) / (2.0_f64 + 1e-5).sqrt()) as f32));
    let ln = p6(layer_norm, &[2, 5], &grad_fn("NativeLayerNormBackward0"));
    assert_eq!(ln, oracle(t, 25, 27));
    let linspace: Vec<f64> = (0..9).map(|i| -2.0 + 0.5 * i as f64).collect();
    let shown = p6(linspace.iter().map(|v| *v as f32).collect(), &[9], &none);
    assert_eq!(format!("linspace: {shown}"), oracle(t, 32, 33));
    // erf-based gelu, typed back from the printout (std has no erf).
    let gelu_lin = vec![
        -0.0455, -0.100211, -0.158655, -0.154269, 0.0, 0.345731, 0.841345, 1.399789, 1.9545,
    ];
    let shown = p6(gelu_lin, &[9], &none);
    assert_eq!(format!("gelu(linspace): {shown}"), oracle(t, 34, 35));
    let shown = p6(softmax(&linspace), &[9], &none);
    assert_eq!(format!("softmax(linspace): {shown}"), oracle(t, 36, 37));
}

#[test]
fn autograd_suffixes() {
    let t = "autograd_basics";
    let d = PrintOptions::default();
    let f = |v: &[f32], shape: &[usize], suffix: ReprSuffix| {
        repr_with(
            HostData::F32(v.to_vec()),
            shape,
            DType::Float32,
            &suffix,
            &d,
        )
    };
    let y = f(&[12.0], &[], grad_fn("AddBackward0"));
    assert_eq!(format!("y = {y}"), oracle(t, 1, 1));
    let dy = f(&[14.0], &[], ReprSuffix::default());
    assert_eq!(format!("dy/dx at x=2: {dy}"), oracle(t, 2, 2));
    let p = f(&[1.5], &[], grad_fn("MulBackward0"));
    assert_eq!(format!("p = {p}"), oracle(t, 4, 4));
    let z = f(&[1.5_f32.sin()], &[], grad_fn("SinBackward0"));
    assert_eq!(format!("z = {z}"), oracle(t, 5, 5));
    let v = f(
        &[0.6614, 0.2669, 0.0617, 0.6213, -0.4519],
        &[5],
        requires_grad(),
    );
    assert_eq!(format!("v = {v}"), oracle(t, 8, 8));
    for (step, k) in [2.0_f32, 4.0, 6.0].into_iter().enumerate() {
        let grad = f(&[k, -2.0 * k, 3.0 * k], &[3], ReprSuffix::default());
        assert_eq!(
            format!("step {step}: a.grad = {grad}"),
            oracle(t, 12 + step, 12 + step)
        );
    }
    let zeroed = f(&[0.0; 3], &[3], ReprSuffix::default());
    assert_eq!(format!("after zero_: {zeroed}"), oracle(t, 15, 15));
    assert_eq!(
        f(&[4.0; 4], &[2, 2], grad_fn("AddBackward0")),
        oracle(t, 23, 24)
    );
    assert_eq!(f(&[4.0], &[], grad_fn("MeanBackward0")), oracle(t, 25, 25));
    assert_eq!(
        f(&[0.75; 4], &[2, 2], ReprSuffix::default()),
        oracle(t, 27, 28)
    );
}

#[test]
fn training_program_printouts() {
    let d = PrintOptions::default();
    let f = |v: &[f32], shape: &[usize], suffix: ReprSuffix| {
        repr_with(
            HostData::F32(v.to_vec()),
            shape,
            DType::Float32,
            &suffix,
            &d,
        )
    };
    // A row of 8 fills 79 columns, so the suffix wraps to the 7-column indent.
    let good = [
        0.9265, -0.5355, -1.1597, -0.4602, 0.7085, 1.0128, 0.2304, 1.0902,
    ];
    let row = f(&good, &[8], grad_fn("SelectBackward0"));
    assert_eq!(
        format!("embedding row for 'good': {row}"),
        oracle("embedding_bag_of_words", 15, 16)
    );
    let pad = f(&[0.0; 8], &[8], grad_fn("SelectBackward0"));
    assert_eq!(
        format!("padding row: {pad}"),
        oracle("embedding_bag_of_words", 17, 17)
    );
    let tokens = [
        1, 2, 3, 4, 0, 5, 6, 7, 4, 0, 3, 8, 9, 1, 10, 11, 9, 5, 0, 0, 12, 13, 14, 3, 15, 7, 11, 15,
        0, 0, 8, 10, 13, 16, 0, 17, 6, 12, 18, 16,
    ];
    assert_eq!(
        i64s(&[8, 5], &tokens),
        oracle("embedding_bag_of_words", 2, 9)
    );

    let net = "two_layer_net_sgd_momentum";
    let w = [-0.4073, 0.0257, -0.4070, -0.3178, -0.3364, 0.1973];
    let w = f(&w, &[2, 3], grad_fn("SliceBackward0"));
    assert_eq!(format!("fc1.weight[:2]: {w}"), oracle(net, 7, 8));
    assert_eq!(f(&[-0.2364], &[1], requires_grad()), oracle(net, 10, 10));
    let grad = [
        0.0691, 0.0547, 0.0334, -0.3412, 0.0396, -0.0006, -0.1818, 0.0, 0.1928, 0.1287, -0.0566,
        -0.2799, -0.0748, -0.1369, -0.0333, 0.0789,
    ];
    assert_eq!(
        f(&grad, &[1, 16], ReprSuffix::default()),
        oracle(net, 17, 18)
    );
    let preds = f(&[0.4741, -0.0103, -1.0019], &[3, 1], ReprSuffix::default());
    assert_eq!(format!(" {preds}"), oracle(net, 29, 31));

    let lin = "linear_regression_manual";
    let learned = f(&[2.9931, -1.9642], &[2], requires_grad());
    assert_eq!(format!("learned w: {learned}"), oracle(lin, 13, 13));
    let true_w = f(&[3.0, -2.0], &[2], ReprSuffix::default());
    let line = format!("true w: {true_w} true b: {}", py_float_repr(0.5));
    assert_eq!(line, oracle(lin, 15, 15));
    let slope = f(&[2.8140], &[], ReprSuffix::default());
    assert_eq!(
        format!("1-D slope of y on x1: {slope}"),
        oracle(lin, 16, 16)
    );
}

#[test]
fn indexing_and_shapes_printouts() {
    let t = "indexing_and_shapes";
    assert_eq!(
        i64s(&[2, 3, 4], &(0..24).collect::<Vec<_>>()),
        oracle(t, 1, 7)
    );
    let mask: Vec<bool> = "01100 00010 01000 10010"
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c == '1')
        .collect();
    assert_eq!(
        repr(HostData::Bool(mask), &[4, 5], DType::Bool),
        oracle(t, 60, 63)
    );
}

// ---- PyTorch's rules beyond what the oracle programs print ----

#[test]
fn empty_tensors() {
    assert_eq!(f32s(&[0], &[]), "tensor([])");
    assert_eq!(f32s(&[0, 3], &[]), "tensor([], size=(0, 3))");
    // Empty tensors name every dtype but float32: there are no elements to show `1` vs `1.`.
    assert_eq!(i64s(&[0], &[]), "tensor([], dtype=torch.int64)");
    let none = HostData::Bool(vec![]);
    assert_eq!(
        repr(none, &[2, 0], DType::Bool),
        "tensor([], size=(2, 0), dtype=torch.bool)"
    );
}

#[test]
fn non_finite_and_signed_zero() {
    assert_eq!(f32s(&[2], &[f32::NAN, 1.5]), "tensor([   nan, 1.5000])");
    assert_eq!(
        f32s(&[3], &[f32::INFINITY, 1.0, f32::NEG_INFINITY]),
        "tensor([inf, 1., -inf])"
    );
    assert_eq!(f32s(&[], &[f32::NAN]), "tensor(nan)");
    assert_eq!(f32s(&[], &[-0.0]), "tensor(-0.)");
    assert_eq!(
        f32s(&[2], &[1e-5, f32::NAN]),
        "tensor([1.0000e-05,        nan])"
    );
}

#[test]
fn dtype_and_device_suffixes() {
    let half = HostData::F32(vec![1.0, 2.0]);
    assert_eq!(
        repr(half, &[2], DType::Float16),
        "tensor([1., 2.], dtype=torch.float16)"
    );
    // torch.tensor([0.1, 0.2], dtype=torch.bfloat16) holds 0.10009765625 and 0.2001953125.
    let bf = HostData::F32(vec![0.100_097_656, 0.200_195_31]);
    assert_eq!(
        repr(bf, &[2], DType::BFloat16),
        "tensor([0.1001, 0.2002], dtype=torch.bfloat16)"
    );
    let big = HostData::F64(vec![1e20]);
    assert_eq!(
        repr(big, &[], DType::Float64),
        "tensor(1.0000e+20, dtype=torch.float64)"
    );
    let all = ReprSuffix {
        device: Some("tpu:0".to_string()),
        grad_fn: None,
        requires_grad: true,
    };
    let zeros = HostData::F64(vec![0.0, 0.0]);
    assert_eq!(
        repr_with(zeros, &[2], DType::Float64, &all, &PrintOptions::default()),
        "tensor([0., 0.], device='tpu:0', dtype=torch.float64, requires_grad=True)"
    );
    // grad_fn wins over requires_grad; each suffix that would pass column 80 starts a new line.
    let both = ReprSuffix {
        device: Some("tpu:1".to_string()),
        grad_fn: Some("MulBackward0".to_string()),
        requires_grad: true,
    };
    let ints = HostData::I32((0..16).collect());
    assert_eq!(
        repr_with(ints, &[16], DType::Int32, &both, &PrintOptions::default()),
        "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15],\n       \
         device='tpu:1', dtype=torch.int32, grad_fn=<MulBackward0>)"
    );
}

#[test]
fn summarisation_options() {
    let opts = |threshold, edgeitems| PrintOptions {
        threshold,
        edgeitems,
        ..PrintOptions::default()
    };
    let ten = HostData::I64((0..10).collect());
    let none = ReprSuffix::default();
    assert_eq!(
        repr_with(ten.clone(), &[10], DType::Int64, &none, &opts(5, 3)),
        "tensor([0, 1, 2,  ..., 7, 8, 9])"
    );
    // edgeitems=0 leaves only `...`, so the shape is printed instead.
    assert_eq!(
        repr_with(ten.clone(), &[10], DType::Int64, &none, &opts(5, 0)),
        "tensor([...], size=(10,))"
    );
    assert_eq!(
        repr_with(ten, &[2, 5], DType::Int64, &none, &opts(1000, 0)),
        "tensor([[0, 1, 2, 3, 4],\n        [5, 6, 7, 8, 9]], size=(2, 5))"
    );
    let cube = HostData::I64((0..28).collect());
    assert_eq!(
        repr_with(cube, &[7, 2, 2], DType::Int64, &none, &opts(10, 1)),
        "tensor([[[ 0,  1],\n         [ 2,  3]],\n\n        ...,\n\n        [[24, 25],\n         [26, 27]]])"
    );
}

#[test]
fn wrapping_and_forced_notation() {
    // 30 two-digit columns: floor((80 - 7) / 4) = 18 per line.
    let long = i64s(&[30], &(0..30).collect::<Vec<_>>());
    let first: Vec<String> = (0..18).map(|i| format!("{i:>2}")).collect();
    let rest: Vec<String> = (18..30).map(|i| i.to_string()).collect();
    let want = format!(
        "tensor([{},\n        {}])",
        first.join(", "),
        rest.join(", ")
    );
    assert_eq!(long, want);
    let narrow = PrintOptions {
        linewidth: 20,
        precision: 2,
        sci_mode: Some(true),
        ..PrintOptions::default()
    };
    let data = HostData::F32(vec![1.0, 2.0, 3.0]);
    assert_eq!(
        repr_with(data, &[3], DType::Float32, &requires_grad(), &narrow),
        "tensor([1.00e+00,\n        2.00e+00,\n        3.00e+00],\n       requires_grad=True)"
    );
    let fixed = PrintOptions {
        sci_mode: Some(false),
        ..PrintOptions::default()
    };
    let data = HostData::F32(vec![1e-5, 1.0]);
    assert_eq!(
        repr_with(data, &[2], DType::Float32, &ReprSuffix::default(), &fixed),
        "tensor([0.0000, 1.0000])"
    );
}
