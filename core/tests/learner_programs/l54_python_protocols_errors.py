# Tensors in plain Python: len/iter/in, bool() of multi-element tensors, int()/float()/index use,
# item() errors, comparisons, sorted() over 0-d tensors, tensors as dict keys (identity hashing),
# list(), zip, math functions on 0-d tensors, format specs, and common error messages.
import math

import torch

device = "cpu"
torch.manual_seed(73)

t = torch.tensor([[1, 2], [3, 4], [5, 6]], device=device)
print(len(t), [row.tolist() for row in t], 3 in t, 7 in t)
print(list(torch.tensor([1.5, 2.5], device=device)))
try:
    bool(t)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    t.item()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    len(torch.tensor(3, device=device))
except TypeError as e:
    print("TypeError:", e)
try:
    iter(torch.tensor(3, device=device))
except TypeError as e:
    print("TypeError:", e)
print(bool(torch.tensor([0.0], device=device)), bool(torch.tensor(2, device=device)))
s = torch.tensor(3, device=device)
print(int(s), float(s), ["a", "b", "c", "d"][s], range(10)[s], math.sqrt(torch.tensor(16.0, device=device)))
print(int(torch.tensor(-2.7, device=device)), round(torch.tensor(2.567, device=device).item(), 2))
try:
    ["a", "b"][torch.tensor(1.0, device=device)]
except TypeError as e:
    print("TypeError:", e)
vals = [torch.tensor(v, device=device) for v in (3.0, -1.0, 2.0)]
print(sorted(vals), max(vals), min(vals).item())
print(sum(vals), sum(torch.tensor([1, 2, 3], device=device)))
d = {}
k1 = torch.tensor(1, device=device)
d[k1] = "one"
print(d[k1], torch.tensor(1, device=device) in d)
print(torch.tensor([1, 2], device=device) == torch.tensor([1, 3], device=device), torch.equal(t, t.clone()))
print((t > 2) & (t < 6), ~(t > 2), (t > 4) | (t == 1), (t > 2) ^ (t > 4))
print(f"{torch.tensor(3.14159, device=device):.2f}", "{:>8.3f}".format(torch.tensor(2.5, device=device)))
print(f"{torch.tensor(7, device=device)}", f"{torch.tensor([1.5, 2.0], device=device)}")
try:
    print(f"{torch.tensor([1.5, 2.0], device=device):.2f}")
except TypeError as e:
    print("TypeError:", e)
print(str(torch.float32), repr(torch.int64), torch.float16.is_floating_point, torch.int8.is_signed)
print(torch.tensor(2.0, device=device) ** 0.5, 2 ** torch.tensor(0.5, device=device), -torch.tensor(1, device=device), abs(torch.tensor(-3, device=device)))
print(divmod(7, 2), torch.tensor(7, device=device) // 2, torch.tensor(7.5, device=device) % 2)
a, b = torch.tensor([1.0, 2.0], device=device)
print(a, b, a + b)
for i, row in enumerate(t[:2]):
    print(i, row)
print(t.shape[0] * t.shape[1], t.size(), t.size(1), t.dim(), t.ndim, t.numel(), t.nelement(), t.element_size())
print(tuple(t.shape), list(t.size()), t.shape == (3, 2), torch.Size([3, 2]) == t.shape, torch.Size([2, 3]).numel())
try:
    t + torch.ones(2, 3, device=device)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.ones(2, 3, device=device) @ torch.ones(2, 3, device=device)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    t.float().mean(dim=3)
except IndexError as e:
    print("IndexError:", e)
try:
    t.mean()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.tensor([[1, 2], [3]])
except ValueError as e:
    print("ValueError:", e)
