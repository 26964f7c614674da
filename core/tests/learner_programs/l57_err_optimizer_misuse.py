# Optimizer mistakes: forgetting zero_grad (grads pile up), zero_grad(set_to_none=False),
# stepping without backward, and creating the optimizer before replacing a layer (the new
# layer never trains).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

w = nn.Parameter(torch.tensor([1.0, -2.0], device=device))
opt = torch.optim.SGD([w], lr=0.1)
for step in range(3):
    loss = (w ** 2).sum()
    loss.backward()
    print("no zero_grad", step, w.grad.tolist())
opt.zero_grad()
print("after zero_grad", w.grad)
(w ** 2).sum().backward()
opt.zero_grad(set_to_none=False)
print("set_to_none False", w.grad)
before = w.detach().clone()
opt.step()
print("step with zero grad moved", not torch.equal(before, w.detach()))
opt.zero_grad()
opt.step()
print("step with None grad", w.tolist())

opt2 = torch.optim.SGD([w], lr=0.1, momentum=0.9, weight_decay=0.1)
opt2.zero_grad()
(w ** 2).sum().backward()
opt2.step()
print(sorted(opt2.state[w].keys()), [round(v, 4) for v in w.tolist()])
opt2.zero_grad()
opt2.step()
print("momentum without grad", [round(v, 4) for v in w.tolist()])

model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 2)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
model[2] = nn.Linear(3, 2).to(device)
x = torch.randn(5, 3, device=device)
y = torch.randn(5, 2, device=device)
w_new = model[2].weight.detach().clone()
for _ in range(3):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
print("new head trained?", not torch.equal(w_new, model[2].weight.detach()))
print("new head has grad", model[2].weight.grad is not None)
ids = {id(p) for g in opt.param_groups for p in g["params"]}
print("in optimizer", [n for n, p in model.named_parameters() if id(p) in ids])
print("missing", [n for n, p in model.named_parameters() if id(p) not in ids])
print(len(opt.param_groups[0]["params"]))
try:
    torch.optim.SGD([{"params": [w]}, {"params": [w]}], lr=0.1)
except ValueError as e:
    print("ValueError", e)
try:
    torch.optim.SGD([w, w], lr=0.1)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.optim.SGD([{"params": [w], "lr": 0.1}, {"lr": 0.2}], lr=0.1)
except Exception as e:
    print(type(e).__name__, e)
