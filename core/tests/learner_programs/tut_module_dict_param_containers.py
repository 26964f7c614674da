# Containers used inside forward: an nn.ModuleDict of task heads selected by name, an
# nn.ParameterList of per-layer scales, an nn.ParameterDict of per-task biases, and an
# nn.ModuleList of blocks; training a two-task model and printing which parameters got gradients.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(11)


class MultiTask(nn.Module):
    def __init__(self, d_in, d_hidden, tasks):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(d_in if i == 0 else d_hidden, d_hidden) for i in range(3)])
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(1)) for _ in range(3)])
        self.heads = nn.ModuleDict({name: nn.Linear(d_hidden, n_out) for name, n_out in tasks.items()})
        self.task_bias = nn.ParameterDict({name: nn.Parameter(torch.zeros(n_out)) for name, n_out in tasks.items()})

    def forward(self, x, task):
        for block, scale in zip(self.blocks, self.scales):
            x = torch.relu(block(x)) * scale
        return self.heads[task](x) + self.task_bias[task]


tasks = {"regress": 1, "classify": 3}
model = MultiTask(4, 8, tasks).to(device)
print("heads:", list(model.heads.keys()))
print("biases:", list(model.task_bias.keys()))
print("len(scales):", len(model.scales), "len(blocks):", len(model.blocks))
print("'classify' in heads:", "classify" in model.heads)
for name, p in model.named_parameters():
    print(f"{name:22s} {tuple(p.shape)}")

X = torch.randn(64, 4).to(device)
y_reg = (X.sum(1, keepdim=True) * 0.5).to(device)
y_cls = (X[:, 0] > 0).long() + (X[:, 1] > 0.5).long()
opt = torch.optim.Adam(model.parameters(), lr=0.02)

# A single step on one task: only that task's head/bias receive gradients.
opt.zero_grad()
loss = nn.functional.mse_loss(model(X, "regress"), y_reg)
loss.backward()
for name, p in model.named_parameters():
    if name.startswith(("heads", "task_bias")):
        print(f"{name:22s} grad is None: {p.grad is None}")
opt.zero_grad(set_to_none=True)

for step in range(40):
    opt.zero_grad()
    l1 = nn.functional.mse_loss(model(X, "regress"), y_reg)
    l2 = nn.functional.cross_entropy(model(X, "classify"), y_cls)
    loss = l1 + l2
    loss.backward()
    opt.step()
    if step % 10 == 9:
        print(f"step {step + 1}: mse {l1.item():.4f} ce {l2.item():.4f}")

print("scales:", [round(s.item(), 3) for s in model.scales])

# Adding entries later: ParameterDict.update, ModuleDict item assignment, ParameterList.append.
model.heads["extra"] = nn.Linear(8, 2).to(device)
model.task_bias.update({"extra": nn.Parameter(torch.zeros(2, device=device))})
model.scales.append(nn.Parameter(torch.full((1,), 2.0, device=device)))
print("after adding:", list(model.heads.keys()), list(model.task_bias.keys()), len(model.scales))
print("extra out shape:", tuple(model(X, "extra").shape))
print("num parameters:", sum(p.numel() for p in model.parameters()))
for k, v in model.heads.items():
    print(k, v)
print("pop:", model.heads.pop("extra"))
print("state_dict keys with 'scales':", [k for k in model.state_dict() if "scales" in k])
