# The data-loading lines copied from tutorials: TensorDataset, random_split by fractions with a
# seeded generator, Subset indices, DataLoader with num_workers/pin_memory/persistent_workers set
# (results must not depend on them), worker_init_fn seeding and get_worker_info outside workers.
import torch
from torch.utils.data import TensorDataset, DataLoader, random_split, Subset, get_worker_info

device = "cpu"
torch.manual_seed(47)
X = torch.randn(20, 3)
y = (X.sum(1) > 0).long()
ds = TensorDataset(X, y)
print(len(ds), [tuple(t.shape) for t in ds[0]], ds.tensors[1][:5].tolist())

train, val, test = random_split(ds, [0.6, 0.25, 0.15], generator=torch.Generator().manual_seed(42))
print(len(train), len(val), len(test), type(train).__name__)
print(sorted(train.indices)[:6], sorted(val.indices), sorted(test.indices))
a, b = random_split(range(10), [7, 3], generator=torch.Generator().manual_seed(0))
print(list(a), list(b))
try:
    random_split(ds, [10, 5])
except ValueError as e:
    print("ValueError:", e)

sub = Subset(ds, [0, 2, 4])
print(len(sub), torch.equal(sub[1][0], X[2]))
print(get_worker_info())


def seed_worker(worker_id):
    torch.manual_seed(1000 + worker_id)


g = torch.Generator()
g.manual_seed(7)
loader = DataLoader(train, batch_size=4, shuffle=True, num_workers=2, pin_memory=True,
                    persistent_workers=True, worker_init_fn=seed_worker, generator=g)
print(len(loader))
order1 = [yb.tolist() for _, yb in loader]
g.manual_seed(7)
order2 = [yb.tolist() for _, yb in loader]
print(order1 == order2, sum(len(o) for o in order1))

model = torch.nn.Linear(3, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
for epoch in range(3):
    total = 0.0
    for xb, yb in DataLoader(train, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(epoch)):
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(xb), yb)
        loss.backward()
        opt.step()
        total += loss.item() * len(xb)
    with torch.no_grad():
        vx = torch.stack([val[i][0] for i in range(len(val))]).to(device)
        vy = torch.stack([val[i][1] for i in range(len(val))]).to(device)
        acc = (model(vx).argmax(1) == vy).float().mean().item()
    print(epoch, round(total / len(train), 4), round(acc, 3))
