# torch.autograd.grad in depth: grad_outputs for non-scalar outputs, create_graph for second
# derivatives (a Hessian-vector product by hand), allow_unused and materialize_grads, retain_graph,
# gradients w.r.t. intermediate tensors, accumulation across backward calls, and torch.no_grad /
# set_grad_enabled / inference_mode / enable_grad nesting.
import torch

device = "cpu"
torch.manual_seed(0)
x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x ** 3
(g,) = torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y), create_graph=True)
print(g, g.requires_grad, g.grad_fn is not None)
(g2,) = torch.autograd.grad(g.sum(), x)
print(g2)
w = torch.randn(3, device=device, requires_grad=True)
loss = (w * x).pow(2).sum()
gw, gx = torch.autograd.grad(loss, (w, x), create_graph=True)
v = torch.tensor([1.0, 0.0, -1.0], device=device)
(hvp,) = torch.autograd.grad(gw, w, grad_outputs=v, retain_graph=True)
print([round(t, 4) for t in hvp.tolist()], [round(t, 4) for t in (2 * x * x * v).tolist()])
unused = torch.randn(2, device=device, requires_grad=True)
gs = torch.autograd.grad((x * 2).sum(), [x, unused], allow_unused=True)
print(gs[0], gs[1])
gs = torch.autograd.grad((x * 2).sum(), [x, unused], allow_unused=True, materialize_grads=True)
print(gs[1])
try:
    torch.autograd.grad((x * 2).sum(), [x, unused])
except RuntimeError as e:
    print("RuntimeError:", e)
h = x * 2
out = (h ** 2).sum()
gh, gx = torch.autograd.grad(out, [h, x], retain_graph=True)
print(gh, gx)
out.backward()
print(x.grad)
out2 = (x * 10).sum()
out2.backward()
print(x.grad)
x.grad.zero_()
vec_out = x * torch.tensor([1.0, 2.0, 3.0], device=device)
vec_out.backward(torch.tensor([1.0, 0.1, 0.01], device=device))
print(x.grad)
with torch.no_grad():
    a = x * 2
    with torch.enable_grad():
        b = x * 2
print(a.requires_grad, b.requires_grad)
with torch.set_grad_enabled(False):
    c = x + 1
print(c.requires_grad, torch.is_grad_enabled())
torch.set_grad_enabled(False)
d = x + 1
torch.set_grad_enabled(True)
print(d.requires_grad, (x + 1).requires_grad)
with torch.inference_mode():
    e = x * 3
print(e.requires_grad, torch.is_inference_mode_enabled())


@torch.no_grad()
def predict(t):
    return t * 5


print(predict(x).requires_grad, torch.inference_mode()(lambda t: t + 1)(x).requires_grad)
z = torch.randn(2, 2, device=device, requires_grad=True)
jac = torch.autograd.functional.jacobian(lambda t: t.exp().sum(0), z)
print(jac.shape, torch.allclose(jac[0, 0, 0], z[0, 0].exp()))
hess = torch.autograd.functional.hessian(lambda t: (t ** 3).sum(), torch.tensor([1.0, 2.0], device=device))
print(hess)
p = torch.tensor(2.0, device=device, requires_grad=True)
f = p ** 4
(d1,) = torch.autograd.grad(f, p, create_graph=True)
(d2,) = torch.autograd.grad(d1, p, create_graph=True)
(d3,) = torch.autograd.grad(d2, p)
print(d1.item(), d2.item(), d3.item())
print(x.detach().requires_grad, x.data.requires_grad, x.clone().requires_grad, x.clone().is_leaf)
