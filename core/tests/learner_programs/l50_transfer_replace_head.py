# Transfer-learning style fine-tuning: a "pretrained" backbone loaded from a state_dict, all
# parameters frozen, the classifier head replaced by a new nn.Linear, only the head optimised,
# then unfreezing the last block with a smaller lr; module surgery with setattr/delattr.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Backbone(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(4, 8, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        )
        self.fc = nn.Linear(8, 10)

    def forward(self, x):
        return self.fc(torch.flatten(self.features(x), 1))


pretrained = Backbone()
buf = io.BytesIO()
torch.save(pretrained.state_dict(), buf)
buf.seek(0)
model = Backbone()
model.load_state_dict(torch.load(buf))
for p in model.parameters():
    p.requires_grad = False
num_ftrs = model.fc.in_features
model.fc = nn.Linear(num_ftrs, 3)
model = model.to(device)
print(model.fc, [n for n, p in model.named_parameters() if p.requires_grad])
opt = torch.optim.SGD(model.fc.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(12, 1, 8, 8, device=device)
y = torch.randint(0, 3, (12,), device=device)
frozen_before = model.features[0].weight.clone()
for epoch in range(5):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")
print("backbone unchanged", torch.equal(frozen_before, model.features[0].weight), model.features[0].weight.grad)
for p in model.features[3].parameters():
    p.requires_grad_(True)
opt.add_param_group({"params": model.features[3].parameters(), "lr": 0.01})
for epoch in range(3):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
print(f"after unfreeze {loss.item():.4f}", model.features[3].weight.grad is not None)
model.features[4] = nn.LeakyReLU(0.1)
del model.features[2]
print(model.features)
model.extra = nn.Identity()
print([n for n, _ in model.named_children()])
delattr(model, "extra")
print(hasattr(model, "extra"), sum(p.numel() for p in model.parameters() if p.requires_grad))
with torch.no_grad():
    print(model(x[:2]).shape)
