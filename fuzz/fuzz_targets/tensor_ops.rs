//! Tensor ops through the language: random shapes (empty and 0-d included), dtypes, devices,
//! broadcasts, indices and op chains, written as a small torch program and run in strict or
//! fused mode. Shape errors are PyTorch's errors; only panics and internal errors are findings.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tpu_fuzz::Bytes;

const DTYPES: [&str; 7] = [
    "torch.float32",
    "torch.float64",
    "torch.int64",
    "torch.int32",
    "torch.bool",
    "torch.float16",
    "torch.bfloat16",
];

fn shape(b: &mut Bytes) -> String {
    let rank = b.below(5);
    let dims: Vec<String> = (0..rank).map(|_| b.below(5).to_string()).collect();
    format!("({})", dims.join(", ") + if rank == 1 { "," } else { "" })
}

fn make(b: &mut Bytes) -> String {
    let s = shape(b);
    let dev = if b.byte() & 1 == 0 { "'tpu'" } else { "'cpu'" };
    let dt = b.pick(&DTYPES);
    match b.below(6) {
        0 => format!("torch.randn{s}.to({dt}).to({dev})"),
        1 => format!("torch.zeros({s}, dtype={dt}, device={dev})"),
        2 => format!("torch.ones({s}, dtype={dt}, device={dev})"),
        3 => format!("torch.randint(-3, 4, {s}, device={dev})"),
        4 => format!("torch.arange({}, dtype={dt}, device={dev})", b.below(13)),
        _ => format!("torch.tensor({}, device={dev})", b.below(9) as i32 - 4),
    }
}

fn index(b: &mut Bytes) -> String {
    let parts = 1 + b.below(3);
    let items: Vec<String> = (0..parts)
        .map(|_| match b.below(8) {
            0 => (b.below(7) as i32 - 3).to_string(),
            1 => format!("{}:{}", b.below(4) as i32 - 1, b.below(6) as i32 - 2),
            2 => format!("::{}", b.below(4) as i32 - 1),
            3 => "None".into(),
            4 => "...".into(),
            5 => "x > 0".into(),
            6 => format!("torch.tensor([{}, 0])", b.below(5) as i32 - 2),
            _ => ":".into(),
        })
        .collect();
    items.join(", ")
}

fn expr(b: &mut Bytes, vars: &[&str]) -> String {
    let x = *b.pick(vars);
    let y = *b.pick(vars);
    let d = b.below(6) as i32 - 3;
    match b.below(30) {
        0 => format!("{x} + {y}"),
        1 => format!("{x} * {y}"),
        2 => format!("{x} / {y}"),
        3 => format!("{x} @ {y}"),
        4 => format!("torch.matmul({x}, {y})"),
        5 => format!("{x}[{}]", index(b)),
        6 => format!("{x}.sum(dim={d})"),
        7 => format!("{x}.mean()"),
        8 => format!("{x}.reshape{}", shape(b)),
        9 => format!("{x}.transpose({d}, {})", b.below(4) as i32 - 2),
        10 => format!("{x}.unsqueeze({d})"),
        11 => format!("torch.cat([{x}, {y}], dim={d})"),
        12 => format!("torch.stack([{x}, {y}])"),
        13 => format!("{x}.expand{}", shape(b)),
        14 => format!("torch.where({x} > 0, {x}, {y})"),
        15 => format!("{x}.max(dim={d})[0]"),
        16 => format!("{x}.softmax(dim={d})"),
        17 => format!("{x}.argmax()"),
        18 => format!("{x}.view(-1)"),
        19 => format!("{x}.masked_fill({x} > 0, 1.5)"),
        20 => format!("{x}.topk({})[1]", b.below(4)),
        21 => format!("{x}.sort(dim={d})[0]"),
        22 => format!("{x}.clamp(min={d})"),
        23 => format!("{x} ** {y}"),
        24 => format!("{x}.to({})", b.pick(&DTYPES)),
        25 => format!("{x}.t()"),
        26 => format!("{x} // {y}"),
        27 => format!(
            "{x}.permute({})",
            (0..b.below(4))
                .map(|_| (b.below(5) as i32 - 2).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        28 => format!("torch.einsum('ij,jk->ik', {x}, {y})"),
        _ => format!("{x}.gather({d}, {y}.long())"),
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let fused = b.byte() & 1 == 1;
    let mut program = format!(
        "import torch\ntorch.manual_seed({})\nx = {}\ny = {}\n",
        b.byte(),
        make(&mut b),
        make(&mut b)
    );
    let mut vars = vec!["x", "y"];
    let names = ["a", "b", "c", "d", "e"];
    for name in names.iter().take(1 + b.below(5)) {
        program.push_str(&format!("{name} = {}\n", expr(&mut b, &vars)));
        vars.push(name);
        if b.is_empty() {
            break;
        }
    }
    let last = vars[vars.len() - 1];
    program.push_str(&match b.below(4) {
        0 => format!("print({last})\n"),
        1 => format!("print({last}.shape, {last}.dtype)\n"),
        2 => format!("print({last}.float().sum().item())\n"),
        _ => format!("print({last}.tolist())\n"),
    });
    // Each line in a try, so one shape error does not hide the rest of the chain.
    let guarded: String = program
        .lines()
        .map(|l| format!("try:\n    {l}\nexcept (RuntimeError, IndexError, TypeError, ValueError) as err:\n    print(type(err).__name__)\n"))
        .collect();
    tpu_fuzz::run(&guarded, fused);
});
