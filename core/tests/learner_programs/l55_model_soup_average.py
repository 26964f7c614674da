# Averaging models ("model soup"): train three copies from the same init with different seeds for
# data order, average their state_dicts key by key (integer buffers handled separately),
# load the average, compare losses; also torch.stack over state-dict values and an EMA update
# written with torch._foreach-free loops and lerp_.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(589)

X = torch.randn(48, 3, device=device)
Y = (X @ torch.tensor([[1.0], [2.0], [-1.0]], device=device)).tanh()
base = nn.Sequential(nn.Linear(3, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 1)).to(device)


def train(seed):
    m = copy.deepcopy(base)
    g = torch.Generator().manual_seed(seed)
    opt = torch.optim.SGD(m.parameters(), lr=0.1)
    for _ in range(5):
        perm = torch.randperm(48, generator=g).to(device)
        for b in range(0, 48, 12):
            i = perm[b:b + 12]
            loss = nn.functional.mse_loss(m(X[i]), Y[i])
            opt.zero_grad()
            loss.backward()
            opt.step()
    return m


def evaluate(m):
    m.eval()
    with torch.no_grad():
        return nn.functional.mse_loss(m(X), Y).item()


models = [train(s) for s in (1, 2, 3)]
print([round(evaluate(m), 4) for m in models])
sds = [m.state_dict() for m in models]
avg = {}
for k in sds[0]:
    vals = torch.stack([sd[k] for sd in sds])
    avg[k] = vals.float().mean(0).to(vals.dtype) if vals.is_floating_point() else vals[0]
    if k.endswith("num_batches_tracked"):
        print(k, vals.tolist(), avg[k])
soup = copy.deepcopy(base)
print(soup.load_state_dict(avg))
print(f"soup {evaluate(soup):.4f}")
ema = copy.deepcopy(models[0])
for p_e, p in zip(ema.parameters(), models[1].parameters()):
    p_e.data.lerp_(p.data, 0.25)
for b_e, b in zip(ema.buffers(), models[1].buffers()):
    if b.is_floating_point():
        b_e.copy_(0.75 * b_e + 0.25 * b)
print(f"ema {evaluate(ema):.4f}", ema[1].running_mean[:3].round(decimals=4))
print([k for k in avg], avg["1.running_var"].dtype)
