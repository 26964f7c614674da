# Dtype behaviour a learner runs into: int/int true division gives float, floor division and
# remainder with negatives (Python semantics), type promotion between int/float/bool tensors and
# Python scalars, integer overflow wraparound in int8/uint8, float16 rounding, .long() truncation,
# and the errors for in-place ops that would need a wider result type.
import torch

device = "cpu"
torch.manual_seed(0)

a = torch.tensor([7, -7, 5, -5], device=device)
b = torch.tensor([2, 2, -3, -3], device=device)
print(a / b, (a / b).dtype)
print(a // b, torch.div(a, b, rounding_mode="floor"), torch.div(a, b, rounding_mode="trunc"))
print(a % b, torch.fmod(a, b), torch.remainder(a, b))
print(a.float() // 2, a.float() % 2.5)
print((a + 1.5).dtype, (a * True).dtype, (torch.tensor([True]) + torch.tensor([True])).dtype)
print((a + torch.tensor(1.0)).dtype, (a.to(torch.int32) + torch.tensor(1, dtype=torch.int64)).dtype)
print((torch.ones(2, dtype=torch.float16) + torch.ones(2, dtype=torch.float32)).dtype)
print((torch.ones(2, dtype=torch.float16) * 2.5).dtype, (torch.ones(2, dtype=torch.int8) * 300).dtype)
print(torch.tensor([100], dtype=torch.int8) + torch.tensor([100], dtype=torch.int8))
print(torch.tensor([250], dtype=torch.uint8) + 10, torch.tensor([3], dtype=torch.uint8) - 5)
print(torch.tensor([2.7, -2.7, 0.5, -0.5]).long(), torch.tensor([2.5, 3.5, -2.5]).round())
print(torch.tensor([0.1, 1000.7, 65519.0], dtype=torch.float16))
print(torch.tensor(1 / 3, dtype=torch.float64).item(), torch.tensor(1 / 3).item())
print(torch.tensor([1, 2, 3]).float().mean(), torch.tensor([1, 2, 4]).sum().dtype)
print(torch.tensor([True, False, True]).sum(), torch.tensor([True, False]).float().mean())
print(torch.arange(5).dtype, torch.arange(5.0).dtype, torch.arange(0, 1, 0.25))
print(torch.zeros(2, dtype=torch.long).dtype, torch.tensor([1, 2]).to(torch.float64).dtype)
print(torch.result_type(torch.tensor([1]), 1.0), torch.promote_types(torch.int32, torch.float16))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32))
x = torch.tensor([1, 2, 3])
try:
    x += 0.5
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x /= 2
except RuntimeError as e:
    print("RuntimeError:", e)
x *= 2
print(x, x.dtype)
y = torch.tensor([1.0, 2.0])
y += torch.tensor([1, 1])
print(y, y.dtype)
print(torch.iinfo(torch.int8).max, torch.iinfo(torch.uint8).min, torch.finfo(torch.float16).eps, torch.finfo(torch.float32).max)
print(torch.tensor([1e-8]).to(torch.float16), torch.tensor([60000.0]).to(torch.float16))
print(torch.tensor([3]).pow(2), torch.tensor([2]).pow(-1.0), torch.tensor([4.0]) ** 0.5)
try:
    torch.tensor([2]) ** -1
except RuntimeError as e:
    print("RuntimeError:", e)
