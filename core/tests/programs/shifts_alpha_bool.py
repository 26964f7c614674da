# Tensor shifts (<<, >>, in place, reflected, every integer width, counts past the width),
# alpha's checks in the result dtype, and + and * on bool tensors.
import torch

device = "cpu"
t = torch.tensor([1, 2, -8, 7, -7, 2**62], device=device)
for s in [0, 1, 3, 62, 63, 64, 100, -1]:
    print(s, (t << s).tolist(), (t >> s).tolist())
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32]:
    u = torch.tensor([1, 100, 127], dtype=dt, device=device)
    print(dt, (u << 1).tolist(), (u << 7).tolist(), (u >> 2).tolist(), (u << 40).tolist())
print(torch.tensor([-100], dtype=torch.int8, device=device) >> 3)
x = torch.tensor([3], device=device)
x <<= 2
print(x)
x >>= 1
print(x, 3 << torch.tensor([1, 2], device=device), 64 >> torch.tensor([1, 2], device=device))
for bad in [lambda: torch.tensor([1.5], device=device) << 1, lambda: torch.tensor([1], device=device) >> 1.5]:
    try:
        bad()
    except NotImplementedError as e:
        print(type(e).__name__, e)
for dt in [torch.uint8, torch.int8, torch.int32, torch.int64]:
    a = torch.tensor([5], dtype=dt, device=device)
    for alpha in [2, 128, 256, -129, 2**31, 2.5]:
        try:
            print(dt, alpha, torch.add(a, a, alpha=alpha).tolist(), a.sub(1, alpha=alpha).tolist())
        except RuntimeError as e:
            print(dt, alpha, type(e).__name__, e)
b = torch.tensor([True, False], device=device)
print(b * b, b + b, b * True, torch.add(b, b, alpha=2), torch.add(b, b, alpha=False))
print(torch.add(torch.tensor([1], device=device), 2.5, alpha=3.5), torch.add(torch.tensor([1], dtype=torch.uint8, device=device), torch.tensor([1], device=device), alpha=300))
