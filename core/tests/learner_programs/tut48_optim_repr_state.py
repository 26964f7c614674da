# Inspecting optimizers: print(optimizer), param_groups contents, add_param_group, state after a
# step (exp_avg, momentum_buffer, step), zero_grad(set_to_none), defaults, and the state_dict's
# structure, plus changing lr by hand mid-training.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
x = torch.randn(16, 3, device=device)
y = x.sum(dim=1, keepdim=True)
opt = torch.optim.SGD(model[0].parameters(), lr=0.1, momentum=0.9, nesterov=True, weight_decay=1e-4)
print(opt)
opt.add_param_group({"params": model[2].parameters(), "lr": 0.01})
print(len(opt.param_groups), [g["lr"] for g in opt.param_groups], opt.param_groups[1]["momentum"], sorted(opt.defaults))
for step in range(3):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
st = opt.state[model[0].weight]
print(list(st.keys()), round(st["momentum_buffer"].norm().item(), 5))
opt.zero_grad(set_to_none=False)
print(model[0].weight.grad.abs().sum().item())
opt.zero_grad()
print(model[0].weight.grad)
for g in opt.param_groups:
    g["lr"] *= 0.5
print([g["lr"] for g in opt.param_groups])
sd = opt.state_dict()
print(sorted(sd.keys()), sd["param_groups"][0]["params"], sd["param_groups"][1]["params"], sorted(sd["state"].keys()))

adam = torch.optim.Adam(model.parameters(), lr=1e-3, betas=(0.8, 0.99), amsgrad=True)
print(adam)
for _ in range(2):
    adam.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    adam.step()
s = adam.state[model[2].bias]
print(sorted(s.keys()), s["step"], round(s["exp_avg"].item(), 6), round(s["max_exp_avg_sq"].item(), 8))
adamw = torch.optim.AdamW([{"params": model[0].parameters()}, {"params": model[2].parameters(), "weight_decay": 0.0}], lr=0.01)
print(adamw)
rms = torch.optim.RMSprop(model.parameters(), lr=0.01, alpha=0.9, centered=True, momentum=0.5)
print(rms)
for _ in range(2):
    rms.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    rms.step()
print(sorted(rms.state[model[0].weight].keys()), round(rms.state[model[0].weight]["grad_avg"].norm().item(), 6))
ada = torch.optim.Adagrad(model.parameters(), lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1)
ada.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
ada.step()
print(ada, round(ada.state[model[2].weight]["sum"].sum().item(), 6))
print(round(nn.functional.mse_loss(model(x), y).item(), 5))
