# torch.optim.LBFGS with a closure: logistic regression fit in a handful of iterations, the
# closure being called several times per step (counted), the same problem with SGD, and a damped
# sine's parameters fit with a smaller lr, then with line_search_fn="strong_wolfe".
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(6)

X = torch.randn(200, 3, dtype=torch.float64)
true_w = torch.tensor([1.5, -2.0, 0.5], dtype=torch.float64)
y = (torch.sigmoid(X @ true_w + 0.3) > torch.rand(200, dtype=torch.float64)).double()
X, y = X.to(device), y.to(device)

model = nn.Linear(3, 1).double().to(device)
loss_fn = nn.BCEWithLogitsLoss()
opt = torch.optim.LBFGS(model.parameters(), lr=1, max_iter=20, history_size=10)
calls = 0


def closure():
    global calls
    calls += 1
    opt.zero_grad()
    loss = loss_fn(model(X).squeeze(1), y)
    loss.backward()
    return loss


for step in range(3):
    loss = opt.step(closure)
    print(f"step {step + 1}: loss {loss.item():.6f} closure calls so far {calls}")
print("weights:", [round(v, 3) for v in model.weight.squeeze().tolist()], "bias:", round(model.bias.item(), 3))
state = opt.state[opt._params[0]]
print("state keys:", sorted(k for k in state.keys() if k in ("func_evals", "n_iter")))
print("func_evals:", state["func_evals"], "n_iter:", state["n_iter"])

sgd_model = nn.Linear(3, 1).double().to(device)
sgd = torch.optim.SGD(sgd_model.parameters(), lr=0.5)
for it in range(60):
    l = loss_fn(sgd_model(X).squeeze(1), y)
    sgd.zero_grad()
    l.backward()
    sgd.step()
print(f"SGD after 60 steps: {l.item():.6f}")

t = torch.linspace(0, 4, 80, dtype=torch.float64, device=device)
signal = 2.0 * torch.exp(-0.5 * t) * torch.sin(3.0 * t + 0.2)
params = torch.tensor([1.0, 0.3, 2.8, 0.0], dtype=torch.float64, device=device, requires_grad=True)
opt = torch.optim.LBFGS([params], lr=0.5, max_iter=50, tolerance_grad=1e-10, tolerance_change=1e-12)


def fit_closure():
    opt.zero_grad()
    a, k, w, phi = params[0], params[1], params[2], params[3]
    pred = a * torch.exp(-k * t) * torch.sin(w * t + phi)
    loss = ((pred - signal) ** 2).mean()
    loss.backward()
    return loss


for step in range(4):
    loss = opt.step(fit_closure)
    print(f"fit step {step + 1}: loss {loss.item():.3e}" if loss.item() > 1e-9 else f"fit step {step + 1}: loss < 1e-9")
print("fitted [A, k, w, phi]:", [round(v, 4) for v in params.tolist()])
print(f"period from w: {2 * math.pi / params[2].item():.4f}")

# The same fit with the strong Wolfe line search: a unit step, far fewer closure calls.
params = torch.tensor([1.0, 0.3, 2.8, 0.0], dtype=torch.float64, device=device, requires_grad=True)
opt = torch.optim.LBFGS([params], lr=1, max_iter=50, line_search_fn="strong_wolfe", tolerance_grad=1e-10, tolerance_change=1e-12)
loss = opt.step(fit_closure)
print(f"strong_wolfe: first loss {loss.item():.4f}, closure calls {opt.state[params]['func_evals']}, iterations {opt.state[params]['n_iter']}")
print("fitted [A, k, w, phi]:", [round(v, 4) for v in params.tolist()])
print(f"final loss below 1e-9: {fit_closure().item() < 1e-9}")
