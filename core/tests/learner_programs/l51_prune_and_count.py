# nn.utils.prune: l1_unstructured and random_unstructured with amounts, ln_structured on
# channels, the weight_orig/weight_mask pair, global_unstructured, prune.remove; sparsity counts.
import torch
import torch.nn as nn
import torch.nn.utils.prune as prune

device = "cpu"
torch.manual_seed(36)

lin = nn.Linear(6, 4).to(device)
prune.l1_unstructured(lin, name="weight", amount=0.5)
print([n for n, _ in lin.named_parameters()], [n for n, _ in lin.named_buffers()])
print("zeros", int((lin.weight == 0).sum()), "of", lin.weight.numel())
print(torch.equal(lin.weight, lin.weight_orig * lin.weight_mask), prune.is_pruned(lin))
prune.random_unstructured(lin, name="bias", amount=1)
print("bias zeros", int((lin.bias == 0).sum()))
conv = nn.Conv2d(2, 4, 3).to(device)
prune.ln_structured(conv, name="weight", amount=0.5, n=2, dim=0)
print("zero channels", [int(c) for c in (conv.weight.flatten(1).abs().sum(1) == 0).tolist()])
prune.remove(conv, "weight")
print([n for n, _ in conv.named_parameters()], hasattr(conv, "weight_mask"))
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
prune.global_unstructured([(model[0], "weight"), (model[2], "weight")], pruning_method=prune.L1Unstructured, amount=10)
print("global", int((model[0].weight == 0).sum()) + int((model[2].weight == 0).sum()))
out = model(torch.randn(3, 4).to(device))
out.sum().backward()
print("grad masked", bool((model[0].weight_orig.grad[model[0].weight_mask == 0] == 0).all()))
