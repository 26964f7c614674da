# Folding BatchNorm into the preceding Conv2d/Linear for inference with torch.nn.utils'
# fuse_conv_bn_eval / fuse_linear_bn_eval, checked against the unfused eval model, plus the
# older import paths torch.nn.utils.clip_grad and torch.nn.utils.convert_parameters.
import torch
import torch.nn as nn
from torch.nn.utils import fuse_conv_bn_eval, fuse_linear_bn_eval
from torch.nn.utils.clip_grad import clip_grad_norm_
from torch.nn.utils.convert_parameters import parameters_to_vector, vector_to_parameters

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(
    nn.Conv2d(3, 6, 3, padding=1, bias=False), nn.BatchNorm2d(6), nn.ReLU(),
    nn.Flatten(), nn.Linear(6 * 4 * 4, 5), nn.BatchNorm1d(5),
).to(device)
x = torch.randn(8, 3, 4, 4, device=device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(4):
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    loss.backward()
    norm = clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    print(f"step {step} loss {loss.item():.4f} norm {norm.item():.4f}")
model.eval()
print(model[1].running_mean.round(decimals=4))
conv = fuse_conv_bn_eval(model[0], model[1])
lin = fuse_linear_bn_eval(model[4], model[5])
fused = nn.Sequential(conv, nn.ReLU(), nn.Flatten(), lin).to(device)
print(fused)
print("conv bias now", conv.bias is not None, conv.bias.shape)
with torch.no_grad():
    ref = model(x)
    out = fused(x)
print("max diff small", (ref - out).abs().max().item() < 1e-4)
print(out[:2].round(decimals=3))
print("original untouched", model[0].bias is None)
vec = parameters_to_vector(fused.parameters())
print(vec.shape, sum(p.numel() for p in fused.parameters()))
vector_to_parameters(torch.zeros_like(vec), fused.parameters())
with torch.no_grad():
    print(fused(x).abs().sum().item())
