# Mixing tensors and Python numbers: .item() types, tolist of nested / int / bool tensors, f-strings
# with format specs on 0-d tensors, int()/float()/bool() conversion, round() on tensors, sums with
# Python sum(), tensors as list indices, comparisons producing tensors, and string formatting.
import math
import torch

device = "cpu"
torch.manual_seed(567)

t = torch.tensor(2.5, device=device)
n = torch.tensor(7, device=device)
print(type(t.item()).__name__, type(n.item()).__name__, type(torch.tensor(True).item()).__name__)
print(f"{t:.3f} {n:4d} {t:>8.2f}|{t:e}|{n:x}")
print(f"{t} {n} {t.item()}")
print(int(t), float(n), bool(n), round(t.item()), math.floor(t), math.sqrt(n))
print(round(torch.tensor(2.567), 2) if False else round(torch.tensor(2.567).item(), 2))
x = torch.randn(2, 3, device=device)
print(x.tolist() == [[v for v in row] for row in x.tolist()], type(x.tolist()[0][0]).__name__)
print([round(v, 4) for v in x.flatten().tolist()])
print(torch.tensor([[1, 2], [3, 4]], device=device).tolist(), torch.tensor([True, False]).tolist())
print(torch.tensor(3.0).tolist(), type(torch.tensor(3).tolist()).__name__)
lst = ["a", "b", "c", "d"]
print(lst[n % 4], lst[torch.tensor(1)])
vals = [torch.tensor(1.5), torch.tensor(2.0), 3]
s = sum(vals)
print(s, type(s).__name__)
print(sum(torch.arange(4, device=device)), max(torch.tensor([3, 9, 2]), key=int) if False else max(torch.tensor([3, 9, 2]).tolist()))
print(2 * t, t / 2, 10 - n, 2 ** t, -t, abs(-t), t > 2, 3 < n)
print("%.2f and %d" % (t, n), "{:.1f}".format(t), str(t), repr(n))
print(t == 2.5, (t == 2.5).item(), bool(t == 2.5), t.item() == 2.5)
acc = 0.0
for v in torch.tensor([0.1, 0.2, 0.3], device=device):
    acc += v
print(acc, type(acc).__name__, f"{acc:.4f}")
print(float(torch.tensor([4.0])), int(torch.tensor([[9]])), torch.tensor([1.0, 2.0]).sum().item() / 3)
try:
    float(torch.tensor([1.0, 2.0]))
except (RuntimeError, ValueError, TypeError) as e:
    print(type(e).__name__, e)
try:
    torch.tensor([1, 2]).item()
except RuntimeError as e:
    print("RuntimeError:", e)
print(divmod(7, 2), torch.tensor(7.0).__index__() if False else n.__index__(), hex(n), bin(n))
print(list(range(n)), [0] * n)
print(format(t, ".1%"), format(n, "03d"), f"{x[0, 0]:+.3f}")
print(torch.tensor(1.0) + 1j if False else (torch.tensor(1.0) + 1).dtype)
