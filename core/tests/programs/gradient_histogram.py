# torch.gradient (unit, scalar and coordinate spacing, edge_order 1 and 2, gradients) and torch.histogram.
import torch

device = "cpu"
x = torch.tensor([[1.0, 4.0, 9.0, 16.0, 25.0], [2.0, -1.0, 0.5, 3.0, 8.0], [0.0, 1.0, 0.0, -2.0, 4.0]], device=device)
x.requires_grad_(True)


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


def run(name, **kw):
    x.grad = None
    outs = torch.gradient(x, **kw)
    sum((o * torch.arange(float(o.numel()), device=device).reshape(o.shape)).sum() for o in outs).backward()
    print(name, [r(o) for o in outs], "grad", r(x.grad))


run("default")
run("scalar", spacing=2.0)
run("edge2", edge_order=2)
run("per dim", spacing=[0.5, 2.5], edge_order=2)
run("dim", dim=1, spacing=4)
run("dims", dim=(-1, 0), spacing=[1.0, 2.0])
run("coords", spacing=[torch.tensor([0.0, 1.0, 3.0], device=device), torch.tensor([0.0, 0.5, 1.0, 2.0, 4.0], device=device)])
run("coords edge2", dim=(1,), edge_order=2, spacing=(torch.tensor([1.0, 2.0, 4.0, 5.0, 8.0], device=device),))
print("int", [r(o) for o in torch.gradient(torch.tensor([1, 4, 9, 16], device=device))])
print("0-d spacing", [r(o) for o in torch.gradient(x.detach()[0], spacing=torch.tensor(2.0, device=device))])
for bad in [
    lambda: torch.gradient(x, spacing=[1.0]),
    lambda: torch.gradient(x, dim=(0, 1), spacing=[1.0]),
    lambda: torch.gradient(x, dim=(0, -2)),
    lambda: torch.gradient(x, edge_order=3),
    lambda: torch.gradient(x[:, :2], edge_order=2),
    lambda: torch.gradient(x, dim=0, spacing=[torch.ones(3, 1, device=device)]),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

d = torch.tensor([0.5, 1.5, 1.5, 2.25, 3.0, 4.75, 2.0, 0.0], device=device)
wt = torch.tensor([1.0, 2.0, 0.5, 1.0, 3.0, 1.0, 2.0, 4.0], device=device)
for kw in [dict(bins=4), dict(bins=3, range=(1.0, 3.0)), dict(bins=2, weight=wt), dict(bins=4, density=True),
           dict(bins=torch.tensor([0.0, 1.0, 2.5, 3.0], device=device)),
           dict(bins=torch.tensor([0.0, 1.0, 2.5, 3.0], device=device), weight=wt, density=True)]:
    h, edges = torch.histogram(d, **kw)
    print("histogram", {k: (v.tolist() if torch.is_tensor(v) else v) for k, v in kw.items() if k != "weight"}, r(h), r(edges))
out = torch.histogram(torch.tensor([[3.0]], device=device), 1)
print("single", out.hist.tolist(), out.bin_edges.tolist(), out[0].dtype, len(out))
print("empty", [r(t) for t in torch.histogram(torch.zeros(0, device=device), 2)])
for bad in [
    lambda: torch.histogram(d, 0),
    lambda: torch.histogram(d, 3, range=(3.0, 1.0)),
    lambda: torch.histogram(torch.tensor([1.0, float("inf")], device=device), 3),
    lambda: torch.histogram(torch.tensor([1, 2], device=device), 3),
    lambda: torch.histogram(d, 2, weight=torch.ones(3, device=device)),
    lambda: torch.histogram(d, torch.tensor([[1.0, 2.0]], device=device)),
    lambda: torch.histogram(d, torch.tensor([1.0], device=device)),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
