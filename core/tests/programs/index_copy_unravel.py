# index_copy (function, method, in place; repeated indices), unravel_index and combinations' empty result.
import torch

device = "cpu"
x = torch.arange(12.0, device=device).reshape(3, 4).requires_grad_(True)
src = (torch.arange(8.0, device=device).reshape(2, 4) * -1 - 1).requires_grad_(True)
weights = torch.arange(12.0, device=device).reshape(3, 4) + 1


def run(name, out):
    x.grad = None
    src.grad = None
    (out * weights).sum().backward()
    print(name, out.tolist(), x.grad.tolist(), src.grad.tolist())


run("rows", torch.index_copy(x, 0, torch.tensor([2, 0], device=device), src))
run("repeated", torch.index_copy(x, 0, torch.tensor([1, 1], device=device), src))
run("cols", x.index_copy(-1, torch.tensor([3, 1], device=device), src[:, :3].t()))
run("none", x.index_copy(1, torch.tensor([], dtype=torch.int64, device=device), src[:, :0].reshape(3, 0)))
s0 = torch.tensor(5.0, device=device)
print("0-d", torch.index_copy(torch.tensor(1.0, device=device), 0, torch.tensor(0, device=device), s0).tolist())
print("scalar into 1-d", torch.index_copy(torch.zeros(3, device=device), 0, torch.tensor(1, device=device), s0).tolist())
y = torch.zeros(2, 3, device=device)
r = y.index_copy_(1, torch.tensor([2], device=device), torch.ones(2, 1, device=device))
print("in place", r is y, y.tolist())
i = torch.tensor([4, 1, 0], device=device)
print("int", torch.zeros(5, dtype=torch.int64, device=device).index_copy(0, i, torch.tensor([7, 8, 9], device=device)).tolist())

for bad in [
    lambda: torch.index_copy(x, 0, torch.tensor([0.0], device=device), src[:1]),
    lambda: torch.index_copy(x, 0, torch.tensor([[0]], device=device), src[:1]),
    lambda: torch.index_copy(x, 0, torch.tensor([0], device=device), src[0]),
    lambda: torch.index_copy(x, 0, torch.tensor([0, 1], device=device), src[:1]),
    lambda: torch.index_copy(x, 0, torch.tensor([3], device=device), src[:1]),
    lambda: torch.index_copy(x, 0, torch.tensor([-1], device=device), src[:1]),
    lambda: torch.index_copy(x, 1, torch.tensor([0], device=device), torch.ones(2, 1, device=device)),
    lambda: torch.index_copy(torch.zeros(3, 4, 5, device=device), 1, torch.tensor([0], device=device), torch.ones(2, 1, 6, device=device)),
    lambda: torch.index_copy(x, 2, torch.tensor([0], device=device), src[:1]),
    lambda: torch.index_copy(x, 0, torch.tensor([0], device=device), src[:1].double()),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

for flat, shape in [([0, 7, 11, 5], (3, 4)), ([-1, 7, 100], (2, 3)), (4, 3), ([[3, 17], [0, 23]], (2, 3, 4)), ([5], ())]:
    idx = torch.tensor(flat, device=device)
    print("unravel", shape, [t.tolist() for t in torch.unravel_index(idx, shape)])
print("unravel int32", [(t.tolist(), t.dtype) for t in torch.unravel_index(torch.tensor([9], dtype=torch.int32, device=device), (2, 5))])
print("unravel big", [t.tolist() for t in torch.unravel_index(torch.tensor(2**40 + 3, device=device), (4, 2**40))])
for bad in [
    lambda: torch.unravel_index(torch.tensor([1.0], device=device), (2, 3)),
    lambda: torch.unravel_index(torch.tensor([True], device=device), (2, 3)),
    lambda: torch.unravel_index(torch.tensor([1], device=device), (2, -3)),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

v = torch.tensor([1.5], device=device, requires_grad=True)
c = torch.combinations(v, 2)
c.sum().backward()
print("combinations", list(c.shape), v.grad.tolist())
