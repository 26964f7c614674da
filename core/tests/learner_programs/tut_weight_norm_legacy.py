# The older torch.nn.utils.weight_norm API still seen in many repos: weight_g/weight_v split, dim
# choices, the recomputed weight after an optimizer step, remove_weight_norm, and its equivalence to
# the parametrizations version.
import torch
import torch.nn as nn
from torch.nn.utils import weight_norm, remove_weight_norm
from torch.nn.utils import parametrizations

device = "cpu"
torch.manual_seed(42)
lin = nn.Linear(4, 3).to(device)
w0 = lin.weight.detach().clone()
lin = weight_norm(lin, name="weight")
print(sorted(n for n, _ in lin.named_parameters()))
print(tuple(lin.weight_g.shape), tuple(lin.weight_v.shape))
print("g = row norms:", torch.allclose(lin.weight_g.flatten(), w0.norm(dim=1)))
print("weight unchanged:", torch.allclose(lin.weight, w0, atol=1e-6))

x = torch.randn(5, 4, device=device)
opt = torch.optim.SGD(lin.parameters(), lr=0.5)
for step in range(3):
    opt.zero_grad()
    loss = lin(x).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
print("weight follows g*v/|v|:", torch.allclose(lin(x), x @ (lin.weight_g * lin.weight_v / lin.weight_v.norm(dim=1, keepdim=True)).T + lin.bias, atol=1e-5))
remove_weight_norm(lin)
print(sorted(n for n, _ in lin.named_parameters()))

conv = weight_norm(nn.Conv1d(2, 3, 3).to(device))
print(tuple(conv.weight_g.shape))
whole = weight_norm(nn.Linear(4, 3).to(device), dim=None)
print(tuple(whole.weight_g.shape), round(whole.weight_g.item(), 4) == round(whole.weight_v.norm().item(), 4))
col = weight_norm(nn.Linear(4, 3).to(device), dim=1)
print(tuple(col.weight_g.shape))

torch.manual_seed(43)
a = weight_norm(nn.Linear(4, 3).to(device))
torch.manual_seed(43)
b = parametrizations.weight_norm(nn.Linear(4, 3).to(device))
print("same forward:", torch.allclose(a(x), b(x), atol=1e-6))
print(torch.allclose(a.weight_g, b.parametrizations.weight.original0))
try:
    weight_norm(a)
except RuntimeError as e:
    print("RuntimeError:", e)
