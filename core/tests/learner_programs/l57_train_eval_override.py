# Custom train()/eval() overrides, as learners write them to keep BatchNorm frozen: eval()
# goes through train(False), a parent's train() calls each child's own train(), a flag a
# module's forward reads, and train() refusing a non-bool mode.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class FrozenBNNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 4)
        self.bn = nn.BatchNorm1d(4)
        self.head = nn.Linear(4, 2)

    def train(self, mode=True):
        print("FrozenBNNet.train", mode)
        super().train(mode)
        self.bn.eval()  # keep the running statistics fixed
        return self

    def forward(self, x):
        return self.head(torch.relu(self.bn(self.fc(x))))


class Noisy(nn.Module):
    def __init__(self, std):
        super().__init__()
        self.std = std

    def train(self, mode=True):
        print("Noisy.train", mode)
        return super().train(mode)

    def forward(self, x):
        if self.training:
            return x + self.std * torch.randn_like(x)
        return x


model = nn.Sequential(FrozenBNNet(), Noisy(0.1)).to(device)
print([m.training for m in model.modules()])
model.eval()
print([m.training for m in model.modules()])
r = model.train()
print(r is model, [m.training for m in model.modules()])
x = torch.randn(8, 3, device=device)
before = model[0].bn.running_mean.clone()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print("bn stats kept", torch.equal(before, model[0].bn.running_mean), model[0].bn.num_batches_tracked.item())
model.eval()
with torch.no_grad():
    a, b = model(x), model(x)
print("eval deterministic", torch.equal(a, b))
for mode in ("no", 1, None):
    try:
        model.train(mode)
    except ValueError as e:
        print("ValueError", e)
print(model.training, model[1].training)
