# Re-initialising parts of a model: reset_parameters() on conv/batchnorm layers, custom
# init per layer type with nn.init, zero-init of the last layer, checking stats after init.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(
    nn.Conv2d(1, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.Flatten(),
    nn.Linear(4 * 4 * 4, 16), nn.LayerNorm(16), nn.GELU(), nn.Linear(16, 3),
)
with torch.no_grad():
    for p in model.parameters():
        p.fill_(0.3)
for m in (model[0], model[1]):
    m.reset_parameters()
print(round(model[0].weight.std().item(), 4), round(model[4].weight.abs().max().item(), 4))
print(model[1].weight.tolist(), model[5].bias.tolist())


def init(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight, gain=nn.init.calculate_gain("tanh"))
        nn.init.constant_(m.bias, 0.01)


torch.manual_seed(3)
model.apply(init)
nn.init.zeros_(model[7].weight)
print(round(model[0].weight.std().item(), 4), round(model[4].weight.abs().max().item(), 4))
print(model[7].weight.abs().sum().item(), model[4].bias[:3].tolist())
print(round(nn.init.calculate_gain("leaky_relu", 0.2), 4), nn.init.calculate_gain("linear"), round(nn.init.calculate_gain("selu"), 4))
w = torch.empty(3, 5)
nn.init.trunc_normal_(w, std=0.5, a=-0.5, b=0.5)
print(w.abs().max().item() <= 0.5)
nn.init.eye_(w)
print(w.tolist())
nn.init.dirac_(torch.empty(2, 2, 3))
model = model.to(device)
x = torch.randn(2, 1, 6, 6, device=device)
print(model(x).tolist())
try:
    nn.init.xavier_uniform_(torch.empty(4))
except ValueError as e:
    print("ValueError", e)
try:
    nn.init.calculate_gain("swish")
except ValueError as e:
    print("ValueError", e)
