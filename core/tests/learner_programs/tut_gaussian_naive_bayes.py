# Gaussian naive Bayes and a perceptron written with tensors: per-class means/variances by masking,
# log-priors, log-likelihoods summed over features with broadcasting, predictions by argmax of the
# joint log-probability, and the classic perceptron update loop on the same data.
import math
import torch

device = "cpu"
torch.manual_seed(17)

n_per = 40
means = torch.tensor([[0.0, 0.0], [3.0, 1.0], [0.5, 3.5]])
X = torch.cat([m + torch.randn(n_per, 2) * torch.tensor([1.0, 0.6]) for m in means]).to(device)
y = torch.arange(3).repeat_interleave(n_per).to(device)
perm = torch.randperm(len(y))
X, y = X[perm], y[perm]
Xtr, ytr, Xte, yte = X[:90], y[:90], X[90:], y[90:]


def fit_gnb(X, y, k):
    mu = torch.stack([X[y == c].mean(0) for c in range(k)])
    var = torch.stack([X[y == c].var(0, unbiased=False) for c in range(k)]) + 1e-9
    prior = torch.bincount(y, minlength=k).float() / len(y)
    return mu, var, prior.log()


def predict_gnb(X, mu, var, log_prior):
    ll = -0.5 * (torch.log(2 * math.pi * var)[None] + (X[:, None, :] - mu[None]) ** 2 / var[None]).sum(-1)
    joint = ll + log_prior
    return joint.argmax(1), joint - torch.logsumexp(joint, 1, keepdim=True)


mu, var, log_prior = fit_gnb(Xtr, ytr, 3)
print("means", mu.round(decimals=3))
print("vars", var.round(decimals=3))
print("log priors", log_prior.round(decimals=4))
pred, log_post = predict_gnb(Xte, mu, var, log_prior)
print("test accuracy", round((pred == yte).float().mean().item(), 4))
print("posteriors sum to 1:", torch.allclose(log_post.exp().sum(1), torch.ones(len(yte), device=device)))
print("first posteriors", log_post[:3].exp().round(decimals=3))

# Binary perceptron: class 1 vs the rest.
t = torch.where(ytr == 1, 1.0, -1.0)
w = torch.zeros(2, device=device)
b = torch.zeros((), device=device)
for epoch in range(10):
    mistakes = 0
    for xi, ti in zip(Xtr, t):
        if ti * (xi @ w + b) <= 0:
            w += ti * xi
            b += ti
            mistakes += 1
    print(f"epoch {epoch} mistakes {mistakes}")
    if mistakes == 0:
        break
score = torch.where(Xte @ w + b > 0, 1.0, -1.0)
print("perceptron acc", round((score == torch.where(yte == 1, 1.0, -1.0)).float().mean().item(), 4))
print("w", w.round(decimals=3), "b", round(b.item(), 3))
