# "Pruning Tutorial", the parts past the basics: the forward pre-hook and PruningContainer that
# iterative pruning leaves, random_structured/identity/custom_from_mask, a custom
# BasePruningMethod (FooBarPruningMethod) with its function-style helper, state_dict keys and masks.
import torch
from torch import nn
import torch.nn.functional as F
import torch.nn.utils.prune as prune

device = "cpu"
torch.manual_seed(0)


class LeNet(nn.Module):
    def __init__(self):
        super(LeNet, self).__init__()
        self.conv1 = nn.Conv2d(1, 3, 3)
        self.conv2 = nn.Conv2d(3, 4, 3)
        self.fc1 = nn.Linear(4 * 2 * 2, 6)
        self.fc2 = nn.Linear(6, 5)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), (2, 2))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = x.view(-1, int(x.nelement() / x.shape[0]))
        x = F.relu(self.fc1(x))
        return self.fc2(x)


model = LeNet().to(device=device)
module = model.conv1
print(list(module.named_parameters())[0][0], list(module.named_buffers()))
prune.random_unstructured(module, name="weight", amount=0.3)
print([n for n, _ in module.named_parameters()], [n for n, _ in module.named_buffers()])
print(module.weight_mask.sum().item(), module.weight_mask.numel())
print(module._forward_pre_hooks.__class__.__name__, len(module._forward_pre_hooks))
prune.l1_unstructured(module, name="bias", amount=1)
print(module.bias_mask, module.bias)
prune.ln_structured(module, name="weight", amount=0.5, n=2, dim=0)
print(module.weight_mask.sum(dim=(1, 2, 3)))
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
print(type(hook).__name__, hook._tensor_name, [type(h).__name__ for h in hook])
print(list(hook)[1].amount, list(hook)[1].n, list(hook)[1].dim)
print(model.state_dict().keys())
prune.remove(module, 'weight')
print([n for n, _ in module.named_parameters()], [n for n, _ in module.named_buffers()])
print(prune.is_pruned(module), prune.is_pruned(model.fc2))

torch.manual_seed(2)
m = nn.Linear(5, 4)
prune.random_structured(m, "weight", amount=2, dim=1)
print(m.weight_mask.sum(0))
prune.identity(m, "bias")
print(m.bias_mask)
mask = torch.tensor([[1, 0, 1, 0, 1]] * 4, dtype=torch.float)
m2 = prune.custom_from_mask(nn.Linear(5, 4), name="weight", mask=mask)
print(m2.weight_mask[0], (m2.weight == 0).sum().item())
out = m2(torch.ones(2, 5))
print(out.shape, m2.weight.grad_fn.name())


class FooBarPruningMethod(prune.BasePruningMethod):
    """Prune every other entry in a tensor"""
    PRUNING_TYPE = 'unstructured'

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask


def foobar_unstructured(module, name):
    FooBarPruningMethod.apply(module, name)
    return module


model = LeNet()
foobar_unstructured(model.fc1, name='bias')
print(model.fc1.bias_mask)
foobar_unstructured(model.fc1, name='bias')
print(model.fc1.bias_mask)
print([type(h).__name__ for h in model.fc1._forward_pre_hooks.values()])
x = torch.randn(2, 1, 14, 14)
print(model(x).shape)

model = LeNet()
parameters_to_prune = ((model.conv1, 'weight'), (model.conv2, 'weight'),
                       (model.fc1, 'weight'), (model.fc2, 'weight'))
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.25)
total = 0
zeros = 0
for key in ("conv1", "conv2", "fc1", "fc2"):
    w = getattr(model, key).weight
    name = key + ".weight"
    z = float(torch.sum(w == 0))
    print("Sparsity in {}: {:.2f}%".format(name, 100. * z / float(w.nelement())))
    total += w.nelement()
    zeros += z
print("Global sparsity: {:.2f}%".format(100. * zeros / total))
prune.global_unstructured(parameters_to_prune, pruning_method=prune.RandomUnstructured, amount=10)
print(sum(int((getattr(model, k).weight == 0).sum()) for k in ("conv1", "conv2", "fc1", "fc2")))
