# torch.optim.Optimizer as users meet it: a hand-written subclass (the tutorial's momentum SGD
# with self.state[p]), param groups, add_param_group, zero_grad, state_dict/load_state_dict (a
# loaded optimizer shares the saved tensors, as in PyTorch), repr, isinstance, and Adam/AdamW/SGD
# with the options their native versions lack (amsgrad, maximize, decoupled_weight_decay).
import torch
import torch.nn as nn


class MomentumSGD(torch.optim.Optimizer):
    def __init__(self, params, lr=0.125, momentum=0.5):
        super().__init__(params, {"lr": lr, "momentum": momentum})

    @torch.no_grad()
    def step(self, closure=None):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is not None:
                    state = self.state[p]
                    if "buf" not in state:
                        state["buf"] = torch.zeros_like(p)
                    state["buf"].mul_(group["momentum"]).add_(p.grad)
                    p.add_(state["buf"], alpha=-group["lr"])


device = "cpu"
torch.manual_seed(0)
C = torch.tensor([[0.5, -1.25], [2.0, 0.75], [-1.5, 0.25]], device=device)


def train(opt, w, b, steps=4):
    for i in range(steps):
        opt.zero_grad()
        ((w * C).sum() * (i % 2 + 1) + (b * C[1]).sum()).backward()
        opt.step()
    print(type(opt).__name__, w.flatten().tolist(), b.tolist())


def params():
    torch.manual_seed(1)
    return nn.Parameter(torch.randn(3, 2, device=device)), nn.Parameter(torch.zeros(2, device=device))


w, b = params()
opt = MomentumSGD([{"params": [w]}, {"params": [b], "lr": 0.25}])
train(opt, w, b), print(opt)
print(isinstance(opt, torch.optim.Optimizer), opt.defaults, len(opt.state), sorted(opt.state[w]))
sd = opt.state_dict()
print(sd["param_groups"], list(sd["state"]), sd["state"][1]["buf"].tolist())
opt.zero_grad(set_to_none=False)
print(w.grad.tolist(), opt.zero_grad(), w.grad, b.grad)

for name, kwargs in [("Adam", {"amsgrad": True, "betas": (0.5, 0.75)}),
                     ("Adam", {"lr": 0.01, "maximize": True, "betas": (0.75, 0.875)}),
                     ("Adam", {"weight_decay": 0.25, "decoupled_weight_decay": True}),
                     ("AdamW", {"lr": 0.02, "amsgrad": True, "betas": (0.5, 0.9375)}),
                     ("SGD", {"lr": 0.125, "momentum": 0.5, "maximize": True}),
                     ("SGD", {"lr": 0.0625, "momentum": 0.75, "nesterov": True, "maximize": True})]:
    w, b = params()
    opt = getattr(torch.optim, name)([w, b], **kwargs)
    print(isinstance(opt, torch.optim.Optimizer), isinstance(opt, getattr(torch.optim, name)))
    train(opt, w, b, 3)
    sd = opt.state_dict()
    print(list(sd["state"][0]), sd["param_groups"][0]["params"], len(sd["param_groups"][0]))
    w2, b2 = nn.Parameter(w.detach().clone()), nn.Parameter(b.detach().clone())
    opt2 = getattr(torch.optim, name)([w2, b2], **dict(kwargs, lr=1.0))
    opt2.load_state_dict(sd)
    train(opt, w, b, 2), train(opt2, w2, b2, 2)
print(opt, isinstance(torch.optim.Adam([w]), torch.optim.Optimizer),
      isinstance(torch.optim.SGD([w]), torch.optim.SGD), isinstance(opt, torch.optim.Adam))
w, b = params()
opt = torch.optim.Adagrad([w], lr=0.25)
opt.add_param_group({"params": b, "lr": 0.5})
train(opt, w, b)
print([(g["lr"], len(g["params"])) for g in opt.param_groups])
for bad in (lambda: torch.optim.NAdam([]), lambda: opt.add_param_group({"params": [w]}),
            lambda: torch.optim.RAdam([w], betas=(1.0, 0.5)), lambda: torch.optim.Rprop(w)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
