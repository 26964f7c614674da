# torch.optim.LBFGS (written in Python, torch/optim/optimizer.py): the closure-driven quasi-Newton
# steps on a small least-squares fit, its history and iteration options, maximize, the state it
# keeps, and closures with the other optimizers. Results are rounded: the loss's reductions may
# sum in another order than PyTorch's.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
A = torch.randn(6, 3, device=device)
y = torch.randn(6, device=device)


def fit(steps, sign=1.0, **kwargs):
    w = nn.Parameter(torch.zeros(3, device=device))
    opt = torch.optim.LBFGS([w], **kwargs)

    def closure():
        opt.zero_grad()
        loss = sign * (((A @ w - y) ** 2).sum() + 0.1 * (w ** 4).sum())
        loss.backward()
        return loss

    for _ in range(steps):
        loss = opt.step(closure)
    state = opt.state[w]
    print(kwargs, round(loss.item(), 4), [round(v, 4) for v in w.tolist()], state["n_iter"],
          state["func_evals"], len(state["old_dirs"]))
    return opt


opt = fit(1, max_iter=3)
print(opt)
print(sorted(opt.state_dict()["state"][0]), opt.state_dict()["param_groups"][0]["params"])
fit(2, max_iter=4, history_size=2)
fit(2, lr=0.5, max_iter=3, max_eval=2)
fit(1, sign=-1.0, max_iter=4, maximize=True)

# A model fitted with LBFGS, then the same closure with Adam and Rprop.
model = nn.Linear(3, 1).to(device)
x = torch.randn(16, 3, device=device)
t = x @ torch.tensor([[1.0], [-2.0], [0.5]], device=device) + torch.randn(16, 1, device=device)
loss_fn = nn.MSELoss()
for opt in (torch.optim.LBFGS(model.parameters(), max_iter=2),
            torch.optim.Adam(model.parameters(), lr=0.1, amsgrad=True),
            torch.optim.Rprop(model.parameters())):
    def closure():
        opt.zero_grad()
        loss = loss_fn(model(x), t)
        loss.backward()
        return loss

    losses = [round(opt.step(closure).item(), 3) for _ in range(3)]
    print(type(opt).__name__, losses, [round(v, 3) for v in model.weight.flatten().tolist()])
try:
    torch.optim.LBFGS([{"params": [model.weight]}, {"params": [model.bias]}])
except ValueError as e:
    print("ValueError:", e)
