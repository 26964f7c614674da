# Magnitude pruning with torch.nn.utils.prune: l1_unstructured on one layer (weight_orig and
# weight_mask appear), random_unstructured, ln_structured over output rows, global_unstructured
# across layers, iterative pruning composing masks, and prune.remove making it permanent.
import torch
import torch.nn as nn
import torch.nn.utils.prune as prune

device = "cpu"
torch.manual_seed(40)
model = nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)


def sparsity(t):
    return round((t == 0).float().mean().item(), 4)


prune.l1_unstructured(model[0], name="weight", amount=0.25)
print(sorted(n for n, _ in model[0].named_parameters()), sorted(n for n, _ in model[0].named_buffers()))
print("sparsity:", sparsity(model[0].weight), prune.is_pruned(model[0]), prune.is_pruned(model[2]))
kept_min = model[0].weight[model[0].weight != 0].abs().min()
cut_max = model[0].weight_orig[model[0].weight_mask == 0].abs().max()
print("pruned the smallest:", bool(kept_min >= cut_max))

prune.l1_unstructured(model[0], name="weight", amount=0.5)
print("iterative:", sparsity(model[0].weight), int(model[0].weight_mask.sum().item()))
prune.ln_structured(model[2], name="weight", amount=0.5, n=2, dim=0)
rows_zero = (model[2].weight.abs().sum(1) == 0).tolist()
print("structured rows:", rows_zero)
prune.random_unstructured(model[4], name="bias", amount=1)
print("bias:", model[4].bias.tolist())

x = torch.randn(5, 6, device=device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
loss = model(x).pow(2).mean()
loss.backward()
print("masked grads zero:", bool((model[0].weight_orig.grad[model[0].weight_mask == 0] == 0).all()))
opt.step()
print("still sparse after step:", sparsity(model[0].weight))

prune.remove(model[0], "weight")
print(sorted(n for n, _ in model[0].named_parameters()), list(model[0].named_buffers()))
print("kept zeros:", sparsity(model[0].weight))

torch.manual_seed(40)
net = nn.Sequential(nn.Linear(6, 8), nn.Linear(8, 4)).to(device)
params = [(net[0], "weight"), (net[1], "weight")]
prune.global_unstructured(params, pruning_method=prune.L1Unstructured, amount=20)
print("global:", int((net[0].weight == 0).sum().item()), int((net[1].weight == 0).sum().item()))
print(sorted(net.state_dict().keys()))
try:
    prune.l1_unstructured(net[1], "weight", amount=1.5)
except ValueError as e:
    print("ValueError")
