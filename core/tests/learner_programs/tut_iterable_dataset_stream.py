# Streaming data with an IterableDataset: a generator-backed dataset of synthetic log lines parsed
# on the fly, batching by the DataLoader, a buffered shuffle written by hand with a seeded
# Generator, itertools.islice to take a few batches, chaining datasets, and training on the stream.
import itertools
import torch
import torch.nn as nn
from torch.utils.data import IterableDataset, DataLoader, ChainDataset, get_worker_info

device = "cpu"
torch.manual_seed(12)


class LogStream(IterableDataset):
    def __init__(self, n, seed):
        self.n, self.seed = n, seed

    def __iter__(self):
        info = get_worker_info()
        g = torch.Generator().manual_seed(self.seed)
        for i in range(self.n):
            latency = torch.rand(1, generator=g).item() * 200
            size = torch.randint(1, 50, (1,), generator=g).item()
            line = f"req={i} latency={latency:.1f}ms size={size}kb"
            fields = dict(kv.split("=") for kv in line.split())
            x = torch.tensor([float(fields["latency"][:-2]) / 100, float(fields["size"][:-2]) / 25])
            y = torch.tensor(1.0 if latency + 2 * size > 150 else 0.0)
            yield x, y


class ShuffleBuffer(IterableDataset):
    def __init__(self, source, size, seed):
        self.source, self.size, self.seed = source, size, seed

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        buf = []
        for item in self.source:
            buf.append(item)
            if len(buf) == self.size:
                j = torch.randint(len(buf), (1,), generator=g).item()
                yield buf.pop(j)
        while buf:
            j = torch.randint(len(buf), (1,), generator=g).item()
            yield buf.pop(j)


stream = LogStream(10, seed=0)
print("worker info in main process:", get_worker_info())
for x, y in itertools.islice(iter(stream), 3):
    print("sample:", x.tolist(), y.item())
print("items:", sum(1 for _ in stream))

loader = DataLoader(stream, batch_size=4)
for xb, yb in loader:
    print("batch:", tuple(xb.shape), yb.tolist())
try:
    len(loader)
except TypeError as e:
    print("TypeError:", e)
try:
    DataLoader(stream, batch_size=4, shuffle=True)
except ValueError as e:
    print("ValueError:", e)

chained = ChainDataset([LogStream(3, seed=1), LogStream(2, seed=2)])
print("chained length:", sum(1 for _ in chained))

shuffled = ShuffleBuffer(LogStream(8, seed=0), size=4, seed=3)
print("buffered-shuffle order of latencies:", [round(x[0].item() * 100, 1) for x, _ in shuffled])

model = nn.Sequential(nn.Linear(2, 8), nn.ReLU(), nn.Linear(8, 1)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
train_loader = DataLoader(ShuffleBuffer(LogStream(256, seed=5), size=32, seed=6), batch_size=32)
for epoch in range(4):
    total, batches = 0.0, 0
    for xb, yb in train_loader:
        xb, yb = xb.to(device), yb.to(device)
        loss = nn.functional.binary_cross_entropy_with_logits(model(xb).squeeze(1), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
        batches += 1
    print(f"epoch {epoch}: batches {batches} mean loss {total / batches:.4f}")

with torch.no_grad():
    xs, ys = next(iter(DataLoader(LogStream(200, seed=9), batch_size=200)))
    acc = ((model(xs.to(device)).squeeze(1) > 0).float() == ys.to(device)).float().mean().item()
print(f"accuracy on a fresh stream: {acc:.3f}")
