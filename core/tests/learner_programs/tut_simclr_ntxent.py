# Contrastive learning SimCLR-style on toy vectors: two random "augmentations" per sample
# (noise + feature dropout), a projection MLP, F.normalize, the NT-Xent loss built from a
# (2N x 2N) cosine-similarity matrix with the diagonal masked and cross_entropy over positives,
# then a linear probe on the frozen encoder.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(14)

N_CLASSES, D = 4, 10
prototypes = torch.randn(N_CLASSES, D) * 2


def sample(n):
    y = torch.randint(0, N_CLASSES, (n,))
    return (prototypes[y] + 0.7 * torch.randn(n, D)).to(device), y.to(device)


def augment(x):
    noise = 0.3 * torch.randn_like(x)
    keep = (torch.rand_like(x) > 0.2).float()
    return (x + noise) * keep


def nt_xent(z1, z2, tau=0.5):
    n = z1.size(0)
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    sim = z @ z.T / tau
    sim = sim.masked_fill(torch.eye(2 * n, dtype=torch.bool, device=z.device), float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)]).to(z.device)
    return F.cross_entropy(sim, targets)


a = torch.tensor([[1.0, 0.0], [0.0, 1.0]], device=device)
print(f"NT-Xent of identical views: {nt_xent(a, a).item():.4f}")
print(f"NT-Xent of swapped views:   {nt_xent(a, a.flip(0)).item():.4f}")
z = F.normalize(torch.randn(3, 4, device=device), dim=1)
print("normalized norms:", z.norm(dim=1).round(decimals=4))
print("cosine_similarity == dot of normalized:", torch.allclose(F.cosine_similarity(z[0:1], z[1:2]), (z[0] * z[1]).sum().unsqueeze(0)))

encoder = nn.Sequential(nn.Linear(D, 32), nn.ReLU(), nn.Linear(32, 16)).to(device)
projector = nn.Sequential(nn.ReLU(), nn.Linear(16, 8)).to(device)
opt = torch.optim.Adam(list(encoder.parameters()) + list(projector.parameters()), lr=3e-3)
for step in range(80):
    x, _ = sample(64)
    loss = nt_xent(projector(encoder(augment(x))), projector(encoder(augment(x))))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 19:
        print(f"step {step + 1}: NT-Xent {loss.item():.4f}")

encoder.requires_grad_(False)
x_tr, y_tr = sample(200)
x_te, y_te = sample(200)
with torch.no_grad():
    f_tr, f_te = encoder(x_tr), encoder(x_te)
probe = nn.Linear(16, N_CLASSES).to(device)
popt = torch.optim.Adam(probe.parameters(), lr=0.02)
for epoch in range(100):
    loss = F.cross_entropy(probe(f_tr), y_tr)
    popt.zero_grad()
    loss.backward()
    popt.step()
acc = (probe(f_te).argmax(1) == y_te).float().mean().item()
print(f"linear probe: train loss {loss.item():.4f} test acc {acc:.3f}")
print("encoder frozen:", all(not p.requires_grad for p in encoder.parameters()))
with torch.no_grad():
    emb = F.normalize(encoder(x_te), dim=1)
    sims = emb @ emb.T
    same = (y_te[:, None] == y_te[None, :]) & ~torch.eye(200, dtype=torch.bool, device=device)
    diff = y_te[:, None] != y_te[None, :]
print(f"mean cosine same class {sims[same].mean().item():.3f} vs different {sims[diff].mean().item():.3f}")
