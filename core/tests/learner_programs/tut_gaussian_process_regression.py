# Gaussian process regression with tensors (float64): an RBF kernel via torch.cdist, the posterior
# mean and variance with a Cholesky factor and cholesky_solve / solve_triangular, the log
# marginal likelihood, and fitting the lengthscale and noise by gradient descent on it.
import math
import torch

device = "cpu"
torch.manual_seed(2)
dt = torch.float64

X = torch.linspace(0, 6, 15, dtype=dt, device=device).unsqueeze(1)
y = torch.sin(X).squeeze(1) + 0.1 * torch.randn(15, dtype=dt, device=device)
Xs = torch.tensor([[0.5], [2.0], [3.3], [7.0], [9.0]], dtype=dt, device=device)


def rbf(a, b, lengthscale, variance):
    d2 = torch.cdist(a, b) ** 2
    return variance * torch.exp(-0.5 * d2 / lengthscale ** 2)


def posterior(lengthscale, variance, noise):
    K = rbf(X, X, lengthscale, variance) + noise * torch.eye(len(X), dtype=dt, device=device)
    L = torch.linalg.cholesky(K)
    alpha = torch.cholesky_solve(y.unsqueeze(1), L)
    Ks = rbf(Xs, X, lengthscale, variance)
    mean = (Ks @ alpha).squeeze(1)
    v = torch.linalg.solve_triangular(L, Ks.T, upper=False)
    var = variance - (v ** 2).sum(0)
    return mean, var, L, alpha


def log_marginal(lengthscale, variance, noise):
    K = rbf(X, X, lengthscale, variance) + noise * torch.eye(len(X), dtype=dt, device=device)
    L = torch.linalg.cholesky(K)
    alpha = torch.cholesky_solve(y.unsqueeze(1), L)
    return (-0.5 * (y.unsqueeze(1) * alpha).sum() - torch.log(torch.diagonal(L)).sum()
            - 0.5 * len(X) * math.log(2 * math.pi))


mean, var, L, alpha = posterior(1.0, 1.0, 0.01)
print("posterior mean:", [f"{v:.4f}" for v in mean.tolist()])
print("posterior std: ", [f"{v:.4f}" for v in var.clamp(min=0).sqrt().tolist()])
print("true sin:      ", [f"{v:.4f}" for v in torch.sin(Xs).squeeze(1).tolist()])
print("far from data the std returns to the prior:", var[-1].item() > 0.99)
K = rbf(X, X, 1.0, 1.0) + 0.01 * torch.eye(15, dtype=dt, device=device)
print("cholesky_solve == solve:", torch.allclose(alpha.squeeze(1), torch.linalg.solve(K, y)))
print("log det via cholesky == logdet:", torch.isclose(2 * torch.log(torch.diagonal(L)).sum(), torch.logdet(K)).item())
print(f"log marginal likelihood at start: {log_marginal(1.0, 1.0, 0.01).item():.4f}")

raw = torch.tensor([0.0, 0.0, math.log(0.1)], dtype=dt, device=device, requires_grad=True)
opt = torch.optim.Adam([raw], lr=0.05)
for step in range(150):
    ls, var_, noise = raw.exp().unbind()
    loss = -log_marginal(ls, var_, noise)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 50 == 49:
        print(f"step {step + 1}: -log p(y) {loss.item():.4f}")
ls, var_, noise = raw.detach().exp().tolist()
print(f"fitted lengthscale {ls:.3f} variance {var_:.3f} noise {noise:.4f}")
mean, var, _, _ = posterior(ls, var_, noise)
print("fitted mean:", [f"{v:.3f}" for v in mean.tolist()])
