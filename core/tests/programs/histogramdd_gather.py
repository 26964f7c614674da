# torch.histogramdd (int, per-dim and tensor bins, range, weights, density, errors) and gather's
# 0-d and empty-index cases.
import torch

device = "cpu"

x = torch.tensor([[0.0, 1.0], [0.5, 2.0], [1.0, 1.5], [0.25, 0.0], [2.0, 3.0], [0.75, 1.0]], device=device)
h = torch.histogramdd(x, bins=[2, 3])
print(h.hist, h.bin_edges)
h = torch.histogramdd(x, bins=2, range=[0.0, 1.0, 0.0, 2.0], density=True)
print(h.hist, h.bin_edges)
w = torch.tensor([1.0, 2.0, 0.5, 1.0, 3.0, -1.0], device=device)
edges = [torch.tensor([0.0, 0.5, 1.0], device=device), torch.tensor([0.0, 1.0, 2.0, 3.0], device=device)]
h = torch.histogramdd(x, bins=edges, weight=w)
print(h)
print(torch.histogramdd(x.reshape(2, 3, 2), bins=(1, 2)).hist)
print(torch.histogramdd(torch.ones(3, 1, device=device), bins=2))
for f in (lambda: torch.histogramdd(x, bins=[2, 2, 2]), lambda: torch.histogramdd(torch.ones(3, device=device), bins=2),
          lambda: torch.histogramdd(x, bins=2, weight=torch.ones(5, device=device)), lambda: torch.histogramdd(x, bins=2, range=[0.0, 1.0])):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

s = torch.tensor(2.5, device=device, requires_grad=True)
y = torch.gather(s, 0, torch.tensor([0, 0], device=device))
print(y)
y.sum().backward()
print(s.grad)
print(torch.gather(torch.tensor([1.0, 2.0, 3.0], device=device), 0, torch.tensor(2, device=device)))
v = torch.ones(5, device=device, requires_grad=True)
e = torch.gather(v, 0, torch.zeros(2, 0, dtype=torch.long, device=device))
print(e)
e.sum().backward()
print(v.grad)
for f in (lambda: torch.gather(s, 0, torch.tensor([1], device=device)),
          lambda: torch.gather(torch.ones(2, 2, device=device), 0, torch.tensor(0, device=device))):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
