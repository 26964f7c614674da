# Gradient accumulation: summing gradients of 4 micro-batches with the loss divided by the number
# of steps gives the full batch's gradient; the optimizer steps every `accum` iterations; also
# gradients accumulate across backward calls until zero_grad(set_to_none=...).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(29)

model = nn.Sequential(nn.Linear(5, 7), nn.GELU(), nn.Linear(7, 3)).to(device)
X = torch.randn(16, 5, device=device)
y = torch.randint(0, 3, (16,), device=device)
crit = nn.CrossEntropyLoss()

model.zero_grad()
crit(model(X), y).backward()
full = [p.grad.clone() for p in model.parameters()]

model.zero_grad()
accum = 4
for xb, yb in zip(X.chunk(accum), y.chunk(accum)):
    (crit(model(xb), yb) / accum).backward()
acc = [p.grad.clone() for p in model.parameters()]
print("accumulated == full batch:", all(torch.allclose(a, b, atol=1e-6) for a, b in zip(acc, full)))

model.zero_grad(set_to_none=False)
print("zeroed, not None:", all(p.grad is not None and p.grad.abs().sum().item() == 0 for p in model.parameters()))
model.zero_grad()
print("set to None:", all(p.grad is None for p in model.parameters()))

w = torch.tensor([1.0, 2.0], requires_grad=True)
for i in range(3):
    (w * w).sum().backward()
    print(i, w.grad.tolist())

opt = torch.optim.SGD(model.parameters(), lr=0.1)
steps = 0
for i, (xb, yb) in enumerate(zip(X.split(2), y.split(2))):
    loss = crit(model(xb), yb) / accum
    loss.backward()
    if (i + 1) % accum == 0:
        opt.step()
        opt.zero_grad()
        steps += 1
        print(f"optimizer step {steps} after micro-batch {i} loss {loss.item() * accum:.4f}")
print("total steps", steps, "grads cleared:", all(p.grad is None for p in model.parameters()))
with torch.no_grad():
    print(f"final loss {crit(model(X), y).item():.4f}")
