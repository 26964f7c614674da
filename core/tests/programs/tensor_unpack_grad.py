# Unpacking and listing a tensor that requires grad: its rows are in the graph (UnbindBackward0).
import torch

device = "cpu"
p = torch.tensor([1., 2.], device=device, requires_grad=True)
a, b = p
(a * b).backward()
print(p.grad)
q = torch.tensor([[1., 2.], [3., 4.]], device=device, requires_grad=True)
rows = list(q)
s = sum(r.sum() for r in q) + sum(q)[0]
s.backward()
print(q.grad, rows)
x, *rest = q
print(x, rest)
print(tuple(torch.ones(2, device=device)), list(torch.arange(3, device=device)))
print(dict(zip(["a", "b"], p)))
h, w = q.shape
print(h, w)
