# torch.nn.utils.prune: weight_orig + weight_mask, the forward pre-hook recomputing weight, the
# masks of l1/random unstructured, ln_structured, global_unstructured and iterative pruning,
# remove and is_pruned; the model's state_dict keys and gradients as PyTorch's.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.utils.prune as prune

device = "cpu"


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 3, 3)
        self.conv2 = nn.Conv2d(3, 4, 3)
        self.fc1 = nn.Linear(4 * 2 * 2, 6)
        self.fc2 = nn.Linear(6, 3)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.relu(self.conv2(x))
        x = x.view(-1, 4 * 2 * 2)
        return self.fc2(F.relu(self.fc1(x)))


torch.manual_seed(0)
model = LeNet().to(device)
x = torch.randn(2, 1, 10, 10, device=device)
print(prune.is_pruned(model))

module = model.conv1
prune.random_unstructured(module, name="weight", amount=0.3)
print([n for n, _ in module.named_parameters()])
print([n for n, _ in module.named_buffers()])
print(module.weight_mask)
print(module.weight)
print(prune.is_pruned(model))

prune.l1_unstructured(module, name="bias", amount=1)
print(module.bias_mask)
print(list(model.state_dict().keys()))

# iterative pruning: a PruningContainer combines the masks
prune.ln_structured(module, name="weight", amount=1, n=2, dim=0)
print(module.weight_mask[:, 0])
print(int(module.weight_mask.sum().item()))

# a native-looking Linear, pruned in place through the model
prune.l1_unstructured(model.fc2, "weight", amount=0.5)
print(model.fc2.weight)
print(model)

out = model(x)
print(out)
out.sum().backward()
print(model.fc2.weight_orig.grad)
print(model.conv1.bias_orig.grad)

# the pre-hook recomputes weight from weight_orig at each call
with torch.no_grad():
    model.fc2.weight_orig.add_(1.0)
model(x)
print(model.fc2.weight)

# global pruning across layers
parameters_to_prune = ((model.conv2, "weight"), (model.fc1, "weight"))
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.4)
for name in ("conv2", "fc1"):  # as PyTorch's pruning tutorial reads them, through the model
    w = getattr(model, name).weight
    print(name, int((w == 0).sum().item()), w.nelement())
print(int((model.fc1.weight_mask == 0).sum().item()) + int((model.conv2.weight_mask == 0).sum().item()))

# remove makes it permanent
prune.remove(model.fc2, "weight")
print([n for n, _ in model.fc2.named_parameters()])
print([n for n, _ in model.fc2.named_buffers()])
print(model.fc2.weight)
print(list(model.state_dict().keys()))

prune.identity(model.fc2, "bias")
print(model.fc2.bias_mask)

try:
    prune.remove(model.conv2, "bias")
except ValueError as e:
    print("ValueError:", e)
try:
    prune.l1_unstructured(model.conv2, "bias", amount=1.5)
except ValueError as e:
    print("ValueError:", e)
try:
    prune.l1_unstructured(model.conv2, "bias", amount=10)
except ValueError as e:
    print("ValueError:", e)
print([n for n, _ in model.conv2.named_parameters()])
