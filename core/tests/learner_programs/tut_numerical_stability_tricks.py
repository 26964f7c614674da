# Numerical stability tricks, shown without ever creating an inf or NaN: how large exp() would get
# (checked in float64 against float32's max), the max-subtracted softmax, logsumexp, log_softmax
# vs log(softmax) underflow, BCE with logits vs sigmoid+BCE at extreme logits, log1p/expm1 for
# small values, clamp before log, softplus, finfo limits, and catastrophic cancellation.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

f32 = torch.finfo(torch.float32)
print("float32 eps:", f32.eps, "tiny:", f32.tiny, "max:", f32.max)
print("float16 max:", torch.finfo(torch.float16).max, "bfloat16 eps:", torch.finfo(torch.bfloat16).eps)
print("1 + eps/2 == 1:", (torch.tensor(1.0) + f32.eps / 2).item() == 1.0)

x = torch.tensor([1000.0, 1001.0, 1002.0], device=device)
print("exp(x) would overflow float32:", (x > torch.log(torch.tensor(f32.max))).tolist())
print("largest safe exp argument:", round(torch.log(torch.tensor(f32.max, dtype=torch.float64)).item(), 3))
shifted = x - x.max()
stable = torch.exp(shifted) / torch.exp(shifted).sum()
print("stable softmax:", stable)
print("torch.softmax:", torch.softmax(x, 0))
print("logsumexp:", torch.logsumexp(x, 0).item())
m = x.max()
print("by hand:", (m + torch.log(torch.exp(x - m).sum())).item())

z = torch.tensor([-80.0, 0.0, 30.0], device=device)
sm = torch.softmax(z, 0)
print("softmax underflows to zero:", sm)
print("log(softmax) floor:", torch.log(sm.clamp(min=f32.tiny)))
print("log_softmax:", F.log_softmax(z, 0)[:2])
print("log_softmax on moderate logits:", F.log_softmax(torch.tensor([-8.0, 0.0, 3.0], device=device), 0))

logits = torch.tensor([-30.0, -20.0, 0.0, 20.0, 30.0], device=device)
target = torch.tensor([1.0, 1.0, 0.0, 0.0, 0.0], device=device)
p = torch.sigmoid(logits)
print("sigmoid:", p)
print("sigmoid saturates to exactly 1:", (p == 1.0).tolist())
print("BCE(sigmoid) (clamped at 100):", F.binary_cross_entropy(p, target, reduction="none"))
print("BCE with logits:", F.binary_cross_entropy_with_logits(logits, target, reduction="none"))

small = torch.tensor([1e-10, 1e-7, 1e-4], device=device)
print("log(1+x):", torch.log(1 + small))
print("log1p(x):", torch.log1p(small))
print("exp(x)-1:", torch.exp(small) - 1)
print("expm1(x):", torch.expm1(small))

probs = torch.tensor([1e-30, 0.5, 1.0], device=device)
print("log(p):", torch.log(probs))
print("log(clamp(p)):", torch.log(probs.clamp(min=1e-7)))

big = torch.tensor([-50.0, 0.0, 50.0, 80.0], device=device)
print("log(1+exp) in float64:", torch.log(1 + torch.exp(big.double())))
print("softplus:", F.softplus(big))
print("softplus beta=2, threshold=10:", F.softplus(big, beta=2.0, threshold=10.0))

# Gradient of sqrt near zero explodes; an eps keeps norms' gradients bounded.
v = torch.full((3,), 1e-20, device=device, requires_grad=True)
torch.sqrt((v ** 2).sum() + 1e-8).backward()
print("grad of sqrt(sum v^2 + eps):", v.grad)
print("F.normalize of a zero vector:", F.normalize(torch.zeros(1, 3, device=device), dim=1))

bad = torch.tensor([-2.0, 0.5, 3.0], device=device)
print("acos out of range guarded by clamp:", torch.acos(bad.clamp(-1 + 1e-6, 1 - 1e-6)))
print("isfinite:", torch.isfinite(bad).all().item())

# Variance by the two-pass formula vs E[x^2]-E[x]^2 in float32.
data = torch.randn(10000, device=device) * 0.01 + 1000.0
two_pass = ((data - data.mean()) ** 2).mean()
one_pass = (data ** 2).mean() - data.mean() ** 2
print(f"two-pass var {two_pass.item():.3e}; one-pass is off by more than 10x: {abs(one_pass.item()) > 10 * two_pass.item()}")
print(f"float64 var {data.double().var(unbiased=False).item():.3e}")
print(f"sum of 1e8 + 1 - 1e8 in float32: {(torch.tensor(1e8) + 1 - 1e8).item()}, float64: {(torch.tensor(1e8, dtype=torch.float64) + 1 - 1e8).item()}")
