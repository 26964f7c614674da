# Dropout behaviour learners check: scaling by 1/(1-p) in train mode, identity in eval mode,
# F.dropout's training flag, Dropout2d zeroing whole channels, and p=0 / p=1 edge cases.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

drop = nn.Dropout(p=0.5)
x = torch.ones(4, 6, device=device)
y = drop(x)
print(y)
print("kept values", sorted(set(y.flatten().tolist())))
print(f"fraction zero {(y == 0).float().mean().item():.3f}")
drop.eval()
print(torch.equal(drop(x), x))
drop.train()
print(F.dropout(x, p=0.2, training=False).sum().item(), F.dropout(x, 0.25).unique())
print(nn.Dropout(0.0)(x).sum().item(), nn.Dropout(1.0)(x).sum().item())
d2 = nn.Dropout2d(0.5)
img = torch.ones(2, 4, 3, 3, device=device)
out = d2(img)
per_channel = out.sum(dim=(2, 3))
print(per_channel)
print("whole channels", ((per_channel == 0) | (per_channel == 18)).all().item())
print(nn.Dropout1d(0.5)(torch.ones(1, 4, 5, device=device)))
a = nn.AlphaDropout(0.2)
a.eval()
print(torch.equal(a(x), x))
torch.manual_seed(3)
m1 = drop(torch.arange(8.0, device=device))
torch.manual_seed(3)
m2 = drop(torch.arange(8.0, device=device))
print("reseeded same mask", torch.equal(m1, m2), m1)
w = torch.ones(5, device=device, requires_grad=True)
z = F.dropout(w, 0.4)
z.sum().backward()
print(z.detach(), w.grad)
print(drop, d2, nn.Dropout(0.1, inplace=True))
