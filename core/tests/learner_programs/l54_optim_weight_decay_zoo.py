# Optimizers with their less common options on the same quadratic problem: Adagrad with lr_decay,
# weight_decay and initial_accumulator_value; RMSprop centered with momentum; Adam with
# weight_decay vs AdamW; NAdam with momentum_decay; RAdam decoupled; Adamax; Rprop; ASGD; SGD with
# dampening.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(41)

target = torch.tensor([1.0, -2.0, 0.5], device=device)
init = torch.tensor([0.3, 0.7, -1.2], device=device)


def run(make, steps=6):
    p = nn.Parameter(init.clone())
    opt = make([p])
    for _ in range(steps):
        opt.zero_grad()
        loss = ((p - target) ** 2).sum() + 0.1 * p.abs().sum()
        loss.backward()
        opt.step()
    return p.detach(), opt


configs = {
    "adagrad": lambda ps: torch.optim.Adagrad(ps, lr=0.5, lr_decay=0.1, weight_decay=0.01, initial_accumulator_value=0.2),
    "rmsprop_c": lambda ps: torch.optim.RMSprop(ps, lr=0.05, alpha=0.9, centered=True, momentum=0.5, weight_decay=0.01),
    "adam_wd": lambda ps: torch.optim.Adam(ps, lr=0.1, weight_decay=0.1),
    "adamw": lambda ps: torch.optim.AdamW(ps, lr=0.1, weight_decay=0.1),
    "adam_amsgrad": lambda ps: torch.optim.Adam(ps, lr=0.1, amsgrad=True, betas=(0.8, 0.9)),
    "nadam": lambda ps: torch.optim.NAdam(ps, lr=0.1, momentum_decay=0.01),
    "nadam_dec": lambda ps: torch.optim.NAdam(ps, lr=0.1, weight_decay=0.1, decoupled_weight_decay=True),
    "radam": lambda ps: torch.optim.RAdam(ps, lr=0.1),
    "radam_dec": lambda ps: torch.optim.RAdam(ps, lr=0.1, weight_decay=0.1, decoupled_weight_decay=True),
    "adamax": lambda ps: torch.optim.Adamax(ps, lr=0.2, weight_decay=0.05),
    "rprop": lambda ps: torch.optim.Rprop(ps, lr=0.05, etas=(0.4, 1.3), step_sizes=(1e-3, 0.5)),
    "asgd": lambda ps: torch.optim.ASGD(ps, lr=0.05, t0=2),
    "sgd_damp": lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, dampening=0.5, weight_decay=0.01),
    "adadelta": lambda ps: torch.optim.Adadelta(ps, lr=1.0, rho=0.8, weight_decay=0.1),
}
for name, make in configs.items():
    p, opt = run(make)
    st = opt.state[opt.param_groups[0]["params"][0]]
    print(f"{name:13s}", [f"{v:.5f}" for v in p.tolist()], sorted(st.keys()))
p, opt = run(configs["adagrad"])
st = opt.state[opt.param_groups[0]["params"][0]]
print(st["step"], st["sum"].round(decimals=4))
p, opt = run(configs["asgd"])
st = opt.state[opt.param_groups[0]["params"][0]]
print(st["eta"], st["mu"], st["ax"].round(decimals=4))
print(opt.param_groups[0]["lambd"], opt.param_groups[0]["alpha"])
print(opt)
