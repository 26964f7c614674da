# RMSprop (centered, momentum, weight_decay), Adagrad (lr_decay, initial_accumulator_value)
# and Adadelta minimizing the Rosenbrock function from the same start.
import torch

device = "cpu"


def rosen(p):
    return (1 - p[0]) ** 2 + 100 * (p[1] - p[0] ** 2) ** 2


for name, mk in [
    ("rmsprop", lambda p: torch.optim.RMSprop(p, lr=0.01)),
    ("rms_centered", lambda p: torch.optim.RMSprop(p, lr=0.01, centered=True, momentum=0.5)),
    ("rms_wd", lambda p: torch.optim.RMSprop(p, lr=0.01, alpha=0.9, weight_decay=0.01)),
    ("adagrad", lambda p: torch.optim.Adagrad(p, lr=0.5)),
    ("adagrad_decay", lambda p: torch.optim.Adagrad(p, lr=0.5, lr_decay=0.01, initial_accumulator_value=0.1)),
    ("adadelta", lambda p: torch.optim.Adadelta(p, lr=1.0)),
    ("asgd", lambda p: torch.optim.ASGD(p, lr=0.001)),
    ("rprop", lambda p: torch.optim.Rprop(p, lr=0.01)),
]:
    p = torch.tensor([-1.0, 1.5], device=device, requires_grad=True)
    opt = mk([p])
    trace = []
    for step in range(30):
        opt.zero_grad()
        loss = rosen(p)
        loss.backward()
        opt.step()
        if step % 10 == 9:
            trace.append(f"{loss.item():.4f}")
    print(f"{name:14s} {trace} p={[round(v, 4) for v in p.tolist()]}")
opt = torch.optim.RMSprop([torch.zeros(2, requires_grad=True)], centered=True, momentum=0.1)
print(opt.param_groups[0]["alpha"], opt.param_groups[0]["centered"], opt.param_groups[0]["eps"])
