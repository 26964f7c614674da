# Flattening parameters for optimizers written by hand: parameters_to_vector/vector_to_parameters,
# a finite-difference gradient check through the vector, a line search along the negative gradient,
# and torch.func.functional_call to evaluate a model at other weights.
import torch
import torch.nn as nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters
from torch.func import functional_call

device = "cpu"
torch.manual_seed(37)
model = nn.Sequential(nn.Linear(2, 3), nn.Tanh(), nn.Linear(3, 1)).to(device)
x = torch.randn(12, 2, device=device)
y = torch.sin(x[:, :1]) + x[:, 1:]
vec = parameters_to_vector(model.parameters())
print(tuple(vec.shape), vec.requires_grad, sum(p.numel() for p in model.parameters()))


def loss_at(v):
    vector_to_parameters(v, model.parameters())
    return nn.functional.mse_loss(model(x), y)


with torch.no_grad():
    base = loss_at(vec.detach().clone()).item()
model.zero_grad()
vector_to_parameters(vec.detach().clone(), model.parameters())
nn.functional.mse_loss(model(x), y).backward()
grad = parameters_to_vector([p.grad for p in model.parameters()])
eps = 1e-3
fd = []
with torch.no_grad():
    for i in [0, 5, 9, 12]:
        e = torch.zeros_like(vec)
        e[i] = eps
        fd.append((loss_at(vec.detach() + e).item() - loss_at(vec.detach() - e).item()) / (2 * eps))
print([round(v, 3) for v in fd], [round(grad[i].item(), 3) for i in [0, 5, 9, 12]])

w0 = vec.detach().clone()
with torch.no_grad():
    for step_size in [1.0, 0.5, 0.25, 0.125]:
        l = loss_at(w0 - step_size * grad).item()
        print(step_size, round(l, 4), l < base)
        if l < base:
            break
print(torch.equal(model[0].weight.flatten(), (w0 - step_size * grad)[:6]))

params = {k: v.detach() for k, v in model.named_parameters()}
zeroed = {k: torch.zeros_like(v) for k, v in params.items()}
print(functional_call(model, zeroed, (x[:2],)).tolist())
print(torch.allclose(functional_call(model, params, (x,)), model(x)))
try:
    vector_to_parameters(torch.zeros(3, device=device), model.parameters())
except (RuntimeError, ValueError) as e:
    print(type(e).__name__)
try:
    parameters_to_vector(model[0].weight)
except TypeError as e:
    print("TypeError:", e)
