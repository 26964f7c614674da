# "How to save memory by fusing the optimizer step into the backward pass": per-parameter
# optimizers stepped from Tensor.register_post_accumulate_grad_hook, compared with the usual
# loop (same parameters after the same steps), plus hook removal and the grads left as None.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 2)).to(device)
ref = copy.deepcopy(model)
X = torch.randn(16, 6, device=device)
Y = torch.randn(16, 2, device=device)

optimizer = torch.optim.Adam(ref.parameters(), lr=0.01)
for step in range(3):
    loss = ((ref(X) - Y) ** 2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print("ref", step, round(loss.item(), 6))

optimizer_dict = {p: torch.optim.Adam([p], foreach=False, lr=0.01) for p in model.parameters()}
calls = []


def optimizer_hook(parameter) -> None:
    calls.append(tuple(parameter.shape))
    optimizer_dict[parameter].step()
    optimizer_dict[parameter].zero_grad()


handles = [p.register_post_accumulate_grad_hook(optimizer_hook) for p in model.parameters()]
for step in range(3):
    loss = ((model(X) - Y) ** 2).mean()
    loss.backward()
    print("fused", step, round(loss.item(), 6))
print(sorted(set(calls)), len(calls))
print([p.grad for p in model.parameters()])
print(all(torch.allclose(a, b, atol=1e-6) for a, b in zip(model.parameters(), ref.parameters())))
for h in handles:
    h.remove()
loss = ((model(X) - Y) ** 2).mean()
loss.backward()
print(len(calls), model[0].bias.grad is not None)
print(optimizer_dict[model[2].bias].state[model[2].bias]["step"])

w = torch.ones(3, requires_grad=True)
seen = []
w.register_hook(lambda g: seen.append(("pre", g.sum().item())) or g * 2)
w.register_post_accumulate_grad_hook(lambda p: seen.append(("post", p.grad.sum().item())))
(w * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
(w * 1.0).sum().backward()
print(seen, w.grad)
try:
    (w * 2).register_post_accumulate_grad_hook(lambda p: None)
except RuntimeError as e:
    print("RuntimeError:", e)
