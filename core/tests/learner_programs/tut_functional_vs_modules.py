# The same network three ways: nn.Module layers, torch.nn.functional calls on explicitly created
# Parameters, and raw tensor ops; weights copied across so the outputs and gradients agree;
# plus when to prefer which (dropout's training flag, stateless F.relu, F.linear argument order).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class ModuleNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3)
        self.fc = nn.Linear(4 * 3 * 3, 5)
        self.drop = nn.Dropout(0.5)

    def forward(self, x):
        x = F.max_pool2d(torch.relu(self.conv(x)), 2)
        return self.fc(self.drop(x.flatten(1)))


class FunctionalNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_w = nn.Parameter(torch.empty(4, 1, 3, 3))
        self.conv_b = nn.Parameter(torch.empty(4))
        self.fc_w = nn.Parameter(torch.empty(5, 36))
        self.fc_b = nn.Parameter(torch.empty(5))

    def forward(self, x):
        x = F.conv2d(x, self.conv_w, self.conv_b)
        x = F.max_pool2d(F.relu(x), kernel_size=2)
        x = F.dropout(x.flatten(1), p=0.5, training=self.training)
        return F.linear(x, self.fc_w, self.fc_b)


def raw_forward(x, w1, b1, w2, b2):
    patches = x.unfold(2, 3, 1).unfold(3, 3, 1)  # (N, 1, 6, 6, 3, 3)
    conv = torch.einsum("nchwij,ocij->nohw", patches, w1) + b1.view(1, -1, 1, 1)
    act = conv.clamp(min=0)
    n, c, h, w = act.shape
    pooled = act.view(n, c, h // 2, 2, w // 2, 2).amax(dim=(3, 5))
    return pooled.flatten(1) @ w2.T + b2


m = ModuleNet().to(device)
f = FunctionalNet().to(device)
with torch.no_grad():
    f.conv_w.copy_(m.conv.weight)
    f.conv_b.copy_(m.conv.bias)
    f.fc_w.copy_(m.fc.weight)
    f.fc_b.copy_(m.fc.bias)
print("module params:", [n for n, _ in m.named_parameters()])
print("functional params:", [n for n, _ in f.named_parameters()])

x = torch.randn(2, 1, 8, 8, device=device)
m.eval()
f.eval()
out_m, out_f = m(x), f(x)
out_r = raw_forward(x, m.conv.weight, m.conv.bias, m.fc.weight, m.fc.bias)
print("module vs functional:", torch.allclose(out_m, out_f, atol=1e-6))
print("module vs raw ops:", torch.allclose(out_m, out_r, atol=1e-5))
print("output:", out_m[0].round(decimals=4))

out_m.sum().backward()
out_f.sum().backward()
print("conv weight grads equal:", torch.allclose(m.conv.weight.grad, f.conv_w.grad, atol=1e-6))
print("fc bias grads equal:", torch.allclose(m.fc.bias.grad, f.fc_b.grad))

m.train()
f.train()
torch.manual_seed(5)
a = m(x)
torch.manual_seed(5)
b = f(x)
print("dropout in train mode, same seed -> same output:", torch.allclose(a, b, atol=1e-6))
print("F.dropout with training=False is identity:", torch.equal(F.dropout(x, 0.5, training=False), x))
print("F.dropout defaults to training=True:", not torch.equal(F.dropout(x, 0.5), x))
print("F.linear(x, W) == x @ W.T:", torch.allclose(F.linear(x.flatten(1)[:, :36], f.fc_w), x.flatten(1)[:, :36] @ f.fc_w.T))
print("nn.ReLU has no parameters:", list(nn.ReLU().parameters()) == [])
print("state_dict keys:", list(m.state_dict().keys()), list(f.state_dict().keys()))
