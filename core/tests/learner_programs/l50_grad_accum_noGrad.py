# Gradient accumulation over micro-batches matching one big batch, torch.no_grad vs
# detach vs inference_mode, requires_grad_ toggling for freezing, and zero_grad(set_to_none).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(4, 8), nn.GELU(), nn.Linear(8, 1)).to(device)
X = torch.randn(12, 4, device=device)
Y = torch.randn(12, 1, device=device)
loss_fn = nn.MSELoss()

model.zero_grad()
loss_fn(model(X), Y).backward()
big = [p.grad.clone() for p in model.parameters()]
model.zero_grad(set_to_none=True)
print("grad none", all(p.grad is None for p in model.parameters()))
for i in range(3):
    xb, yb = X[i * 4:(i + 1) * 4], Y[i * 4:(i + 1) * 4]
    (loss_fn(model(xb), yb) / 3).backward()
print("accum matches", all(torch.allclose(a, p.grad, atol=1e-6) for a, p in zip(big, model.parameters())))
print(model[0].bias.grad.round(decimals=4))

with torch.no_grad():
    out = model(X)
print(out.requires_grad, out.grad_fn)
with torch.inference_mode():
    inf = model(X)
    print(torch.is_inference_mode_enabled())
print(inf.requires_grad, torch.is_inference_mode_enabled())
d = model(X).detach()
print(d.requires_grad, torch.equal(d, out))
print(torch.is_grad_enabled())
torch.set_grad_enabled(False)
print((model(X) * 2).requires_grad)
torch.set_grad_enabled(True)


@torch.no_grad()
def evaluate(m):
    return loss_fn(m(X), Y)


print(f"{evaluate(model).item():.5f}", evaluate(model).requires_grad)
for p in model[0].parameters():
    p.requires_grad_(False)
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.1)
before = model[0].weight.clone()
for _ in range(3):
    opt.zero_grad()
    loss = loss_fn(model(X), Y)
    loss.backward()
    opt.step()
print(f"loss {loss.item():.5f}", torch.equal(before, model[0].weight), model[0].weight.grad)
print([n for n, p in model.named_parameters() if p.requires_grad])
