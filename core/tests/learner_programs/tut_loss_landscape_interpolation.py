# Looking at a loss landscape: linear interpolation between an initial and a trained parameter
# vector (with torch.lerp on state_dict tensors), a 2-D slice along two random directions with
# filter-wise normalisation, and torch.func.functional_call to evaluate without copying weights in.
import copy
import torch
import torch.nn as nn
from torch.func import functional_call

device = "cpu"
torch.manual_seed(55)
X = torch.randn(64, 2, device=device)
Y = (X[:, 0] * X[:, 1] > 0).long()
model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 2)).to(device)
init_state = copy.deepcopy(model.state_dict())
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(60):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), Y)
    loss.backward()
    opt.step()
final_state = copy.deepcopy(model.state_dict())
print("trained loss:", round(loss.item(), 3))


def loss_with(params):
    with torch.no_grad():
        return nn.functional.cross_entropy(functional_call(model, params, (X,)), Y).item()


alphas = torch.linspace(0, 1.5, 7).tolist()
curve = []
for a in alphas:
    params = {k: torch.lerp(init_state[k], final_state[k], a) for k in init_state}
    curve.append(round(loss_with(params), 3))
print([round(a, 2) for a in alphas])
print(curve)
print("minimum near a=1:", alphas[curve.index(min(curve))])


def rand_direction(state):
    d = {}
    for k, v in state.items():
        r = torch.randn_like(v)
        if v.dim() == 2:
            r = r * (v.norm(dim=1, keepdim=True) / (r.norm(dim=1, keepdim=True) + 1e-10))
        else:
            r = r * (v.norm() / (r.norm() + 1e-10))
        d[k] = r
    return d


d1, d2 = rand_direction(final_state), rand_direction(final_state)
grid = torch.linspace(-1, 1, 5).tolist()
for a in grid:
    row = []
    for b in grid:
        p = {k: final_state[k] + a * d1[k] + b * d2[k] for k in final_state}
        row.append(round(loss_with(p), 2))
    print(round(a, 1), row)
print("center is the trained loss:", round(loss_with(final_state), 3))
print("model untouched:", all(torch.equal(v, final_state[k]) for k, v in model.state_dict().items()))
