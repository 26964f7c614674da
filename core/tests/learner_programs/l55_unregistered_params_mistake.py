# A classic mistake and its fix: layers kept in a plain Python list are not registered (not in
# parameters(), not moved by .to(), not in state_dict, not in the repr), versus ModuleList;
# a tensor attribute vs nn.Parameter; and parameters created in forward being re-initialised.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(591)


class Broken(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(3, 3) for _ in range(2)]
        self.scale = torch.ones(3)
        self.out = nn.Linear(3, 1)

    def forward(self, x):
        for l in self.layers:
            x = torch.relu(l(x))
        return self.out(x * self.scale)


class Fixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(3, 3) for _ in range(2)])
        self.scale = nn.Parameter(torch.ones(3))
        self.out = nn.Linear(3, 1)

    def forward(self, x):
        for l in self.layers:
            x = torch.relu(l(x))
        return self.out(x * self.scale)


b, f = Broken(), Fixed().to(device)
print(b)
print(f)
print(len(list(b.parameters())), len(list(f.parameters())))
print(list(b.state_dict().keys()))
print(list(f.state_dict().keys()))
x = torch.randn(8, 3)
y = x.sum(1, keepdim=True)
for name, m, dev in [("broken", b, "cpu"), ("fixed", f, device)]:
    opt = torch.optim.SGD(m.parameters(), lr=0.1)
    before = m.layers[0].weight.detach().clone()
    for _ in range(5):
        loss = nn.functional.mse_loss(m(x.to(dev)), y.to(dev))
        opt.zero_grad()
        loss.backward()
        opt.step()
    moved = not torch.equal(before, m.layers[0].weight.detach())
    print(f"{name}: loss {loss.item():.4f} first layer changed {moved}, has grad {m.layers[0].weight.grad is not None}")


class Lazy(nn.Module):
    def forward(self, x):
        self.w = nn.Parameter(torch.ones(x.shape[1], 1))
        return x @ self.w


lz = Lazy()
print(len(list(lz.parameters())))
lz(torch.ones(2, 3))
print([n for n, _ in lz.named_parameters()], lz.w.shape)
print(isinstance(f.scale, nn.Parameter), isinstance(b.scale, nn.Parameter), f.scale.requires_grad, b.scale.requires_grad)
