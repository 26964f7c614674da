# The torch.func model-ensembling tutorial: stack_module_state plus vmap over functional_call,
# same minibatch and different minibatches, checked against a Python loop.
import copy
import torch
import torch.nn as nn
from torch.func import stack_module_state, functional_call, vmap

device = "cpu"
torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(6, 8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


models = [MLP().to(device) for _ in range(4)]
data = torch.randn(5, 6, device=device)
per_model = torch.randn(4, 5, 6, device=device)
params, buffers = stack_module_state(models)
print(sorted(params.keys()), params["fc1.weight"].shape, len(buffers))
base = copy.deepcopy(models[0]).to("meta")


def fmodel(p, b, x):
    return functional_call(base, (p, b), (x,))


same = vmap(fmodel, in_dims=(0, 0, None))(params, buffers, data)
loop = torch.stack([m(data) for m in models])
print(same.shape, torch.allclose(same, loop, atol=1e-6))
diff = vmap(fmodel)(params, buffers, per_model)
loop2 = torch.stack([m(x) for m, x in zip(models, per_model)])
print(diff.shape, torch.allclose(diff, loop2, atol=1e-6))
print(same[:, 0].round(decimals=4))
print(params["fc1.weight"].requires_grad, params["fc1.weight"].is_leaf)
loss = same.pow(2).mean()
loss.backward()
print(params["fc2.bias"].grad.shape, round(params["fc2.bias"].grad.abs().sum().item(), 4))
votes = same.argmax(-1)
print(votes, torch.mode(votes, dim=0).values)
