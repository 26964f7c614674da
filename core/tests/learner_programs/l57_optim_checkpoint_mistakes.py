# Optimizer checkpoint mistakes: loading an optimizer state_dict into an optimizer built for
# another model (size / group-count errors), a state_dict without param_groups, what a restored
# optimizer keeps (lr, step), and an LR scheduler's state alongside.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
m = nn.Sequential(nn.Linear(2, 3), nn.Linear(3, 1)).to(device)
opt = torch.optim.Adam(m.parameters(), lr=0.01)
m(torch.ones(1, 2, device=device)).sum().backward(); opt.step()
sd = opt.state_dict()
m2 = nn.Sequential(nn.Linear(2, 3), nn.Linear(3, 1), nn.Linear(1, 1)).to(device)
opt2 = torch.optim.Adam(m2.parameters(), lr=0.01)
attempt("size mismatch", lambda: opt2.load_state_dict(sd))
opt3 = torch.optim.Adam([{"params": m2[0].parameters()}, {"params": m2[1].parameters()}], lr=0.01)
attempt("group count", lambda: opt3.load_state_dict(sd))
attempt("missing key", lambda: torch.optim.Adam(m.parameters()).load_state_dict({"state": {}}))
opt5 = torch.optim.Adam(m.parameters(), lr=0.5)
opt5.load_state_dict(sd)
attempt("lr restored", lambda: opt5.param_groups[0]["lr"])
attempt("state step", lambda: opt5.state_dict()["state"][0]["step"])
attempt("pg keys", lambda: sorted(sd["param_groups"][0]))
attempt("params ids", lambda: sd["param_groups"][0]["params"])
sched = torch.optim.lr_scheduler.StepLR(opt5, step_size=2, gamma=0.5)
attempt("sched sd", lambda: sorted(sched.state_dict()))
attempt("sched sd vals", lambda: {k: v for k, v in sched.state_dict().items() if k != "_get_lr_called_within_step"})
opt5.step(); sched.step(); opt5.step(); sched.step()
attempt("lr after", lambda: (sched.get_last_lr(), opt5.param_groups[0]["lr"]))
attempt("zero_grad opt", lambda: (opt5.zero_grad(), m[0].weight.grad)[1])
attempt("opt repr", lambda: print(opt5))
