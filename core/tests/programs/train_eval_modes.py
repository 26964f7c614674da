# model.train() and model.eval() with Dropout and BatchNorm1d: dropout's scaling in training and
# identity in eval, batch statistics versus running statistics, requires_grad_(False) to freeze a
# layer, and a checkpoint dict (epoch, model and optimizer state dicts, loss) saved with torch.save
# and restored with torch.load into fresh objects, as the saving-and-loading recipe does.
import io

import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(6, 12)
        self.bn = nn.BatchNorm1d(12)
        self.drop = nn.Dropout(0.3)
        self.fc2 = nn.Linear(12, 3)

    def forward(self, x):
        return self.fc2(self.drop(F.relu(self.bn(self.fc1(x)))))


model = Net().to(device)
x = torch.randn(10, 6, device=device)
y = torch.randint(0, 3, (10,), device=device)
print(model.training, model.bn.training, model.drop.training)

d = nn.Dropout(p=0.5)
t = torch.ones(2, 6, device=device)
print(d(t))
d.eval()
print(d(t))

opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(4):
    model.train()
    opt.zero_grad()
    loss = F.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(epoch, f"{loss.item():.4f}")
print(model.bn.running_mean, model.bn.running_var, model.bn.num_batches_tracked)

model.eval()
print(model.training, model.bn.training, model.drop.training)
with torch.no_grad():
    out1 = model(x)
    out2 = model(x)
print(torch.equal(out1, out2), out1[:2])
model.train()
with torch.no_grad():
    out3 = model(x)
print(torch.equal(out1, out3))

# freeze the first layer
for p in model.fc1.parameters():
    p.requires_grad_(False)
print([n for n, p in model.named_parameters() if p.requires_grad])
opt = torch.optim.Adam((p for p in model.parameters() if p.requires_grad), lr=0.01)
w_before = model.fc1.weight.clone()
loss = F.cross_entropy(model(x), y)
loss.backward()
opt.step()
print(model.fc1.weight.grad is None, torch.equal(w_before, model.fc1.weight), f"{loss.item():.4f}")

# checkpoint
buf = io.BytesIO()
torch.save(
    {"epoch": 4, "model_state_dict": model.state_dict(), "optimizer_state_dict": opt.state_dict(), "loss": loss},
    buf,
)
buf.seek(0)
checkpoint = torch.load(buf, weights_only=True)
print(sorted(checkpoint.keys()), checkpoint["epoch"], f"{checkpoint['loss'].item():.4f}")
print(list(checkpoint["model_state_dict"].keys()))
model2 = Net().to(device)
for p in model2.fc1.parameters():
    p.requires_grad_(False)
opt2 = torch.optim.Adam((p for p in model2.parameters() if p.requires_grad), lr=0.5)
print(model2.load_state_dict(checkpoint["model_state_dict"]))
opt2.load_state_dict(checkpoint["optimizer_state_dict"])
print(opt2.param_groups[0]["lr"], len(opt2.state))
model.eval()
model2.eval()
with torch.no_grad():
    print(torch.equal(model(x), model2(x)))
print(model2.bn.num_batches_tracked, model2.bn.running_mean.equal(model.bn.running_mean))
