# `t.data = t.t()` and friends: a tensor rebound to a view of its own storage takes the view's
# values (PyTorch's keeps the storage and takes the view's layout).
import torch

device = "cpu"
q = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)
q.data = q.t()
print(q.tolist())
p = torch.nn.Parameter(torch.arange(9.0, device=device).view(3, 3))
p.data = p.data.t()
print(p.tolist(), p.requires_grad)
r = torch.arange(4.0, device=device).view(2, 2)
r.data = r.flip(0)
print(r.tolist())
w = torch.arange(6.0, device=device).view(2, 3)
w.data = w.data
print(w.tolist())
lin = torch.nn.Linear(2, 2, bias=False).to(device)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
lin.weight.data = lin.weight.data.t()
print(lin(torch.tensor([[1.0, 0.0]], device=device)).tolist())
