# Exponential moving average of model weights (as in mean-teacher/SWA code): copy.deepcopy of a
# model, requires_grad_(False) on the copy, EMA updates with mul_/add_ and lerp_ under no_grad,
# buffers copied too, and torch.optim.swa_utils.AveragedModel for comparison.
import copy
import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

device = "cpu"
torch.manual_seed(3)

model = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 2)).to(device)
ema = copy.deepcopy(model)
ema.requires_grad_(False)
print("copy is separate:", ema[0].weight is not model[0].weight, torch.equal(ema[0].weight, model[0].weight))
print("ema trainable params:", sum(p.numel() for p in ema.parameters() if p.requires_grad))
swa = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(0.9))


@torch.no_grad()
def ema_update(ema_model, model, decay):
    for e, p in zip(ema_model.parameters(), model.parameters()):
        e.mul_(decay).add_(p, alpha=1 - decay)
    for eb, b in zip(ema_model.buffers(), model.buffers()):
        eb.copy_(b)


opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
X = torch.randn(32, 4, device=device)
y = (X[:, 0] > X[:, 1]).long()
lerp_copy = copy.deepcopy(model).requires_grad_(False)
for step in range(10):
    loss = nn.functional.cross_entropy(model(X), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    ema_update(ema, model, 0.9)
    swa.update_parameters(model)
    with torch.no_grad():
        for e, p in zip(lerp_copy.parameters(), model.parameters()):
            e.lerp_(p, 0.1)
    if step % 3 == 0:
        diff = (ema[0].weight - model[0].weight).abs().max().item()
        print(f"step {step} loss {loss.item():.4f} ema-model max diff {diff:.4f}")

print("lerp == mul_/add_:", all(torch.allclose(a, b, atol=1e-6) for a, b in zip(ema.parameters(), lerp_copy.parameters())))
print("AveragedModel n_averaged", swa.n_averaged.item())
print("AveragedModel close to ema:", torch.allclose(swa.module[3].weight, ema[3].weight, atol=1e-2))
print("bn buffers copied:", torch.equal(ema[1].running_mean, model[1].running_mean))
model.eval()
ema.eval()
with torch.no_grad():
    acc_m = (model(X).argmax(1) == y).float().mean().item()
    acc_e = (ema(X).argmax(1) == y).float().mean().item()
print(f"acc model {acc_m:.3f} ema {acc_e:.3f}")
print(type(swa).__name__, list(swa.state_dict().keys())[:3])
