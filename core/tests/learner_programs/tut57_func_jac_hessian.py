# "Jacobians, Hessians, hvp, vhp, and more: composing function transforms": jacobians of
# predict() by a vjp loop, by vmap(vjp), by jacrev/jacfwd (argnums), batched jacobians with the
# sum trick and vmap(jacrev), hessians via jacfwd(jacrev) and hessian(), and hvp via jvp(grad).
import torch
import torch.nn.functional as F
from functools import partial
from torch.func import vmap, vjp, jacrev, jacfwd, hessian, grad, jvp

device = "cpu"
torch.manual_seed(0)


def predict(weight, bias, x):
    return F.linear(x, weight, bias).tanh()


D = 4
weight = torch.randn(D, D, device=device)
bias = torch.randn(D, device=device)
x = torch.randn(D, device=device)
xp = x.clone().requires_grad_()
unit_vectors = torch.eye(D, device=device)


def compute_jac(xp):
    jacobian_rows = [torch.autograd.grad(predict(weight, bias, xp), xp, vec)[0]
                     for vec in unit_vectors]
    return torch.stack(jacobian_rows)


jacobian = compute_jac(xp)
print(jacobian.shape)
print(jacobian[0])

_, vjp_fn = vjp(partial(predict, weight, bias), x)
ft_jacobian, = vmap(vjp_fn)(unit_vectors)
assert torch.allclose(ft_jacobian, jacobian)
print(torch.allclose(ft_jacobian, jacobian))

ft_jacobian = jacrev(predict, argnums=2)(weight, bias, x)
print(torch.allclose(ft_jacobian, jacobian, atol=1e-6))
ft_jac_weight, ft_jac_bias = jacrev(predict, argnums=(0, 1))(weight, bias, x)
print(ft_jac_weight.shape, ft_jac_bias.shape)
print(ft_jac_bias)
fwd = jacfwd(predict, argnums=2)(weight, bias, x)
print(torch.allclose(fwd, jacobian, atol=1e-6))

batch_size = 3
Dout = 5
weight = torch.randn(Dout, D, device=device)
bias = torch.randn(Dout, device=device)
x = torch.randn(batch_size, D, device=device)
compute_batch_jacobian = vmap(jacrev(predict, argnums=2), in_dims=(None, None, 0))
batch_jacobian0 = compute_batch_jacobian(weight, bias, x)
print(batch_jacobian0.shape)


def predict_with_output_summed(weight, bias, x):
    return predict(weight, bias, x).sum(0)


batch_jacobian1 = jacrev(predict_with_output_summed, argnums=2)(weight, bias, x).movedim(1, 0)
print(batch_jacobian1.shape, torch.allclose(batch_jacobian0, batch_jacobian1, atol=1e-6))
print(batch_jacobian0[1, 2])

Din = 4
Dout = 3
weight = torch.randn(Dout, Din, device=device)
bias = torch.randn(Dout, device=device)
x = torch.randn(Din, device=device)
hess_api = hessian(predict, argnums=2)(weight, bias, x)
hess_fwdrev = jacfwd(jacrev(predict, argnums=2), argnums=2)(weight, bias, x)
print(hess_api.shape, torch.allclose(hess_api, hess_fwdrev, atol=1e-4))
print(hess_api[0].round(decimals=4))


def f(x):
    return x.sin().sum()


def hvp(f, primals, tangents):
    return jvp(grad(f), primals, tangents)[1]


x = torch.randn(5, device=device)
tangent = torch.randn(5, device=device)
result = hvp(f, (x,), (tangent,))
print(result.round(decimals=4))
print(torch.allclose(result, -x.sin() * tangent, atol=1e-4))
print(grad(f)(x).round(decimals=4))
print(torch.allclose(grad(grad(lambda t: t.sin()))(torch.tensor(0.5)), -torch.tensor(0.5).sin(), atol=1e-4))
