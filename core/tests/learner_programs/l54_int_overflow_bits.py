# Integer tensor corner cases: sums/cumsums/prods of small int types and their result dtypes,
# int8 multiplication wrapping, uint8 subtraction wrapping, abs of the minimum value, bitwise ops
# and shifts, integer pow, casting floats to ints (truncation), and clamps.
import torch

device = "cpu"
torch.manual_seed(151)

i8 = torch.tensor([100, -100, 127, -128], dtype=torch.int8, device=device)
print(i8 * 2, i8 + i8, -i8, i8.abs())
print(i8.sum(), i8.sum().dtype, i8.cumsum(0), i8.cumsum(0).dtype, i8.prod(), i8.prod().dtype)
i32 = torch.tensor([2**30, 2**30, 2**30], dtype=torch.int32, device=device)
print(i32.sum(), i32.sum(dtype=torch.int32), i32 * 4, i32.cumsum(0, dtype=torch.int32))
u8 = torch.tensor([0, 5, 250], dtype=torch.uint8, device=device)
print(u8 - 10, u8 * 2, u8 + torch.tensor(10, device=device), (u8 - 10).dtype, u8.sum(), u8.max())
print(u8 // 3, u8 % 7, u8 / 2, u8.float().mean())
a = torch.tensor([12, 10, -3], device=device)
b = torch.tensor([10, 6, 5], device=device)
print(a & b, a | b, a ^ b, ~a, a << 2, a >> 1, torch.bitwise_left_shift(a, b % 4))
print(torch.tensor([True, False], device=device) & torch.tensor([True, True], device=device), ~torch.tensor([True, False], device=device))
print(torch.tensor([2, 3, -2], device=device) ** 3, torch.tensor([2], device=device) ** 62, torch.pow(torch.tensor([3], dtype=torch.int16, device=device), 11))
f = torch.tensor([-2.9, -0.5, 0.5, 2.9, 1e10], device=device)
print(f.int(), f.long(), f[:4].to(torch.uint8), f[:4].round().long())
print(torch.tensor([300, -1], device=device).to(torch.uint8), torch.tensor([200], device=device).to(torch.int8))
print(torch.tensor([3, 8, -5], device=device).clamp(0, 5), torch.tensor([3, 8], device=device).clamp(min=2.5))
print(torch.iinfo(torch.int8), torch.iinfo(torch.uint8).max, torch.iinfo(torch.int64).min)
print(torch.gcd(torch.tensor([12, 18], device=device), torch.tensor([8, 27], device=device)), torch.lcm(torch.tensor([4, 6], device=device), torch.tensor([6, 4], device=device)))
print(torch.tensor([7, -7], device=device).sign(), torch.tensor([5, -5], device=device).abs().dtype, torch.tensor([1, 2, 3], dtype=torch.int16, device=device).mean(dtype=torch.float32))
print(torch.arange(5, device=device).max().dtype, torch.arange(5, dtype=torch.int8, device=device).argmax(), torch.tensor([1, 2, 3], device=device).float().dtype)
print(torch.tensor([3, 1, 2], dtype=torch.int16, device=device).sort(), torch.tensor([3, 1, 2], dtype=torch.uint8, device=device).topk(2))
