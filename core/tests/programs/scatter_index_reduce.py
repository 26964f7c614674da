# scatter_reduce and index_reduce for every reduction, with and without self, values and gradients.
import torch

device = "cpu"
x = torch.tensor([[1.5, -2.0, 0.5, 3.0], [0.25, 4.0, -1.0, 2.0], [-3.0, 1.0, 2.5, -0.5]], device=device, requires_grad=True)
src = torch.tensor([[2.0, -1.5, 0.75], [3.5, 0.5, -2.5], [1.25, -0.25, 4.5]], device=device, requires_grad=True)
index = torch.tensor([[0, 2, 0], [3, 3, 1], [1, 2, 1]], device=device)


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


def run(name, out):
    x.grad = None
    src.grad = None
    (out * torch.arange(12.0, device=device).reshape(3, 4) / 4).sum().backward()
    print(name, r(out), "grads", r(x.grad), r(src.grad))


for reduce in ["sum", "prod", "mean", "amax", "amin"]:
    for include_self in [True, False]:
        run(f"scatter {reduce} {include_self}", torch.scatter_reduce(x, 1, index, src, reduce, include_self=include_self))
run("scatter dim0", x.scatter_reduce(0, torch.tensor([[2, 0, 1]], device=device), src[:1], "amax"))
print("scatter min alias", r(x.detach().scatter_reduce(1, index, src.detach(), "min", include_self=False)))
print("scatter sum small", r(x.detach().scatter_reduce(0, torch.tensor([[2, 0]], device=device), src.detach(), "sum", include_self=False)))
print("scatter int mean", torch.scatter_reduce(torch.tensor([1, 2], device=device), 0, torch.tensor([0, 0], device=device),
                                               torch.tensor([3, 4], device=device), "mean").tolist())
idx = torch.tensor([2, 0, 2], device=device)
for reduce in ["prod", "mean", "amax", "amin"]:
    for include_self in [True, False]:
        run(f"index {reduce} {include_self}", torch.index_reduce(x, 1, idx, src, reduce, include_self=include_self))
y = torch.zeros(2, 2, device=device)
print("in place", y.index_reduce_(0, torch.tensor([1], device=device), torch.tensor([[3.0, -1.0]], device=device), "amax") is y, y.tolist())

for bad in [
    lambda: torch.scatter_reduce(x, 1, index, src, "foo"),
    lambda: torch.scatter_reduce(x, 1, index + 2, src, "sum"),
    lambda: torch.scatter_reduce(x, 1, index.float(), src, "sum"),
    lambda: torch.scatter_reduce(x, 0, torch.zeros(1, 5, dtype=torch.int64, device=device), src, "sum"),
    lambda: torch.index_reduce(x, 1, idx, src, "sum"),
    lambda: torch.index_reduce(x, 1, idx[:2], src, "amax"),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
