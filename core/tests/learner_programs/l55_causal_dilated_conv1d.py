# A WaveNet-style causal dilated Conv1d stack: left padding with F.pad, dilation 1/2/4, gated
# activation tanh*sigmoid, residual and skip connections, receptive field checked by gradient of
# the last output w.r.t. the input, and next-step prediction training on a square wave.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(592)


class CausalConv(nn.Module):
    def __init__(self, cin, cout, k, d):
        super().__init__()
        self.pad = (k - 1) * d
        self.conv = nn.Conv1d(cin, cout, k, dilation=d)

    def forward(self, x):
        return self.conv(F.pad(x, (self.pad, 0)))


class Block(nn.Module):
    def __init__(self, c, d):
        super().__init__()
        self.f = CausalConv(c, c, 2, d)
        self.g = CausalConv(c, c, 2, d)
        self.res = nn.Conv1d(c, c, 1)

    def forward(self, x):
        h = torch.tanh(self.f(x)) * torch.sigmoid(self.g(x))
        return x + self.res(h), h


class Net(nn.Module):
    def __init__(self, c=8):
        super().__init__()
        self.inp = nn.Conv1d(1, c, 1)
        self.blocks = nn.ModuleList([Block(c, d) for d in (1, 2, 4)])
        self.out = nn.Conv1d(c, 1, 1)

    def forward(self, x):
        x = self.inp(x)
        skip = 0
        for b in self.blocks:
            x, h = b(x)
            skip = skip + h
        return self.out(F.relu(skip))


net = Net().to(device)
x = torch.randn(1, 1, 20, device=device, requires_grad=True)
net(x)[0, 0, -1].backward()
print((x.grad[0, 0] != 0).nonzero().flatten().tolist())
print([b.f.pad for b in net.blocks], net.blocks[2].f.conv)
wave = ((torch.arange(64.0) // 4) % 2 * 2 - 1).view(1, 1, 64).to(device)
opt = torch.optim.Adam(net.parameters(), lr=0.01)
for step in range(15):
    pred = net(wave[:, :, :-1])
    loss = F.mse_loss(pred, wave[:, :, 1:])
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 3 == 2:
        print(f"step {step} loss {loss.item():.4f}")
with torch.no_grad():
    p = net(wave[:, :, :16])[0, 0]
print(p.sign().int().tolist())
print(wave[0, 0, 1:17].int().tolist())
