# "Fusing the optimizer step into the backward pass" (PyTorch's memory-saving recipe): one
# optimizer per parameter, stepped by a post-accumulate-grad hook as soon as that parameter's
# gradient is ready, so no gradient outlives its step. Compared with the usual loop.
import torch
import torch.nn as nn

device = "cpu"


def make_model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)


torch.manual_seed(1)
x = torch.randn(16, 4, device=device)
y = x.sum(dim=1, keepdim=True).sin()

# The usual loop.
model = make_model()
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
print("usual:", round(loss.item(), 6), [round(p.sum().item(), 3) for p in model.parameters()])

# The fused loop: each parameter's step runs inside backward().
model = make_model()
optimizers = {p: torch.optim.SGD([p], lr=0.1, momentum=0.9) for p in model.parameters()}
calls = []


def step_now(p):
    calls.append(tuple(p.shape))
    optimizers[p].step()
    optimizers[p].zero_grad()


handles = [p.register_post_accumulate_grad_hook(step_now) for p in model.parameters()]
for step in range(5):
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
print("fused:", round(loss.item(), 6), [round(p.sum().item(), 3) for p in model.parameters()])
print("hook calls per step:", len(calls) // 5, sorted(set(calls)))
print("grads kept:", [p.grad is None or bool((p.grad == 0).all()) for p in model.parameters()])

# A removed hook no longer runs; a hook must return None.
for h in handles:
    h.remove()
calls.clear()
nn.functional.mse_loss(model(x), y).backward()
print("after remove:", len(calls), model[0].bias.grad is not None)
w = nn.Parameter(torch.ones(3, device=device))
w.register_post_accumulate_grad_hook(lambda t: 7)
try:
    (w * 2).sum().backward()
except TypeError as e:
    print("TypeError:", e)
try:
    (w * 2).register_post_accumulate_grad_hook(lambda t: None)
except RuntimeError as e:
    print("RuntimeError:", e)
