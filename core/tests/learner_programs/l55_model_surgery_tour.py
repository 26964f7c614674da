# Model surgery: replacing layers by attribute and by index, freezing with requires_grad_(False),
# param groups with different learning rates, named_modules/children listings, apply() init,
# counting trainable parameters, copy.deepcopy independence, and printing the modified model.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(561)


class Backbone(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3)
        self.bn = nn.BatchNorm2d(6)
        self.act = nn.ReLU(inplace=True)
        self.pool = nn.AdaptiveAvgPool2d(1)

    def forward(self, x):
        return self.pool(self.act(self.bn(self.conv(x)))).flatten(1)


model = nn.Sequential(Backbone(), nn.Linear(6, 10)).to(device)
print([n for n, _ in model.named_modules()])
print([type(c).__name__ for c in model.children()])
model[1] = nn.Sequential(nn.Dropout(0.1), nn.Linear(6, 3)).to(device)
model[0].act = nn.GELU().to(device)
print(model)
model[0].requires_grad_(False)
print([(n, p.requires_grad) for n, p in model.named_parameters()])
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print("trainable", trainable, "total", sum(p.numel() for p in model.parameters()))


def init(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.1)
        nn.init.zeros_(m.bias)
        print("init", m)


model.apply(init)
for p in model[0].bn.parameters():
    p.requires_grad_(True)
opt = torch.optim.SGD([
    {"params": model[0].bn.parameters(), "lr": 0.001},
    {"params": model[1].parameters()},
], lr=0.1, momentum=0.5)
print([(g["lr"], g["momentum"], len(g["params"])) for g in opt.param_groups])
x = torch.randn(4, 3, 5, 5, device=device)
y = torch.tensor([0, 1, 2, 1], device=device)
clone = copy.deepcopy(model)
for step in range(3):
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")
print(model[0].conv.weight.grad is None, model[0].bn.weight.grad is not None)
print(torch.equal(clone[0].conv.weight, model[0].conv.weight), torch.equal(clone[1][1].weight, model[1][1].weight))
print(clone[0].bn.running_mean.abs().sum().item() == 0, model[0].bn.num_batches_tracked.item())
print(clone[0].conv.weight is model[0].conv.weight, clone[0].conv.weight.requires_grad)
print(model[1][1].weight.round(decimals=4)[:, :3])
del model[1][0]
print(model[1], len(model[1]))
