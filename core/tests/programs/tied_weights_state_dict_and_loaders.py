import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset, Subset, ConcatDataset, WeightedRandomSampler, SequentialSampler, BatchSampler
device = "cpu"
torch.manual_seed(5)

class Dicts(Dataset):
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i):
        return {"x": torch.full((2,), float(i)), "y": i % 3, "name": f"item{i}"}

dl = DataLoader(Dicts(7), batch_size=3)
for b in dl:
    print(b["x"].shape, b["y"], b["name"])
def collate(batch):
    xs = torch.stack([b["x"] for b in batch])
    return xs.sum(), len(batch)
print(list(DataLoader(Dicts(5), batch_size=2, collate_fn=collate)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
ws = WeightedRandomSampler([0.1, 0.9, 0.5, 0.5], num_samples=6, replacement=True, generator=torch.Generator().manual_seed(1))
print(list(ws))
cat = ConcatDataset([Subset(Dicts(10), [1, 3]), Dicts(2)])
print(len(cat), [cat[i]["name"] for i in range(len(cat))])

class TiedLM(nn.Module):
    def __init__(self, v, d):
        super().__init__()
        self.emb = nn.Embedding(v, d)
        self.out = nn.Linear(d, v, bias=False)
        self.out.weight = self.emb.weight
        self.register_buffer("scale", torch.tensor(0.5))
        self.blocks = nn.ModuleDict({"a": nn.Linear(d, d), "b": nn.Linear(d, d)})
        self.extra = nn.ParameterList([nn.Parameter(torch.ones(d)) for _ in range(2)])
    def forward(self, t):
        h = self.emb(t) * self.scale
        for k in ["a", "b"]:
            h = torch.tanh(self.blocks[k](h)) + self.extra[0]
        return self.out(h)
m = TiedLM(6, 4)
print(m)
print([n for n, _ in m.named_parameters()])
print(list(m.state_dict().keys()))
print([n for n, _ in m.named_buffers()])
print(m.out.weight is m.emb.weight, sum(p.numel() for p in m.parameters()))
sd = m.state_dict()
sd.pop("scale")
res = m.load_state_dict(sd, strict=False)
print(res.missing_keys, res.unexpected_keys)
torch.save(m.state_dict(), "tied_lm.pt")
m2 = TiedLM(6, 4)
m2.load_state_dict(torch.load("tied_lm.pt"))
t = torch.tensor([[1, 2, 3]])
print(torch.allclose(m(t), m2(t)))

@torch.no_grad()
def evaluate(model, t):
    return model(t).softmax(-1).max(-1)
print(evaluate(m, t))
print(F.softmax(m(t), dim=-1).requires_grad)
