# Optimizer mistakes: empty parameter lists, negative learning rates and betas, a tensor instead of an iterable, duplicate parameters, and schedulers built wrong.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

model = nn.Linear(3, 2).to(device)
attempt("empty", lambda: torch.optim.SGD([], lr=0.1))
attempt("empty gen", lambda: torch.optim.Adam(nn.ReLU().parameters()))
attempt("sgd lr neg", lambda: torch.optim.SGD(model.parameters(), lr=-0.1))
attempt("adam lr neg", lambda: torch.optim.Adam(model.parameters(), lr=-1))
attempt("adam eps", lambda: torch.optim.Adam(model.parameters(), eps=-1))
attempt("adam beta", lambda: torch.optim.Adam(model.parameters(), betas=(1.0, 0.999)))
attempt("adam beta2", lambda: torch.optim.Adam(model.parameters(), betas=(0.9, -0.1)))
attempt("adam wd", lambda: torch.optim.Adam(model.parameters(), weight_decay=-0.1))
attempt("adamw wd", lambda: torch.optim.AdamW(model.parameters(), weight_decay=-1))
attempt("sgd momentum", lambda: torch.optim.SGD(model.parameters(), lr=0.1, momentum=-0.5))
attempt("sgd nesterov", lambda: torch.optim.SGD(model.parameters(), lr=0.1, nesterov=True))
attempt("sgd wd", lambda: torch.optim.SGD(model.parameters(), lr=0.1, weight_decay=-1))
attempt("sgd no lr", lambda: torch.optim.SGD(model.parameters()).defaults["lr"])
attempt("rmsprop alpha", lambda: torch.optim.RMSprop(model.parameters(), alpha=-1))
attempt("adagrad lr", lambda: torch.optim.Adagrad(model.parameters(), lr=-1))
attempt("tensor", lambda: torch.optim.SGD(model.weight, lr=0.1))
attempt("module", lambda: torch.optim.SGD(model, lr=0.1))
attempt("dict", lambda: torch.optim.SGD({"params": model.parameters()}, lr=0.1))
attempt("list of lists", lambda: torch.optim.SGD([list(model.parameters())], lr=0.1))
attempt("int param", lambda: torch.optim.SGD([1, 2], lr=0.1))
attempt("non-leaf", lambda: torch.optim.SGD([model.weight * 2], lr=0.1))
attempt("no grad tensor", lambda: len(torch.optim.SGD([torch.ones(2, device=device)], lr=0.1).param_groups))
attempt("dup", lambda: torch.optim.SGD([model.weight, model.weight], lr=0.1))
attempt("dup groups", lambda: torch.optim.SGD([{"params": [model.weight]}, {"params": [model.weight]}], lr=0.1))
attempt("group no params", lambda: torch.optim.SGD([{"lr": 0.1}], lr=0.1))
attempt("add group dup", lambda: torch.optim.SGD([model.weight], lr=0.1).add_param_group({"params": model.weight}))
attempt("int tensor param", lambda: torch.optim.SGD([torch.ones(2, dtype=torch.long, device=device)], lr=0.1))
attempt("lr tensor", lambda: torch.optim.SGD(model.parameters(), lr=torch.tensor(0.1)).defaults["lr"].item())

def step_no_grad():
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    before = model.weight.clone()
    opt.step()
    return torch.equal(before, model.weight)

attempt("step no grad", step_no_grad)

def zero_grad_none():
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    model(torch.ones(1, 3, device=device)).sum().backward()
    opt.zero_grad()
    return model.weight.grad

attempt("zero_grad", zero_grad_none)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
attempt("steplr no step", lambda: torch.optim.lr_scheduler.StepLR(opt))
attempt("steplr model", lambda: torch.optim.lr_scheduler.StepLR(model, step_size=1))
attempt("multistep", lambda: torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[3, 1]).milestones)
attempt("lambda list", lambda: torch.optim.lr_scheduler.LambdaLR(opt, [lambda e: 1.0, lambda e: 1.0]))
attempt("onecycle", lambda: torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1))
attempt("state_dict bad", lambda: opt.load_state_dict({"state": {}}))
opt2 = torch.optim.SGD([model.weight], lr=0.1)
attempt("state_dict groups", lambda: opt.load_state_dict(opt2.state_dict()))
attempt("param_groups", lambda: opt.param_groups[0]["lr"])
