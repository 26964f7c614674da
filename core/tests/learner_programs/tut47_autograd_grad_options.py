# torch.autograd.grad and backward options: allow_unused, materialize_grads, grad_outputs,
# retain_graph, backward(inputs=...), is_grads_batched, and forward-mode products.
import torch

device = "cpu"
torch.manual_seed(0)
x = torch.randn(3, device=device, requires_grad=True)
w = torch.randn(3, device=device, requires_grad=True)
u = torch.randn(3, device=device, requires_grad=True)
y = (x * w).sum()
gx, gu = torch.autograd.grad(y, (x, u), allow_unused=True, retain_graph=True)
print(gx, gu)
gx, gu = torch.autograd.grad(y, (x, u), allow_unused=True, materialize_grads=True, retain_graph=True)
print(gu)
try:
    torch.autograd.grad(y, (x, u), retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
z = x * w
(gz,) = torch.autograd.grad(z, x, grad_outputs=torch.tensor([1.0, 0.0, 2.0], device=device), retain_graph=True)
print(gz, w * torch.tensor([1.0, 0.0, 2.0], device=device))
eye = torch.eye(3, device=device)
(jac,) = torch.autograd.grad(z, x, grad_outputs=eye, is_grads_batched=True, retain_graph=True)
print(jac)
torch.autograd.backward(y, inputs=[w], retain_graph=True)
print(x.grad, w.grad)
torch.autograd.backward([y], inputs=x)
print(x.grad)
try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
x.grad = None
(x ** 2).sum().backward(create_graph=True)
print(x.grad.requires_grad, x.grad.grad_fn is not None)
x.grad.sum().backward()
print(x.grad)

primal = torch.tensor([1.0, 2.0, 3.0], device=device)
tangent = torch.tensor([1.0, 0.0, 0.5], device=device)
t = torch.func.jvp(lambda d: torch.sin(d) * d.exp(), (primal,), (tangent,))[1]
print(t)
expected = (torch.cos(primal) * primal.exp() + torch.sin(primal) * primal.exp()) * tangent
print(torch.allclose(t, expected))
print(torch.autograd.functional.jvp(lambda a: a.pow(3), primal, tangent))
print(torch.autograd.functional.vjp(lambda a: a.pow(3).sum(), primal))
print(torch.autograd.functional.vhp(lambda a: a.pow(3).sum(), primal, tangent))
