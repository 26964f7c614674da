# "Pruning Tutorial": LeNet, prune.random_unstructured / l1_unstructured / ln_structured on conv1,
# weight_orig and weight_mask, forward pre-hooks, prune.remove, pruning several parameters, and
# global_unstructured sparsity reports.
import torch
from torch import nn
import torch.nn.utils.prune as prune
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(30)


class LeNet(nn.Module):
    def __init__(self):
        super(LeNet, self).__init__()
        self.conv1 = nn.Conv2d(1, 3, 3)
        self.conv2 = nn.Conv2d(3, 4, 3)
        self.fc1 = nn.Linear(4 * 2 * 2, 12)
        self.fc2 = nn.Linear(12, 8)
        self.fc3 = nn.Linear(8, 4)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), (2, 2))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = x.view(-1, int(x.nelement() / x.shape[0]))
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


model = LeNet().to(device=device)
module = model.conv1
print(list(module.named_parameters())[0][0], list(module.named_buffers()))
prune.random_unstructured(module, name="weight", amount=0.3)
print([n for n, _ in module.named_parameters()])
print([n for n, _ in module.named_buffers()])
print(module.weight_mask.sum().item(), module.weight_mask.numel())
print(torch.equal(module.weight, module.weight_orig * module.weight_mask))
print(list(module._forward_pre_hooks.values())[0].__class__.__name__)

prune.l1_unstructured(module, name="bias", amount=1)
print([n for n, _ in module.named_parameters()])
print(module.bias_mask)
print(module.bias)
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
print(type(hook).__name__, hook._tensor_name)

prune.ln_structured(module, name="weight", amount=0.5, n=2, dim=0)
print(module.weight_mask.sum(dim=(1, 2, 3)))
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
print(type(hook).__name__, [type(h).__name__ for h in hook])
prune.remove(module, 'weight')
print([n for n, _ in module.named_parameters()])
print([n for n, _ in module.named_buffers()])

new_model = LeNet().to(device)
for name, module in new_model.named_modules():
    if isinstance(module, torch.nn.Conv2d):
        prune.l1_unstructured(module, name='weight', amount=0.2)
    elif isinstance(module, torch.nn.Linear):
        prune.l1_unstructured(module, name='weight', amount=0.4)
print(dict(new_model.named_buffers()).keys())

model = LeNet().to(device)
parameters_to_prune = (
    (model.conv1, 'weight'),
    (model.conv2, 'weight'),
    (model.fc1, 'weight'),
    (model.fc2, 'weight'),
    (model.fc3, 'weight'),
)
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.2)
for name in ("conv1", "conv2", "fc1", "fc2", "fc3"):
    w = getattr(model, name).weight
    print("Sparsity in {}.weight: {:.2f}%".format(name, 100. * float(torch.sum(w == 0)) / float(w.nelement())))
total = sum(float(torch.sum(getattr(model, n).weight == 0)) for n in ("conv1", "conv2", "fc1", "fc2", "fc3"))
numel = sum(float(getattr(model, n).weight.nelement()) for n in ("conv1", "conv2", "fc1", "fc2", "fc3"))
print("Global sparsity: {:.2f}%".format(100. * total / numel))
out = model(torch.randn(2, 1, 14, 14, device=device))
out.sum().backward()
print(out.shape, model.fc1.weight_orig.grad.eq(0).sum().item() >= 0, prune.is_pruned(model))
