# After parametrize, weight_norm, spectral_norm or prune rewrites a built-in layer's parameters,
# the layer is still an nn.Linear / nn.Embedding / nn.LayerNorm to isinstance, so the usual
# "for m in model.modules(): if isinstance(m, nn.Linear)" loops still find it.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
import torch.nn.utils.prune as prune

device = "cpu"
torch.manual_seed(0)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(0, 1)


model = nn.Sequential(nn.Embedding(5, 3), nn.LayerNorm(3), nn.Linear(3, 3), nn.Tanh(),
                      nn.Linear(3, 2), nn.Linear(2, 2)).to(device)
P.register_parametrization(model[2], "weight", Symmetric())
nn.utils.parametrizations.weight_norm(model[4])
prune.l1_unstructured(model[5], "weight", amount=0.5)
nn.utils.parametrizations.spectral_norm(model[0])
kinds = [(name, isinstance(m, nn.Linear), isinstance(m, nn.Embedding),
          isinstance(m, nn.LayerNorm)) for name, m in model.named_children()]
for k in kinds:
    print(*k)
linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
print(len(linears), P.is_parametrized(model[2]), P.is_parametrized(model[4], "weight"))
with torch.no_grad():
    for m in linears:
        if m.bias is not None:
            m.bias.zero_()
out = model(torch.tensor([[0, 3, 4]], device=device))
print(out.shape, round(out.abs().sum().item(), 4))
print(torch.allclose(model[2].weight, model[2].weight.T))
