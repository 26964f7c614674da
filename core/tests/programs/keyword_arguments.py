# Keyword arguments that change an op's result: each must be honoured, never ignored (issue 23).
import torch

device = "cpu"

a = torch.tensor([7.0, -7.0, 7.5, -0.5], device=device)
i = torch.tensor([7, -7, 6, -1], device=device)
print("--- div rounding_mode")
for mode in [None, "trunc", "floor"]:
    print(mode, torch.div(a, 2, rounding_mode=mode), a.div(-2, rounding_mode=mode))
    print(mode, torch.div(i, 2, rounding_mode=mode), i.div(torch.tensor([2, 2, -4, 3], device=device), rounding_mode=mode))
b = a.clone()
b.div_(2, rounding_mode="trunc")
c = a.clone()
c.div_(2, rounding_mode="floor")
print(b, c)
try:
    torch.div(a, 2, rounding_mode="bogus")
except RuntimeError as e:
    print("RuntimeError:", e)

print("--- alpha")
x = torch.tensor([1.0, 2.0, 3.0], device=device)
y = torch.tensor([10.0, 20.0, 30.0], device=device)
print(torch.add(x, y, alpha=2), x.add(y, alpha=-1), torch.sub(x, y, alpha=0.5), x.sub(y, alpha=3))
print(torch.add(x, 5, alpha=2), x.sub(1, alpha=2))
z = x.clone()
z.add_(y, alpha=2)
z.sub_(x, alpha=3)
print(z)
n = torch.tensor([1, 2, 3], device=device)
print(torch.add(n, n, alpha=4), n.sub(n, alpha=2))

print("--- dtype")
print(n.cumsum(0, dtype=torch.float32), torch.cumsum(n, dim=0, dtype=torch.float64))
print(n.sum(dtype=torch.float32), torch.mean(n, dtype=torch.float32), n.prod(dtype=torch.float64))
print(torch.softmax(n, 0, dtype=torch.float32), n.log_softmax(0, dtype=torch.float64))

print("--- norm p")
m = torch.tensor([[3.0, -4.0], [1.0, 2.0]], device=device)
print(torch.norm(m), torch.norm(m, p=1), m.norm(p=2), m.norm(p=float("inf")), m.norm(p=float("-inf")))
print(m.norm(1), m.norm("fro"), torch.norm(m, p=1, dim=1), m.norm(p=2, dim=0, keepdim=True))
print(torch.norm(m, float("inf"), 1, True))
print(m.norm(p=3), torch.norm(m, p=0), m.norm(p=0.5, dim=1), torch.norm(m, p=-1, dim=0))

print("--- dim and keepdim by name")
print(m.sum(dim=1, keepdim=True), torch.amax(m, dim=0, keepdim=True), m.max(dim=1, keepdim=True).values)
print(torch.max(m, other=torch.zeros(2, 2, device=device)), m.pow(exponent=2), torch.pow(m, exponent=2))
print(m.std(dim=1, keepdim=True, unbiased=False), torch.var(m, dim=0, correction=0))

print("--- unknown keywords")
for f in [lambda: m.sum(bogus=5), lambda: torch.relu(m, bogus=1), lambda: m.add(m, beta=2), lambda: torch.zeros(2, bogus=1)]:
    try:
        f()
    except TypeError as e:
        print("TypeError")

print("--- in-place overlap")
v = torch.arange(6.0, device=device)
v += v
print(v)
try:
    v[1:] += v[:-1]
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    v[1:] = v[:-1]
except RuntimeError as e:
    print("RuntimeError:", e)
v[:3] = v[3:]
print(v)
