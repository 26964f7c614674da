# GLU, Softmin, Softmax2d and LogSoftmax, activations inside containers, PReLU trained by an
# optimizer, the functional forms reached as torch.nn.functional.* after a bare `import torch`,
# and the argument errors.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(5)


def show(*vals):
    # Full-precision floats (tolist), so the comparison's 1e-5 tolerance covers a last-ulp
    # difference that a 4-decimal print could round across.
    print(*[v.detach().tolist() if torch.is_tensor(v) else v for v in vals])


show(torch.nn.functional.elu(torch.tensor([-1.0, 2.0], device=device)))
show(torch.nn.functional.hardtanh(torch.tensor([-1.5, 0.5], device=device)))
show(type(nn.ELU()), type(nn.HuberLoss()), nn.GLU.__module__, nn.BCELoss.__module__)
import torch.nn.functional as F

x = torch.randn(3, 4, 6, device=device)
glu = nn.GLU()
show(glu, nn.GLU(dim=1), nn.GLU(0))
show(glu(x))
show(nn.GLU(1)(x).shape, nn.GLU(0)(torch.randn(4, 3, device=device)).shape)
xg = x.clone().requires_grad_(True)
(nn.GLU(dim=1)(xg) * torch.randn(3, 2, 6, device=device)).sum().backward()
show(xg.grad)
show(F.glu(torch.tensor([1.0, -2.0, 0.5, 3.0], device=device)), F.glu(x, 1)[0, 0])
for bad in [lambda: F.glu(torch.randn(3, 5, device=device)), lambda: F.glu(torch.tensor(1.0, device=device)), lambda: nn.GLU(0)(x)]:
    try:
        bad()
    except RuntimeError as e:
        show("RuntimeError:", e)

s = torch.randn(2, 5, device=device) * 3
show(nn.Softmin(dim=1), nn.Softmin(), nn.LogSoftmax(dim=1), nn.LogSoftmax(), nn.Softmax2d())
show(nn.Softmin(dim=1)(s), nn.Softmin(0)(s))
show(F.softmin(s, dim=1), F.softmin(s, 0))
show(nn.LogSoftmax(dim=1)(s), nn.LogSoftmax(dim=0)(s))
show(nn.LogSoftmax(dim=-1)(s).exp().sum(1))
sg = s.clone().requires_grad_(True)
(nn.Softmin(dim=1)(sg) * torch.arange(5.0, device=device)).sum().backward()
show(sg.grad)
sg = s.clone().requires_grad_(True)
(nn.LogSoftmax(dim=1)(sg) * torch.arange(5.0, device=device)).sum().backward()
show(sg.grad)
img = torch.randn(2, 3, 2, 2, device=device)
show(nn.Softmax2d()(img))
show(nn.Softmax2d()(img[0]).sum(0))
try:
    nn.Softmax2d()(torch.randn(2, 3, device=device))
except ValueError as e:
    show("ValueError:", e)

# In a container, with a training step: PReLU's slope learns.
torch.manual_seed(6)
model = nn.Sequential(nn.Linear(4, 8), nn.PReLU(8), nn.Linear(8, 8), nn.ELU(), nn.Linear(8, 6), nn.GLU(), nn.Hardswish(), nn.Linear(3, 1)).to(device)
show(model)
show([n for n, _ in model.named_parameters()])
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = torch.randn(16, 4, device=device)
target = torch.randn(16, 1, device=device)
for step in range(5):
    opt.zero_grad()
    loss = ((model(data) - target) ** 2).mean()
    loss.backward()
    opt.step()
    show(step, loss.item())
show(model[1].weight)
show(model(data[:3]))

acts = nn.ModuleList([nn.LeakyReLU(0.1), nn.LeakyReLU(0.1), nn.Softplus(), nn.Threshold(0.1, 0.0), nn.Tanhshrink()])
show(acts)
v = torch.tensor([-2.0, -0.6, 0.05, 0.4, 1.5], device=device)
show(acts[3](v))
v = torch.tensor([-2.0, -0.6, 0.4, 1.5], device=device)
for a in acts:
    show(a(v))
