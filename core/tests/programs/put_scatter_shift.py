# put (copy and accumulate, negative indices), masked_scatter (broadcast mask) and the bitwise shifts.
import torch

device = "cpu"
x = torch.arange(9.0, device=device).reshape(3, 3).requires_grad_(True)
src = torch.tensor([10.0, 20.0, 30.0], device=device, requires_grad=True)


def run(name, out):
    x.grad = None
    src.grad = None
    (out * torch.arange(float(out.numel()), device=device).reshape(out.shape)).sum().backward()
    print(name, out.tolist(), x.grad.tolist(), src.grad.tolist())


idx = torch.tensor([6, -8, 2], device=device)
run("put", torch.put(x, idx, src))
run("put accumulate", torch.put(x, idx, src, accumulate=True))
run("put repeated", x.put(torch.tensor([4, 4, -5], device=device), src, True))
y = torch.zeros(2, 2, device=device)
print("put_", y.put_(torch.tensor([[3], [0]], device=device), torch.tensor([1.0, 2.0], device=device)) is y, y.tolist())

mask = torch.tensor([[True, False, True], [False, False, True], [True, True, False]], device=device)
run("masked_scatter", torch.masked_scatter(x, mask, torch.cat([src, src * 2])))
run("masked_scatter row mask", x.masked_scatter(torch.tensor([False, True, True], device=device), torch.cat([src, src])))
run("masked_scatter extra source", x.masked_scatter(mask[0], src.repeat(3).reshape(3, 3)))
z = torch.zeros(3, device=device)
print("masked_scatter_", z.masked_scatter_(torch.tensor([True, False, True], device=device), torch.tensor([5.0, 6.0, 7.0], device=device)).tolist())

a = torch.tensor([-8, 6, 9, 0, -1, 2**62], device=device)
n = torch.tensor([1, 4, 63, 64, -1, 2], device=device)
print("left", torch.bitwise_left_shift(a, n).tolist(), a.bitwise_left_shift(3).tolist())
print("right", torch.bitwise_right_shift(a, n).tolist(), a.bitwise_right_shift(2).tolist())
print("scalar first", torch.bitwise_left_shift(3, torch.tensor([2, 5], device=device)).tolist())
i32 = torch.tensor([3, -5], dtype=torch.int32, device=device)
print("int32", torch.bitwise_left_shift(i32, 30).tolist(), torch.bitwise_left_shift(i32, 30).dtype, torch.bitwise_right_shift(i32, 1).tolist())
print("promoted", torch.bitwise_left_shift(i32, torch.tensor([31, 33], device=device)).tolist())

for bad in [
    lambda: torch.put(x, torch.tensor([9], device=device), src[:1]),
    lambda: torch.put(x, torch.tensor([-10], device=device), src[:1]),
    lambda: torch.put(x, torch.tensor([1, 2], device=device), src),
    lambda: torch.put(x, torch.tensor([1.0], device=device), src[:1]),
    lambda: torch.masked_scatter(x, mask.float(), src),
    lambda: torch.masked_scatter(x, mask, src),
    lambda: torch.bitwise_left_shift(torch.tensor([1.0], device=device), 2),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
