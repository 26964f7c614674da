# In-place ops and autograd: the version counter, an in-place op on a leaf that requires grad,
# in-place ops on non-leaf tensors that autograd allows, views sharing storage, out= ops.
import torch

device = "cpu"
torch.manual_seed(11)

x = torch.randn(3, requires_grad=True, device=device)
try:
    x.add_(1)
except RuntimeError as e:
    print("leaf in-place:", "leaf Variable" in str(e))

y = x * 2
print("version", y._version)
y.add_(1)
y.mul_(3)
print("version", y._version)
y.sum().backward()
print("grad", x.grad.tolist())

a = torch.randn(3, requires_grad=True, device=device)
s = a * a
s.mul_(2)
s.sum().backward()
print("in-place after mul", [round(v, 4) for v in a.grad.tolist()])

b = torch.randn(4, requires_grad=True, device=device)
h = b * 1.0
h[1:3] = 0.0
h.relu_()
h.sum().backward()
print("slice assign grad", b.grad.tolist())

t = torch.arange(6.0).to(device)
v = t.view(2, 3)
v[0, 0] = 100
t.clamp_(max=50)
print(t.tolist(), v.tolist())
out = torch.empty(3).to(device)
torch.add(torch.ones(3).to(device), 2, out=out)
print("out=", out.tolist())
q = torch.ones(2, 2).to(device)
q = q.fill_diagonal_(5).t()
print(q.tolist())
r = torch.tensor([1.0, -2.0, 3.0]).to(device)
r.abs_().sqrt_().neg_()
print([round(v, 4) for v in r.tolist()])
u = torch.zeros(2, 3).to(device)
u.index_fill_(1, torch.tensor([0, 2]).to(device), -1.0).masked_fill_(u == 0, 7.0)
print(u.tolist())
