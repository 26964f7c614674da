# Attributes assigned on built-in modules: Dropout's p changes its forward and repr, other
# names are kept as plain attributes, training follows the flag.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Dropout(0.5), nn.Linear(8, 2)).to(device)
x = torch.ones(3, 4, device=device)
print(model)
for m in model.modules():
    if isinstance(m, nn.Dropout):
        m.p = 0.0
print(model[2], model[2].p)
model.train()
out1 = model(x)
out2 = model(x)
print("no dropout in training:", torch.equal(out1, out2), round(out1.sum().item(), 4))
model[2].p = 1.0
print("all dropped:", model(x)[:, :1].flatten().tolist() == model[3].bias[:1].tolist() * 3)
model[0].tag = "input layer"
model[0].in_features = 99
print(model[0].tag, model[0].in_features, model[0])
lin = nn.Linear(2, 2)
lin.training = False
print(lin.training)
model[2].p = 0.25
twin = copy.deepcopy(model[2])
print(twin, twin.p)
model[2].p = 1.5
try:
    model(x)
except ValueError as e:
    print("ValueError:", e)
