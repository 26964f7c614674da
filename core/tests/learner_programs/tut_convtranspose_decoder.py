# ConvTranspose2d in a decoder: output size arithmetic with stride/padding/output_padding, the
# output_size argument, the adjoint relation with Conv2d, and a tiny decoder trained a few steps.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(9)

z = torch.randn(2, 8, 4, 4, device=device)
for k, s, p, op in [(2, 2, 0, 0), (3, 2, 1, 1), (4, 2, 1, 0), (3, 1, 1, 0), (3, 3, 0, 2)]:
    up = nn.ConvTranspose2d(8, 3, k, stride=s, padding=p, output_padding=op).to(device)
    out = up(z)
    expected = (4 - 1) * s - 2 * p + k + op
    print(k, s, p, op, tuple(out.shape), expected)

up = nn.ConvTranspose2d(8, 3, 3, stride=2, padding=1).to(device)
print(tuple(up(z, output_size=[8, 8]).shape), tuple(up(z, output_size=[7, 7]).shape))
try:
    up(z, output_size=[10, 10])
except ValueError as e:
    print("ValueError:", str(e)[:70])
try:
    nn.ConvTranspose2d(8, 3, 3, stride=2, output_padding=2)(z.cpu())
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])

x = torch.randn(1, 2, 6, 6, device=device)
w = torch.randn(3, 2, 3, 3, device=device)
yv = torch.randn(1, 3, 3, 3, device=device)
lhs = (F.conv2d(x, w, stride=2, padding=1) * yv).sum()
rhs = (x * F.conv_transpose2d(yv, w, stride=2, padding=1, output_padding=1)).sum()
print("adjoint:", torch.allclose(lhs, rhs, atol=1e-4))

one = torch.zeros(1, 1, 2, 2, device=device)
one[0, 0, 0, 1] = 1.0
k = torch.arange(1.0, 10.0, device=device).reshape(1, 1, 3, 3)
print(F.conv_transpose2d(one, k, stride=2)[0, 0].tolist())


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 16 * 2 * 2)
        self.up1 = nn.ConvTranspose2d(16, 8, 4, stride=2, padding=1)
        self.up2 = nn.ConvTranspose2d(8, 1, 4, stride=2, padding=1)

    def forward(self, code):
        h = self.fc(code).view(-1, 16, 2, 2)
        h = F.relu(self.up1(h))
        return torch.sigmoid(self.up2(h))


dec = Decoder().to(device)
codes = torch.randn(8, 4, device=device)
target = (torch.rand(8, 1, 8, 8, device=device) > 0.5).float()
opt = torch.optim.Adam(dec.parameters(), lr=0.01)
for step in range(6):
    opt.zero_grad()
    loss = F.binary_cross_entropy(dec(codes), target)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print(tuple(dec(codes).shape))
