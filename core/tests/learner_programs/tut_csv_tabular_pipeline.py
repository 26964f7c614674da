# A tabular pipeline from CSV text: parsing with csv.DictReader over io.StringIO, a dataclass config,
# categorical encoding with dicts, standardization with tensor statistics, a Dataset/DataLoader,
# an MLP with an Embedding for the category, argparse defaults, and a metrics report table.
import argparse
import csv
import io
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, asdict

import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader

device = "cpu"
torch.manual_seed(5)
random.seed(5)

parser = argparse.ArgumentParser(description="tabular demo")
parser.add_argument("--epochs", type=int, default=6)
parser.add_argument("--lr", type=float, default=0.01)
parser.add_argument("--hidden", type=int, default=16)
args = parser.parse_args([])
print(vars(args))


@dataclass
class Config:
    epochs: int
    lr: float
    hidden: int
    batch_size: int = 16


cfg = Config(args.epochs, args.lr, args.hidden)
print(cfg, asdict(cfg)["batch_size"])

cities = ["paris", "lyon", "nice", "lille"]
rows = ["age,income,city,bought"]
for i in range(80):
    age = random.randint(18, 70)
    income = round(random.gauss(40, 12), 1)
    city = random.choice(cities)
    bought = int(income > 42 and age < 50 or city == "nice")
    rows.append(f"{age},{income},{city},{bought}")
text = "\n".join(rows)
reader = csv.DictReader(io.StringIO(text))
records = list(reader)
print(len(records), records[0])
print(Counter(r["city"] for r in records).most_common(2))
city_ix = {c: i for i, c in enumerate(sorted({r["city"] for r in records}))}
print(city_ix)

num = torch.tensor([[float(r["age"]), float(r["income"])] for r in records])
cat = torch.tensor([city_ix[r["city"]] for r in records])
y = torch.tensor([float(r["bought"]) for r in records])
mean, std = num.mean(0), num.std(0)
num = (num - mean) / std
print("mean", mean.round(decimals=2), "std", std.round(decimals=2))
by_city = defaultdict(list)
for c, t in zip(cat.tolist(), y.tolist()):
    by_city[c].append(t)
print({k: round(sum(v) / len(v), 3) for k, v in sorted(by_city.items())})


class Table(Dataset):
    def __init__(self, num, cat, y):
        self.num, self.cat, self.y = num, cat, y

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.num[i], self.cat[i], self.y[i]


class TabNet(nn.Module):
    def __init__(self, n_cat, hidden):
        super().__init__()
        self.emb = nn.Embedding(n_cat, 3)
        self.mlp = nn.Sequential(nn.Linear(2 + 3, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, num, cat):
        return self.mlp(torch.cat([num, self.emb(cat)], dim=1)).squeeze(1)


loader = DataLoader(Table(num, cat, y), batch_size=cfg.batch_size, shuffle=True)
model = TabNet(len(city_ix), cfg.hidden).to(device)
opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
for epoch in range(cfg.epochs):
    total = 0.0
    for xb, cb, yb in loader:
        xb, cb, yb = xb.to(device), cb.to(device), yb.to(device)
        loss = nn.functional.binary_cross_entropy_with_logits(model(xb, cb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(yb)
    print(f"epoch {epoch + 1}/{cfg.epochs} loss {total / len(y):.4f}")

with torch.no_grad():
    pred = (torch.sigmoid(model(num.to(device), cat.to(device))) > 0.5).float()
cat, y = cat.to(device), y.to(device)
print(f"{'city':<8}{'n':>4}{'acc':>8}")
for c, i in city_ix.items():
    m = cat == i
    print(f"{c:<8}{int(m.sum()):>4}{(pred[m] == y[m]).float().mean().item():>8.3f}")
print(f"{'all':<8}{len(y):>4}{(pred == y).float().mean().item():>8.3f}")
