# clamp with tensor bounds: minimum(maximum(x, min), max), broadcast, a tie splitting the
# gradient as PyTorch's ClampBackward0 does; clamp_min/clamp_max with a tensor bound.
import torch

device = "cpu"
x = torch.tensor([0.0, 1.0, 2.0, 3.0, 4.0, 5.0], device=device, requires_grad=True)
lo = torch.tensor([1.0, 1.0, 1.0, 4.0, 4.0, 6.0], device=device, requires_grad=True)
hi = torch.tensor([3.0, 3.0, 3.0, 3.0, 3.0, 5.5], device=device, requires_grad=True)
g = torch.arange(1.0, 7.0, device=device)


def run(f):
    for a in (x, lo, hi):
        a.grad = None
    y = f()
    y.backward(g)
    print(y.grad_fn.name(), y.tolist(), x.grad.tolist(), [None if a.grad is None else a.grad.tolist() for a in (lo, hi)])


run(lambda: torch.clamp(x, lo, hi))
run(lambda: torch.clamp(x, min=lo))
run(lambda: x.clamp(max=hi))
run(lambda: torch.clamp_min(x, lo))
run(lambda: torch.clamp_max(x, hi))
print(torch.clamp(torch.tensor([1, 5, 9], device=device), torch.tensor([2, 2, 2], device=device), torch.tensor([7, 7, 7], device=device)))
print(torch.clamp(x, torch.tensor([[1.0], [2.0]], device=device)).shape)
try:
    torch.clamp(x, 1.0, hi)
except TypeError as e:
    print("TypeError", str(e).split(" - ")[0])
