import torch
import torch.nn as nn
import torch.nn.functional as F
device = "cpu"
torch.manual_seed(0)
net = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(8 * 7 * 7, 10)).to(device)
x = torch.randn(2, 3, 16, 16, device=device)
y = torch.tensor([1, 7], device=device)
with torch.autocast(device_type=device, dtype=torch.bfloat16):
    out = net(x)
    print(out.dtype, out.grad_fn.__class__.__name__)
    print(out)
    h = net[0](x)
    print(h.dtype, h.grad_fn.__class__.__name__, h[0, 0, 0])
    loss = F.cross_entropy(out, y)
print(loss.dtype, round(loss.item(), 4))
loss.backward()
print(net[0].weight.grad.dtype, net[0].bias.grad)
print(torch.addmm(torch.ones(3, device=device), torch.randn(2, 4, device=device), torch.randn(4, 3, device=device)).grad_fn)
t = torch.randn(2, 5, 4, device=device, requires_grad=True)
print((t @ torch.randn(4, 3, device=device)).grad_fn.__class__.__name__)
print(F.linear(t, torch.randn(3, 4, device=device), torch.randn(3, device=device)).grad_fn.__class__.__name__)
