# Transfer-learning style: freeze a backbone (requires_grad_(False)), train only the head,
# later unfreeze with add_param_group at a smaller lr; frozen weights stay bit-identical.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(17)

backbone = nn.Sequential(nn.Linear(5, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU()).to(device)
head = nn.Linear(8, 3).to(device)
model = nn.Sequential(backbone, head)
for p in backbone.parameters():
    p.requires_grad_(False)
trainable = [n for n, p in model.named_parameters() if p.requires_grad]
print("trainable", trainable, sum(p.numel() for p in model.parameters() if p.requires_grad))
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.1, momentum=0.9)
X = torch.randn(20, 5)
y = torch.randint(0, 3, (20,))
snapshot = backbone[0].weight.clone()
for step in range(5):
    loss = nn.functional.cross_entropy(model(X.to(device)), y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"head-only step {step} loss {loss.item():.4f}")
print("backbone unchanged", torch.equal(snapshot, backbone[0].weight), backbone[0].weight.grad is None)

for p in backbone.parameters():
    p.requires_grad_(True)
opt.add_param_group({"params": backbone.parameters(), "lr": 0.01})
print("groups", len(opt.param_groups), [g["lr"] for g in opt.param_groups], opt.param_groups[1]["momentum"])
for step in range(5):
    loss = nn.functional.cross_entropy(model(X.to(device)), y.to(device))
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    print(f"full step {step} loss {loss.item():.4f}")
print(f"backbone moved {(backbone[0].weight - snapshot).abs().max().item():.5f}")
model.eval()
for m in model.modules():
    if isinstance(m, nn.Linear):
        m.weight.requires_grad = False
print([p.requires_grad for p in model.parameters()])
