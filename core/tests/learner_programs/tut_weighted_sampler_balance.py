# Balancing an imbalanced dataset with WeightedRandomSampler: class counts, inverse-frequency
# sample weights, a seeded generator, the class histogram of drawn batches with and without the
# sampler, replacement=False, and a classifier trained both ways evaluated with balanced accuracy.
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader, WeightedRandomSampler

device = "cpu"
torch.manual_seed(2024)

n_per_class = [180, 15, 5]
X = torch.cat([torch.randn(n, 2) + torch.tensor(c) for n, c in zip(n_per_class, [[0.0, 0.0], [2.5, 0.0], [0.0, 2.5]])])
y = torch.cat([torch.full((n,), k, dtype=torch.long) for k, n in enumerate(n_per_class)])
ds = TensorDataset(X, y)

counts = torch.bincount(y)
print("class counts:", counts.tolist())
class_weights = 1.0 / counts.float()
sample_weights = class_weights[y]
print("class weights:", [f"{w:.4f}" for w in class_weights.tolist()])
print("sum of sample weights per class:", [round(sample_weights[y == k].sum().item(), 4) for k in range(3)])

g = torch.Generator().manual_seed(0)
sampler = WeightedRandomSampler(sample_weights, num_samples=len(ds), replacement=True, generator=g)
print("len(sampler):", len(sampler))
balanced = DataLoader(ds, batch_size=40, sampler=sampler)
plain = DataLoader(ds, batch_size=40, shuffle=True, generator=torch.Generator().manual_seed(0))

def histogram(loader):
    seen = torch.zeros(3, dtype=torch.long)
    for _, yb in loader:
        seen += torch.bincount(yb, minlength=3)
    return seen.tolist()

print("plain histogram:   ", histogram(plain))
print("weighted histogram:", histogram(balanced))

few = list(WeightedRandomSampler([0.1, 0.9, 0.4, 0.7, 3.0, 0.6], 5, replacement=False,
                                 generator=torch.Generator().manual_seed(1)))
print("without replacement:", few, "unique:", len(set(few)) == 5)


def balanced_accuracy(model):
    with torch.no_grad():
        pred = model(X.to(device)).argmax(1).cpu()
    recalls = [((pred == k) & (y == k)).sum().item() / (y == k).sum().item() for k in range(3)]
    return recalls, sum(recalls) / 3


for name, loader in [("plain", plain), ("weighted", balanced)]:
    torch.manual_seed(1)
    model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 3)).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=0.02)
    for epoch in range(8):
        for xb, yb in loader:
            xb, yb = xb.to(device), yb.to(device)
            loss = nn.functional.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
    recalls, bal = balanced_accuracy(model)
    print(f"{name:8s} recalls {[round(r, 3) for r in recalls]} balanced acc {bal:.3f}")

# The alternative: class weights in the loss instead of resampling.
weights = (counts.sum() / (3 * counts.float())).to(device)
print("loss class weights:", weights.round(decimals=3))
logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 1.5, 0.2], [0.3, 0.2, 0.9]]).to(device)
targets = torch.tensor([0, 1, 2]).to(device)
print(f"unweighted CE {nn.functional.cross_entropy(logits, targets).item():.4f}")
print(f"weighted CE   {nn.functional.cross_entropy(logits, targets, weight=weights).item():.4f}")
