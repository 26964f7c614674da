# The nn.init family side by side: gains, fan-in/fan-out, and what each initializer leaves in a
# weight (statistics rounded coarsely, exact structure checked exactly).
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)

for nl in ["linear", "conv2d", "sigmoid", "tanh", "relu", "selu"]:
    print(nl, round(nn.init.calculate_gain(nl), 4))
print("leaky_relu", round(nn.init.calculate_gain("leaky_relu", 0.2), 4))
try:
    nn.init.calculate_gain("swishy")
except ValueError as e:
    print("ValueError:", e)

w = torch.empty(200, 100, device=device)
nn.init.xavier_uniform_(w)
bound = math.sqrt(6 / 300)
print("xavier_uniform in bound:", bool(w.abs().max() <= bound), round(w.std().item(), 2))
nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
print("kaiming_normal std:", round(w.std().item(), 2), "target", round(math.sqrt(2 / 100), 2))
nn.init.kaiming_uniform_(w, a=math.sqrt(5))
print("default linear bound ok:", bool(w.abs().max() <= 1 / math.sqrt(100)))
nn.init.trunc_normal_(w, std=1.0, a=-0.5, b=0.5)
print("trunc range:", bool(w.min() >= -0.5), bool(w.max() <= 0.5))
nn.init.normal_(w, mean=3.0, std=0.01)
print("normal mean:", round(w.mean().item(), 2))
nn.init.uniform_(w, 2.0, 4.0)
print("uniform range:", bool(w.min() >= 2.0), bool(w.max() < 4.0))

q = torch.empty(4, 6, device=device)
nn.init.orthogonal_(q)
print("orthogonal rows:", torch.allclose(q @ q.T, torch.eye(4, device=device), atol=1e-5))
e = torch.empty(3, 5, device=device)
nn.init.eye_(e)
print(e.tolist())
c = torch.empty(2, 2, 3, 3, device=device)
nn.init.dirac_(c)
print(c[:, :, 1, 1].tolist(), c.sum().item())
z = torch.empty(2, 3, device=device)
nn.init.zeros_(z)
nn.init.ones_(z[0])
print(z.tolist())
nn.init.constant_(z, 0.25)
print(z.tolist())
s = torch.empty(10, 10, device=device)
nn.init.sparse_(s, sparsity=0.3)
print("zeros per column:", (s == 0).sum(0).tolist())
try:
    nn.init.xavier_uniform_(torch.empty(5, device=device))
except ValueError as e:
    print("ValueError:", e)

layer = nn.Linear(3, 2).to(device)
with torch.no_grad():
    r = nn.init.xavier_normal_(layer.weight, gain=0.5)
print(r is layer.weight, layer.weight.requires_grad)
