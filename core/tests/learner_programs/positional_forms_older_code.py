# Forms older PyTorch code (and many tutorials) still uses, each of which PyTorch 2 accepts:
# the scalar-first add/sub of hand-written optimizers, positional dtypes and generators,
# an int eps, and the legacy loss arguments.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn import init

device = "cpu"
torch.manual_seed(0)

# A hand-written SGD step as 2017-era code writes it: p.data.add_(-lr, grad).
model = nn.Linear(3, 1).to(device)
x = torch.randn(8, 3, device=device)
y = x.sum(dim=1, keepdim=True)
for step in range(3):
    model.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    for p in model.parameters():
        p.data.add_(-0.1, p.grad.data)
    print(step, round(loss.item(), 5))
a = torch.tensor([1.0, 2.0], device=device)
b = torch.tensor([10.0, 20.0], device=device)
print(torch.add(a, 2, b), a.add(3, b), torch.sub(a, 0.5, b), a.clone().sub_(2, b))
print(torch.add(a, b, alpha=2), a.sub(b, alpha=0.5))

# dtypes given positionally.
x64 = torch.randn(2, 3, dtype=torch.float64, device=device)
print(torch.softmax(x64, 1, torch.float32).dtype, x64.log_softmax(1, torch.float32).dtype)
print(F.softmax(x64, 1, 3, torch.float32).dtype, x64.float().norm(2, 1, True, torch.float64).dtype)

# A generator given positionally to the init functions.
w = torch.empty(3, 4, device=device)
init.normal_(w, 0.0, 1.0, torch.Generator().manual_seed(5))
print(round(w.sum().item(), 4))
init.kaiming_uniform_(w, 0, "fan_in", "leaky_relu", torch.Generator().manual_seed(5))
print(round(w.sum().item(), 4))

# An int eps, positional unbiased/keepdim, and the legacy reduction arguments.
ln = nn.LayerNorm(4, 1).to(device)
print(ln, [round(v, 4) for v in ln(torch.arange(4.0, device=device)).tolist()])
m = torch.arange(12.0, device=device).reshape(3, 4)
print(torch.var(m, 0, False, True), m.std(1, False))
print(F.mse_loss(m, m * 2, None, None, "sum"), F.l1_loss(m, m + 1, reduce=False).shape)
print(nn.MSELoss(None, None, "sum")(m, m + 2), nn.L1Loss(size_average=False)(m, m + 2))
