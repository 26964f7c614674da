# Tensors in plain Python code: len/iteration/unpacking, builtins sum/max/min/abs on tensors,
# int/float/bool conversion (and their errors for many elements), f-string formatting of 0-d
# tensors, comparisons in if-statements, membership via (t == x).any(), and list comprehensions.
import torch

device = "cpu"
torch.manual_seed(3)

t = torch.tensor([[1.5, -2.0, 3.25], [0.0, 4.0, -1.0]], device=device)
print(len(t), [len(row) for row in t])
for i, row in enumerate(t):
    print(i, row.tolist(), row.sum().item())
a, b = t
print(a, b)
x, y, z = t[0]
print(float(x), float(y), float(z))
print(sum(t[0]), max(t[0]), min(t[1]))
print(abs(t), round(t[0, 0].item()), round(float(t[0, 3 - 1]), 1))
print(int(t[1, 1]), float(t[0, 0]), bool(t[0, 0]), bool(t[1, 0]))
print(f"{t[0, 2]:.1f} {t.sum():.3f} {t.mean().item():+.2f}")
print("positive" if t[0, 0] > 0 else "negative")
print("has 4:", (t == 4).any().item(), "all finite:", torch.isfinite(t).all().item())
print([v for v in t.flatten().tolist() if v > 0])
print(sorted(t[0].tolist()), list(map(int, t[1].tolist())))
print(dict(zip(["a", "b", "c"], t[0].tolist())))
s = torch.tensor(5)
print(s + 1, 1 + s, 2 ** s, s ** 2, -s, s // 2, s % 3, 7 // s, 7 % s, s / 2)
print(range(10)[int(s)], [0, 1, 2, 3, 4, 5][s])
print(t.shape[0] * t.shape[1], t.numel(), t.dim(), t.ndim, t.size(1), t.size())
try:
    float(t)
except (RuntimeError, ValueError, TypeError) as e:
    print(type(e).__name__ + ":", e)
try:
    bool(t)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    t.item()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    f"{t:.2f}"
except (TypeError, RuntimeError) as e:
    print(type(e).__name__ + ":", e)
try:
    len(torch.tensor(3.0))
except TypeError as e:
    print("TypeError:", e)
try:
    iter(torch.tensor(3.0))
except TypeError as e:
    print("TypeError:", e)
print(torch.tensor(2.5).__format__(".3f"), format(torch.tensor(7), "03d"))
print(hash(t) is not None, t is t, (t == t).all().item())
