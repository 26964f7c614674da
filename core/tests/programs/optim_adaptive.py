# torch.optim's optimizers written in Python (torch/optim/algorithms.py): Adagrad, Adamax, NAdam,
# RAdam, Adadelta, ASGD, Rprop and RMSprop with their options, printing the parameters at full
# precision. The loss is linear with a few-bit coefficient per step and the rates are dyadic, so
# the steps' products are exact whether or not the CPU fuses multiply-adds (PyTorch's AVX2
# kernels do, its default ones don't); the weight-decay runs round what they print.
import torch

device = "cpu"
torch.manual_seed(0)
W0 = torch.randn(3, 2, device=device)
C = [torch.tensor(c, device=device) for c in (
    [[0.5, -1.25], [2.0, 0.75], [-1.5, 0.25]], [[0.25, -0.5], [1.75, -1.0], [-1.0, 0.5]],
    [[-0.75, 1.5], [1.25, 0.5], [-2.0, -0.25]])]


def run(name, steps=6, digits=None, **kwargs):
    w = torch.nn.Parameter(W0.clone())
    b = torch.nn.Parameter(torch.full((2,), 0.5, device=device))
    opt = getattr(torch.optim, name)([w, b], **kwargs)
    for i in range(steps):
        opt.zero_grad()
        c = C[i % 3]
        loss = (w * c).sum() + (b * c[0]).sum()
        loss.backward()
        opt.step()
    vals = w.flatten().tolist() + b.tolist()
    print(name, kwargs, [round(v, digits) for v in vals] if digits else vals)
    return opt, w


opt, w = run("Adagrad")
print(opt)
print(list(opt.state[w].keys()), opt.state[w]["step"].item())
run("Adagrad", lr=0.25, lr_decay=0.01, initial_accumulator_value=0.5)
run("Adagrad", lr=0.05, maximize=True, eps=1e-6)
run("Adagrad", digits=5, lr=0.1, weight_decay=0.1)
opt, w = run("Adamax", betas=(0.5, 0.75))
print(list(opt.state[w].keys()))
run("Adamax", lr=0.01, betas=(0.75, 0.5), weight_decay=0.5, maximize=True)
opt, w = run("NAdam", lr=0.01, betas=(0.5, 0.75))
print(list(opt.state[w].keys()), opt.state[w]["mu_product"].item())
run("NAdam", lr=0.02, betas=(0.75, 0.875), weight_decay=0.1, momentum_decay=0.01,
    decoupled_weight_decay=True)
run("NAdam", digits=5, lr=0.02, weight_decay=0.1)
run("RAdam", steps=8, lr=0.01, betas=(0.5, 0.75))
run("RAdam", steps=8, lr=0.01, betas=(0.75, 0.9375), weight_decay=0.1,
    decoupled_weight_decay=True, maximize=True)
run("RAdam", steps=8, digits=5, weight_decay=0.1)
opt, w = run("Adadelta", steps=2)
print(list(opt.state[w].keys()))
run("Adadelta", digits=5, lr=0.5, rho=0.8, eps=1e-4, weight_decay=0.01, maximize=True)
opt, w = run("ASGD", lr=0.125, lambd=0, t0=2)
print(list(opt.state[w].keys()), opt.state[w]["eta"].item(), opt.state[w]["mu"].item())
print(opt.state[w]["ax"].flatten().tolist())
run("ASGD", digits=5, lr=0.05, lambd=0.01, alpha=0.5, t0=2, weight_decay=0.02)
opt, w = run("Rprop", steps=8)
print(list(opt.state[w].keys()), opt.state[w]["step_size"].flatten().tolist())
run("Rprop", steps=8, lr=0.05, etas=(0.3, 1.5), step_sizes=(0.01, 0.2), maximize=True)
run("RMSprop", lr=0.125, alpha=0.75, momentum=0.5, centered=True)
print(opt.state_dict()["param_groups"])
print(sorted(opt.state_dict()["state"]))
