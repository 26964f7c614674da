# Comparing the less common optimizers on the same tiny regression: Adagrad, Adadelta, Adamax,
# NAdam, RAdam, ASGD, Rprop, and SGD with nesterov/dampening, printing losses and state keys.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

X = torch.randn(32, 4, device=device)
true_w = torch.tensor([[1.5], [-2.0], [0.5], [3.0]], device=device)
y = X @ true_w + 0.1 * torch.randn(32, 1, device=device)


def make_model():
    torch.manual_seed(1)
    return nn.Linear(4, 1).to(device)


optimizers = {
    "Adagrad": lambda p: torch.optim.Adagrad(p, lr=0.3, lr_decay=0.01, initial_accumulator_value=0.1),
    "Adadelta": lambda p: torch.optim.Adadelta(p, lr=1.0, rho=0.9),
    "Adamax": lambda p: torch.optim.Adamax(p, lr=0.1),
    "NAdam": lambda p: torch.optim.NAdam(p, lr=0.05, momentum_decay=0.004),
    "RAdam": lambda p: torch.optim.RAdam(p, lr=0.1),
    "ASGD": lambda p: torch.optim.ASGD(p, lr=0.05, t0=5),
    "Rprop": lambda p: torch.optim.Rprop(p, lr=0.01, etas=(0.4, 1.3), step_sizes=(1e-5, 1.0)),
    "SGD-nesterov": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, nesterov=True),
    "SGD-dampening": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, dampening=0.5, weight_decay=1e-3),
    "AdamW-amsgrad": lambda p: torch.optim.AdamW(p, lr=0.05, amsgrad=True, weight_decay=0.1),
    "RMSprop-centered": lambda p: torch.optim.RMSprop(p, lr=0.01, centered=True, momentum=0.5),
}

loss_fn = nn.MSELoss()
for name, make_opt in optimizers.items():
    model = make_model()
    opt = make_opt(model.parameters())
    losses = []
    for step in range(30):
        opt.zero_grad()
        loss = loss_fn(model(X), y)
        loss.backward()
        opt.step()
        if step % 10 == 9:
            losses.append(round(loss.item(), 4))
    state = opt.state[model.weight]
    keys = sorted(state.keys())
    print(f"{name:18s}", losses, keys)
    print("   w:", [round(v, 3) for v in model.weight.detach().flatten().tolist()])

opt = torch.optim.Adagrad(make_model().parameters(), lr=0.1)
print(opt)
print(torch.optim.NAdam(make_model().parameters(), decoupled_weight_decay=True, weight_decay=0.01))
