# Gradient-free training with evolution strategies, using torch.nn.utils.parameters_to_vector and
# vector_to_parameters: a flat view of all weights, antithetic Gaussian perturbations from a
# seeded Generator, fitness-weighted updates, compared with the true gradient direction.
import torch
import torch.nn as nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters

device = "cpu"
torch.manual_seed(1)

model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
theta = parameters_to_vector(model.parameters()).detach()
print("flat parameter vector:", tuple(theta.shape), "== parameter count", sum(p.numel() for p in model.parameters()))
vector_to_parameters(theta * 0 + 1, model.parameters())
print("after vector_to_parameters(ones): first bias", model[0].bias[:3].tolist())
vector_to_parameters(theta, model.parameters())
print("restored:", torch.equal(parameters_to_vector(model.parameters()), theta))

X = torch.rand(128, 2, device=device) * 2 - 1
y = (X[:, :1] * X[:, 1:]).to(device)


def loss_at(vec):
    vector_to_parameters(vec, model.parameters())
    with torch.no_grad():
        return nn.functional.mse_loss(model(X), y).item()


def true_grad(vec):
    vector_to_parameters(vec, model.parameters())
    model.zero_grad()
    nn.functional.mse_loss(model(X), y).backward()
    return parameters_to_vector([p.grad for p in model.parameters()])


g = torch.Generator(device="cpu").manual_seed(0)
sigma, lr, pop = 0.05, 0.05, 32
print(f"initial loss {loss_at(theta):.5f}")
for it in range(60):
    eps = torch.randn(pop, theta.numel(), generator=g).to(device)
    f_pos = torch.tensor([loss_at(theta + sigma * e) for e in eps], device=device)
    f_neg = torch.tensor([loss_at(theta - sigma * e) for e in eps], device=device)
    grad_est = ((f_pos - f_neg).unsqueeze(1) * eps).mean(0) / (2 * sigma)
    if it in (0, 59):
        tg = true_grad(theta)
        cos = torch.nn.functional.cosine_similarity(grad_est, tg, dim=0).item()
        print(f"iter {it}: cosine(ES estimate, true gradient) {cos:.3f}")
    theta = theta - lr * grad_est
    if it % 20 == 19:
        print(f"iter {it + 1}: loss {loss_at(theta):.5f}")

vector_to_parameters(theta, model.parameters())
with torch.no_grad():
    print("predictions at corners:", [round(v, 3) for v in model(torch.tensor([[1.0, 1.0], [1.0, -1.0], [-1.0, -1.0]], device=device)).squeeze(1).tolist()])
try:
    vector_to_parameters(theta[:-1], model.parameters())
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
