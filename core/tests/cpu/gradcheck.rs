//! Every differentiable op's backward agrees with central finite differences in float64.
//!
//! Each case is a program run by the playground itself: it computes the analytic gradient of a
//! weighted sum of the op's output with `backward()`, then perturbs every input element by ±1e-6 and
//! compares. Sample points avoid kinks (no element sits where relu/abs/clamp/max switch branches).

use crate::common;

use tpu_core::runtime::{run_to_end, RunConfig};

const X: &str = "[[0.5, -1.25, 2.0], [1.5, 0.75, -0.5]]";
const Y: &str = "[0.3, -0.7, 1.1]";
const P: &str = "[[0.2, 0.9, 1.7], [2.5, 0.4, 1.1]]";

const CASES: &[&str] = &[
    "x + y",
    "1.5 - x",
    "x * y",
    "x / (y + 2.0)",
    "p ** 3",
    "p ** (y + 1.0)",
    "x.abs()",
    "x.exp()",
    "p.log()",
    "torch.log1p(p)",
    "p.sqrt()",
    "p.rsqrt()",
    "torch.sin(x) * torch.cos(p)",
    "torch.tanh(x)",
    "torch.sigmoid(x)",
    "torch.relu(x)",
    "F.gelu(x)",
    "F.gelu(x, approximate='tanh')",
    "F.silu(x)",
    "F.softplus(x)",
    "torch.maximum(x, y)",
    "x.clamp(-1.0, 1.0)",
    "torch.where(x > 0, x, y)",
    "x.sum(dim=0)",
    "x.mean(dim=1, keepdim=True)",
    "p.prod(dim=1)",
    "x.max(dim=1).values",
    "x.var(dim=1)",
    "x.std()",
    "x.norm()",
    "torch.logsumexp(x, dim=1)",
    "x.cumsum(dim=1)",
    "F.softmax(x, dim=1)",
    "F.log_softmax(x, dim=0)",
    "x @ p.T",
    "x @ y",
    "y @ x.T",
    "torch.stack([x, p]) @ p.T",
    "x.t().reshape(2, 3) * p",
    "y.expand(2, 3) * x",
    "x[:, 1:] * x[:, :2]",
    "x[:, [2, 0, 2]]",
    "x[x > 0]",
    "torch.cat([x, p], dim=1)",
    "F.layer_norm(x, (3,), p[0], y)",
    "F.mse_loss(x, p)",
    "x.index_select(1, torch.tensor([2, 0, 2]))",
    "torch.gather(p, 1, torch.tensor([[2, 0], [1, 1]]))",
    "x.masked_fill(x < 0, 0.25) * p",
    "x.sort(dim=1).values * p",
    "x.topk(2).values",
    "x.split(2, dim=1)[1] * 3",
    "torch.outer(y, y)",
    "(torch.tanh(x @ p.T) * 2 + 1).log().sum(dim=0)",
];

fn program(expr: &str) -> String {
    format!(
        r#"import torch
import torch.nn.functional as F

def f(x, y, p):
    out = {expr}
    w = torch.arange(out.numel(), dtype=torch.float64).reshape(out.shape) + 1
    return (out * w).sum()

x = torch.tensor({X}, dtype=torch.float64, requires_grad=True)
y = torch.tensor({Y}, dtype=torch.float64, requires_grad=True)
p = torch.tensor({P}, dtype=torch.float64, requires_grad=True)
f(x, y, p).backward()
eps = 1e-6
worst = 0.0

def bumped(t, i, d):
    flat = t.detach().reshape(-1).clone()
    flat[i] = flat[i] + d
    return flat.reshape(t.shape)

for k in range(3):
    t = [x, y, p][k]
    g = t.grad
    for i in range(t.numel()):
        args_hi = [x.detach(), y.detach(), p.detach()]
        args_lo = [x.detach(), y.detach(), p.detach()]
        args_hi[k] = bumped(t, i, eps)
        args_lo[k] = bumped(t, i, -eps)
        hi = f(args_hi[0], args_hi[1], args_hi[2]).item()
        lo = f(args_lo[0], args_lo[1], args_lo[2]).item()
        numeric = (hi - lo) / (2 * eps)
        analytic = 0.0
        if g is not None:
            analytic = g.reshape(-1)[i].item()
        err = abs(numeric - analytic) / max(1.0, abs(numeric))
        if err > worst:
            worst = err
print(worst < 1e-6, worst)
"#
    )
}

#[test]
fn gradients_match_finite_differences() {
    let mut failures = Vec::new();
    for expr in CASES {
        let src = program(expr);
        let out = run_to_end(&src, common::cpu(), &RunConfig::default());
        match &out.error {
            Some(e) => failures.push(format!("{expr}: raised\n{}", e.render(&src))),
            None if !out.stdout.starts_with("True ") => failures.push(format!(
                "{expr}: worst relative error {}",
                out.stdout.trim()
            )),
            None => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
