# Integer arithmetic a learner trips over: floor_divide/div rounding modes with negatives,
# remainder vs fmod, integer overflow wrap in int8/uint8, bitwise and/or/xor/not, shifts,
# logical ops, integer pow, true division promotion, abs of int min, sign, clamp on ints,
# and the dtypes of mixed int/float/bool arithmetic.
import torch

device = "cpu"
torch.manual_seed(0)
a = torch.tensor([7, -7, 7, -7, 0], device=device)
b = torch.tensor([2, 2, -2, -2, 3], device=device)
print(a // b, torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"), a / b)
print(a % b, torch.remainder(a, b), torch.fmod(a, b), torch.remainder(a.float(), 2.5), torch.fmod(a.float(), -2.5))
print(torch.floor_divide(a, 2), (a.float() // 2), -7 // 2, (-7.5) // 2)
u = torch.tensor([250, 5, 128], dtype=torch.uint8, device=device)
print(u + 10, u * 2, u - 6, (u + 10).dtype)
i8 = torch.tensor([127, -128, 100], dtype=torch.int8, device=device)
print(i8 + 1, i8 * 2, -i8, i8.abs())
x = torch.tensor([0b1100, 0b1010, 255], device=device)
y = torch.tensor([0b1010, 0b0110, 15], device=device)
print(x & y, x | y, x ^ y, ~x, torch.bitwise_not(torch.tensor([True, False], device=device)))
print(x << 2, x >> 1, torch.bitwise_left_shift(x, y % 4), torch.tensor([-16], device=device) >> 2)
m1 = torch.tensor([True, False, True], device=device)
m2 = torch.tensor([True, True, False], device=device)
print(m1 & m2, m1 | m2, m1 ^ m2, ~m1, torch.logical_xor(m1, m2), torch.logical_not(torch.tensor([0, 3], device=device)))
print(m1.sum(), m1.float().mean(), m1 + m2, (m1 * 3).dtype, m1.any(), m1.all())
print(torch.tensor([2, 3, 4], device=device) ** 2, torch.tensor([2, 3], device=device) ** torch.tensor([10, 3], device=device), 2 ** torch.tensor([1, 5], device=device))
print(torch.tensor([2, 4], device=device) ** 0.5, torch.pow(torch.tensor([3], device=device), 2).dtype)
print((torch.tensor([1, 2], device=device) + 0.5).dtype, (torch.tensor([1, 2], device=device) * torch.tensor(2.5)).dtype, (torch.tensor([1, 2], dtype=torch.int32, device=device) + torch.tensor([1, 2], device=device)).dtype)
print((torch.tensor([1, 2], dtype=torch.int8, device=device) + 1000).dtype, (torch.tensor([True], device=device) + 1).dtype, (torch.tensor([1], dtype=torch.uint8, device=device) + torch.tensor([1], dtype=torch.int8, device=device)).dtype)
print(torch.sign(torch.tensor([-3, 0, 5], device=device)), torch.clamp(torch.tensor([-5, 3, 9], device=device), 0, 5), torch.clamp(torch.tensor([1, 2, 3], device=device), max=torch.tensor([2, 2, 2], device=device)))
print(torch.tensor([3.7, -3.7, 2.5, -0.5], device=device).int(), torch.tensor([3.7, -3.7], device=device).long(), torch.tensor([300.0], device=device).to(torch.uint8) if False else torch.tensor([1.9, 200.0], device=device).to(torch.uint8))
print(torch.tensor([5, 3, 9], device=device).max(), torch.tensor([5, 3, 9], device=device).argmax(), torch.tensor([5, 3, 9], device=device).float().mean())
print(torch.gcd(torch.tensor([12, 18, 7], device=device), torch.tensor([8, 27, 0], device=device)), torch.lcm(torch.tensor([4, 6], device=device), torch.tensor([6, 8], device=device)))
print(torch.arange(10, device=device).view(2, 5).sum(1), torch.arange(10, device=device).prod(), torch.cumsum(torch.tensor([1, 2, 3], dtype=torch.int8, device=device), 0).dtype)
print(torch.tensor([1, 2, 3], device=device).float().div(2).floor().long(), torch.true_divide(torch.tensor([5], device=device), 2))
try:
    torch.tensor([1, 2], device=device) // torch.tensor([0, 1], device=device)
except RuntimeError as e:
    print("RuntimeError:", e)
