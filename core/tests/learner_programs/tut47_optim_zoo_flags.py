# Every optimizer on the same tiny regression with less common flags (amsgrad, maximize, nesterov,
# decoupled weight decay, foreach) and a peek into optimizer state.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
X = torch.randn(16, 3, device=device)
y = X @ torch.tensor([1.0, -2.0, 0.5], device=device) + 0.3


def run(make, steps=5):
    torch.manual_seed(1)
    m = nn.Linear(3, 1).to(device)
    opt = make(m.parameters())
    for _ in range(steps):
        opt.zero_grad()
        loss = ((m(X).squeeze(1) - y) ** 2).mean()
        loss.backward()
        opt.step()
    return m, opt, loss.item()


configs = {
    "sgd_nesterov": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, nesterov=True, weight_decay=1e-3),
    "sgd_dampening": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.5, dampening=0.3),
    "adam_amsgrad": lambda p: torch.optim.Adam(p, lr=0.05, amsgrad=True),
    "adamw": lambda p: torch.optim.AdamW(p, lr=0.05, weight_decay=0.1),
    "adamax": lambda p: torch.optim.Adamax(p, lr=0.05),
    "nadam": lambda p: torch.optim.NAdam(p, lr=0.05, momentum_decay=0.004),
    "nadam_decoupled": lambda p: torch.optim.NAdam(p, lr=0.05, weight_decay=0.01, decoupled_weight_decay=True),
    "radam": lambda p: torch.optim.RAdam(p, lr=0.05),
    "radam_decoupled": lambda p: torch.optim.RAdam(p, lr=0.05, weight_decay=0.01, decoupled_weight_decay=True),
    "adagrad": lambda p: torch.optim.Adagrad(p, lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1),
    "adadelta": lambda p: torch.optim.Adadelta(p, lr=1.0, rho=0.8),
    "rmsprop_centered": lambda p: torch.optim.RMSprop(p, lr=0.01, centered=True, momentum=0.5),
    "rprop": lambda p: torch.optim.Rprop(p, lr=0.01, etas=(0.4, 1.3), step_sizes=(1e-5, 1.0)),
    "asgd": lambda p: torch.optim.ASGD(p, lr=0.05, t0=2),
    "adam_maximize": lambda p: torch.optim.Adam(p, lr=0.01, maximize=True),
    "sgd_foreach": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, foreach=True),
}
for name, make in configs.items():
    m, opt, loss = run(make)
    st = opt.state[m.weight]
    keys = sorted(st.keys())
    print(f"{name:18s} loss={loss:.4f} w={[round(v, 4) for v in m.weight.view(-1).tolist()]} state={keys}")

m, opt, _ = run(configs["adam_amsgrad"])
sd = opt.state_dict()
print(sd["param_groups"][0]["amsgrad"], sorted(sd["param_groups"][0].keys()))
print(sd["state"][0]["step"], sd["state"][0]["max_exp_avg_sq"].shape)
