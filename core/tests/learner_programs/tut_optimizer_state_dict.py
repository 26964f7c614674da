# Inside an optimizer: param_groups and their defaults, state after a step (momentum_buffer for
# SGD, step/exp_avg/exp_avg_sq for Adam), state_dict's integer parameter ids, add_param_group,
# zero_grad(set_to_none=True vs False), and resuming from a state_dict matching an unbroken run.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(21)

model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
X = torch.randn(16, 3, device=device)
y = torch.randn(16, 1, device=device)


def step(m, opt):
    opt.zero_grad()
    loss = nn.functional.mse_loss(m(X), y)
    loss.backward()
    opt.step()
    return loss.item()


sgd = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=1e-4)
print("SGD defaults:", {k: sgd.defaults[k] for k in ("lr", "momentum", "weight_decay", "nesterov", "dampening")})
print("state before a step:", len(sgd.state))
step(model, sgd)
first = next(iter(model.parameters()))
print("SGD state keys:", list(sgd.state[first].keys()))
print("momentum buffer equals first grad (+wd):", torch.allclose(sgd.state[first]["momentum_buffer"], first.grad + 1e-4 * first.detach(), atol=1e-6))
sd = sgd.state_dict()
print("state_dict keys:", list(sd.keys()))
print("param ids:", sd["param_groups"][0]["params"], "state ids:", sorted(sd["state"].keys()))

adam_model = copy.deepcopy(model)
adam = torch.optim.Adam(adam_model.parameters(), lr=0.01, betas=(0.9, 0.99))
for _ in range(3):
    step(adam_model, adam)
st = adam.state[next(iter(adam_model.parameters()))]
print("Adam state keys:", sorted(st.keys()), "step:", st["step"])
print(f"exp_avg norm {st['exp_avg'].norm().item():.5f} exp_avg_sq norm {st['exp_avg_sq'].norm().item():.6f}")
print("group keys:", sorted(k for k in adam.param_groups[0].keys() if k != "params"))

extra = nn.Parameter(torch.zeros(2, device=device))
adam.add_param_group({"params": [extra], "lr": 0.5})
print("groups:", len(adam.param_groups), "new group lr:", adam.param_groups[1]["lr"], "inherits betas:", adam.param_groups[1]["betas"])
try:
    adam.add_param_group({"params": [extra]})
except ValueError as e:
    print("ValueError:", e)

adam_model.zero_grad(set_to_none=False)
print("set_to_none=False keeps zero tensors:", [p.grad is not None and p.grad.abs().sum().item() == 0 for p in adam_model.parameters()])
adam.zero_grad()
print("default zero_grad sets None:", [p.grad is None for p in adam_model.parameters()])

# Resume: save after 5 steps, continue 5 more, compare with 10 uninterrupted steps.
torch.manual_seed(0)
base = nn.Linear(3, 1).to(device)
ref = copy.deepcopy(base)
ref_opt = torch.optim.Adam(ref.parameters(), lr=0.05)
ref_losses = [step(ref, ref_opt) for _ in range(10)]

run = copy.deepcopy(base)
run_opt = torch.optim.Adam(run.parameters(), lr=0.05)
for _ in range(5):
    step(run, run_opt)
ckpt = {"model": copy.deepcopy(run.state_dict()), "opt": copy.deepcopy(run_opt.state_dict())}
resumed = nn.Linear(3, 1).to(device)
resumed.load_state_dict(ckpt["model"])
resumed_opt = torch.optim.Adam(resumed.parameters(), lr=0.05)
resumed_opt.load_state_dict(ckpt["opt"])
resumed_losses = [step(resumed, resumed_opt) for _ in range(5)]
print("resumed losses:", [f"{l:.5f}" for l in resumed_losses])
print("reference     :", [f"{l:.5f}" for l in ref_losses[5:]])
print("identical:", resumed_losses == ref_losses[5:])

fresh_opt = torch.optim.Adam(copy.deepcopy(ckpt["model"]) and resumed.parameters(), lr=0.05)
print("fresh optimizer state empty:", len(fresh_opt.state) == 0)
bad = torch.optim.SGD(resumed.parameters(), lr=0.1)
try:
    bad.load_state_dict({"state": {}, "param_groups": [{"params": [0], "lr": 0.1}]})
except ValueError as e:
    print("ValueError:", e)
