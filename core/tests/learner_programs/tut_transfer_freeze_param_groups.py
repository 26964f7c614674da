# Transfer-learning style fine-tuning: a "pretrained" backbone is frozen with requires_grad_(False),
# a new head is trained, then the backbone is unfrozen with a smaller learning rate via parameter
# groups; the optimizer's param_groups, trainable counts and which weights moved are printed.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(42)


class Net(nn.Module):
    def __init__(self, n_classes):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU())
        self.head = nn.Linear(16, n_classes)

    def forward(self, x):
        return self.head(self.backbone(x))


def count_trainable(m):
    return sum(p.numel() for p in m.parameters() if p.requires_grad)


pretrained = Net(5)
state = {k: v.clone() for k, v in pretrained.state_dict().items()}

model = Net(5)
model.load_state_dict(state)
model.head = nn.Linear(16, 3)  # new task with 3 classes
model = model.to(device)
print("trainable before freezing:", count_trainable(model))

model.backbone.requires_grad_(False)
print("trainable after freezing:", count_trainable(model))
for name, p in model.named_parameters():
    print(f"  {name:20s} requires_grad={p.requires_grad}")

X = torch.randn(96, 8).to(device)
y = (X[:, 0] + X[:, 1] > 0).long() + (X[:, 2] > 1).long()
loss_fn = nn.CrossEntropyLoss()

opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.1)
before = model.backbone[0].weight.clone()
for step in range(20):
    opt.zero_grad()
    loss = loss_fn(model(X), y)
    loss.backward()
    opt.step()
    if step % 5 == 4:
        print(f"head-only step {step + 1}: loss {loss.item():.4f}")
print("backbone unchanged:", torch.equal(before, model.backbone[0].weight))
print("frozen grad is None:", model.backbone[0].weight.grad is None)

# Unfreeze and fine-tune everything with discriminative learning rates.
model.backbone.requires_grad_(True)
opt = torch.optim.Adam([
    {"params": model.backbone.parameters(), "lr": 1e-4},
    {"params": model.head.parameters()},
], lr=1e-2)
for i, g in enumerate(opt.param_groups):
    print(f"group {i}: lr={g['lr']} params={len(g['params'])} betas={g['betas']}")

for step in range(30):
    opt.zero_grad()
    loss = loss_fn(model(X), y)
    loss.backward()
    opt.step()
    if step % 10 == 9:
        print(f"fine-tune step {step + 1}: loss {loss.item():.4f}")

delta_backbone = (model.backbone[0].weight - before).abs().max().item()
print(f"backbone max change: {delta_backbone:.5f}")
print("backbone moved:", delta_backbone > 0)

# Lower the lr of each group by 10x after "epoch" 1.
for g in opt.param_groups:
    g["lr"] *= 0.1
print("new lrs:", [f"{g['lr']:.0e}" for g in opt.param_groups])

# Freezing BatchNorm-like behaviour: eval() on a submodule only.
model.train()
model.backbone.eval()
print("training flags:", model.training, model.backbone.training, model.backbone[0].training, model.head.training)
with torch.no_grad():
    acc = (model(X).argmax(1) == y).float().mean().item()
print(f"train accuracy: {acc:.3f}")
