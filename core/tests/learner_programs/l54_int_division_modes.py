# Integer division and remainder the way people trip over them: true division of ints, floor vs
# trunc rounding modes, negative operands, fmod vs remainder, // and % operators, int overflow.
import torch

device = "cpu"
torch.manual_seed(1)

a = torch.tensor([7, -7, 7, -7, 0], device=device)
b = torch.tensor([2, 2, -2, -2, 3], device=device)
print(a / b)
print((a / b).dtype)
print(torch.div(a, b, rounding_mode="floor"))
print(torch.div(a, b, rounding_mode="trunc"))
print(a // b)
print(a % b)
print(torch.fmod(a, b))
print(torch.remainder(a, b))
print(torch.remainder(a, 3))
print(-7 % torch.tensor(3, device=device))
print(torch.floor_divide(a, 2))
af = a.float()
print(af // 2.5, af % 2.5)
print(torch.fmod(af, -2.5), torch.remainder(af, -2.5))
print(torch.div(af, 4, rounding_mode="floor"))
x = torch.tensor([2**31 - 1], dtype=torch.int32, device=device)
print(x + 1)
u = torch.tensor([250, 3], dtype=torch.uint8, device=device)
print(u + 10, u - 5)
print(torch.tensor([5], device=device) ** 2, torch.tensor([2], device=device) ** torch.tensor([10], device=device))
print(torch.tensor([2.0], device=device) ** -1, 2 ** torch.tensor([3, 4], device=device))
print(torch.tensor([7], device=device) / 2)
print(torch.tensor([7], device=device).div(2).dtype)
print(torch.tensor([-3.7, -0.5, 0.5, 1.5, 2.5], device=device).round())
print(torch.tensor([-3.7, 3.7], device=device).trunc(), torch.tensor([-3.7, 3.7], device=device).floor(), torch.tensor([-3.7, 3.7], device=device).ceil())
print(torch.tensor([1.2345, -9.8765], device=device).round(decimals=2))
print(torch.tensor([10, -10], device=device).bitwise_right_shift(1), torch.tensor([1], device=device) << 4)
m = torch.randint(-20, 20, (6,), device=device)
print(m, m // 3, m % 3, m.fmod(3))
try:
    torch.tensor([1], device=device) // torch.tensor([0], device=device)
except RuntimeError as e:
    print("RuntimeError:", e)
