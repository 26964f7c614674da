# In-place operations and views: writes through views reach the base, _version counters, views
# from slicing vs copies from advanced indexing, detach() sharing storage, in-place on a leaf that
# requires grad, in-place on a tensor saved for backward (the error text), and clone() as the fix.
import torch

device = "cpu"
torch.manual_seed(137)

base = torch.zeros(3, 4, device=device)
row = base[1]
row += 5
col = base[:, 2]
col.mul_(2).add_(1)
print(base)
print(base._version, row._version, col._version)
fancy = base[[0, 2]]
fancy.fill_(-1)
print(base[0], fancy[0])
t = base.t()
t[0, 0] = 42
print(base[0, 0], t.is_contiguous(), base.data_ptr() == t.data_ptr())
d = base.detach()
d[2, 3] = 7
print(base[2, 3])
flat = base.view(-1)
flat[:2] = torch.tensor([1.0, 2.0], device=device)
print(base[0, :3])
r = base.reshape(12)
r[11] = 99
print(base[2, 3])
u = base.unsqueeze(0)
u[0, 2, 2] = 8
print(base[2])
e = torch.ones(1, 3, device=device).expand(2, 3)
try:
    e.add_(1)
except RuntimeError as err:
    print("RuntimeError:", str(err).split("\n")[0])
w = torch.ones(3, device=device, requires_grad=True)
try:
    w.add_(1)
except RuntimeError as err:
    print("RuntimeError:", err)
with torch.no_grad():
    w.mul_(3)
print(w, w.is_leaf, w.grad_fn)
a = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
b = a.exp()
b.add_(1)
try:
    b.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", str(err)[:200])
a2 = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
s = a2.sigmoid()
s2 = s.clone()
s2.mul_(2)
(s * s2).sum().backward()
print(a2.grad.round(decimals=4))
a3 = torch.tensor([1.0, -2.0, 3.0], device=device, requires_grad=True)
y = a3 * 2
y[1] = 0.0
y.relu_()
y.sum().backward()
print(y, y.grad_fn.name(), a3.grad)
z = torch.arange(6.0, device=device)
z[z > 2] *= 10
z.clamp_(max=35).sub_(torch.tensor(1.0, device=device))
print(z)
q = torch.zeros(2, 2, device=device)
q.copy_(torch.tensor([[1, 2], [3, 4]], device=device))
q.masked_fill_(q > 2, 0).addcmul_(q, q, value=0.5)
print(q, q.dtype)
v = torch.arange(4.0, device=device)
vv = v[::2]
vv.zero_()
print(v, vv.stride())
