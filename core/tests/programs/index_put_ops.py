# index_put (long and bool indices, broadcasting, accumulate, in place) and the _unsafe_masked_* ops.
import torch

device = "cpu"
x = torch.arange(12.0, device=device).reshape(3, 4).requires_grad_(True)
v = torch.tensor([10.0, 20.0, 30.0, 40.0], device=device, requires_grad=True)


def run(name, out):
    x.grad = None
    v.grad = None
    (out * torch.arange(12.0, device=device).reshape(3, 4)).sum().backward()
    print(name, out.tolist(), x.grad.tolist(), v.grad.tolist())


run("rows", torch.index_put(x, (torch.tensor([2, 0], device=device),), v))
run("rows accumulate", torch.index_put(x, (torch.tensor([2, 2, -3], device=device),), v, accumulate=True))
run("mask", torch.index_put(x, (torch.tensor([True, False, True], device=device),), v))
run("2-d mask", x.index_put((x.detach() % 3 == 0,), v[:1]))
run("points", torch.index_put(x, (torch.tensor([[0], [2]], device=device), torch.tensor([1, 3], device=device)), v[1]))
run("points accumulate", torch.index_put(x, (torch.tensor([1, 1], device=device), torch.tensor([0, 0], device=device)), v[:2], True))
y = torch.zeros(2, 3, device=device)
print("in place", y.index_put_((torch.tensor([1], device=device),), torch.tensor([1.0, 2.0, 3.0], device=device)) is y, y.tolist())

mask = torch.tensor([[True, False], [True, True]], device=device)
rows = torch.tensor([[0], [5]], device=device)
cols = torch.tensor([[1, 3]], device=device)
x.grad = None
out = torch._unsafe_masked_index(x, mask, [rows, cols], -1.0)
(out * torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)).sum().backward()
print("masked index", out.tolist(), x.grad.tolist())
run("masked put", torch._unsafe_masked_index_put_accumulate(x, mask, [rows, cols], torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device) * v[0]))

for bad in [
    lambda: torch.index_put(x, (torch.tensor([3], device=device),), v),
    lambda: torch.index_put(x, (torch.tensor([0], device=device),), v.double()),
    lambda: torch.index_put(x, (torch.tensor([0.0], device=device),), v),
    lambda: torch.index_put(x, (torch.tensor([0], device=device),) * 3, v[:1]),
    lambda: torch.index_put(x, (torch.tensor([0, 1], device=device),), torch.ones(3, 4, device=device)),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
