# Old-school elementwise Python on tensors, as seen in quick data-cleaning scripts: Tensor.apply_
# and map_ with lambdas (dtype conversion of the results, views written through), why they refuse
# tensors that require grad, and the vectorized equivalents that replace them.
import torch

device = "cpu"
torch.manual_seed(51)
ages = torch.tensor([17, 25, 34, 71, 45, 8])
groups = ages.clone().apply_(lambda a: 0 if a < 18 else (1 if a < 65 else 2))
print(groups.tolist(), groups.dtype)
vec = torch.bucketize(ages, torch.tensor([18, 65]), right=True)
print("vectorized same:", torch.equal(groups, vec))
print(ages.clone().apply_(lambda a: a * 1.5).tolist())
print(torch.tensor([0.5, 2.0, -1.0]).apply_(lambda v: max(v, 0.0) ** 0.5).tolist())
flags = torch.tensor([True, False, True])
print(flags.apply_(lambda b: not b).tolist())

m = torch.arange(6.0).view(2, 3)
m.t().apply_(lambda v: v * 10)
print(m.tolist())
m[:, 1].apply_(lambda v: -v)
print(m.tolist())

prices = torch.tensor([[10.0, 20.0], [30.0, 40.0]])
discount = torch.tensor([0.1, 0.5])
prices.map_(discount, lambda p, d: round(p * (1 - d), 2))
print(prices.tolist())
print(torch.tensor([1, 2, 3]).map_(torch.tensor([10, 20, 30]), lambda a, b: a * b).tolist())

w = torch.ones(2, requires_grad=True)
try:
    w.apply_(lambda v: v * 2)
except RuntimeError as e:
    print("RuntimeError:", e)
print(w.detach().clone().apply_(lambda v: v * 2).tolist())
try:
    torch.tensor([1.0, 2.0]).map_(torch.tensor([1, 2]), lambda a, b: a + b)
except TypeError as e:
    print("TypeError:", e)
try:
    torch.tensor([1, 2]).apply_(lambda v: "x")
except TypeError as e:
    print("TypeError:", e)
try:
    torch.tensor([1.0, 2.0]).apply_(lambda v: None)
except TypeError as e:
    print("TypeError:", e)

x = torch.randn(6).to(device)
slow = x.cpu().clone().apply_(lambda v: v if v > 0 else 0.1 * v)
fast = torch.where(x > 0, x, 0.1 * x).cpu()
print("leaky by hand:", torch.allclose(slow, fast), [round(v, 4) for v in fast.tolist()])
shared = torch.zeros(3)
print(shared.share_memory_() is shared)
