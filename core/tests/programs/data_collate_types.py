from collections import namedtuple, OrderedDict, defaultdict
import torch
from torch.utils.data import Dataset, DataLoader, default_collate
device = "cpu"
torch.manual_seed(0)
Sample = namedtuple("Sample", ["image", "label", "meta"])
class Toy(Dataset):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        img = torch.full((1, 2, 2), float(i))
        return Sample(img, i % 3, {"id": i, "name": f"s{i}", "flags": [i, -i]})
loader = DataLoader(Toy(5), batch_size=2, shuffle=True, generator=torch.Generator().manual_seed(7))
for batch in loader:
    print(type(batch).__name__, batch.image.to(device).shape, batch.label, batch.meta["id"], batch.meta["name"], batch.meta["flags"])
print(default_collate([OrderedDict(b=1, a=torch.ones(1)), OrderedDict(b=2, a=torch.zeros(1))]))
d = default_collate([defaultdict(int, x=1.5), defaultdict(int, x=2.5)])
print(type(d).__name__, d["x"], d["missing"])
print(default_collate([(1, "a"), (2, "b")]))
print(default_collate([[1.0, 2.0], [3.0, 4.0]]))
print(default_collate([torch.tensor([1, 2]), torch.tensor([3, 4])]))
print(default_collate([True, False, True]))
Pair = namedtuple("Pair", "x y")
print(default_collate([Pair(torch.ones(2), 1.0), Pair(torch.zeros(2), 2.0)]))
try:
    default_collate([[1, 2], [3]])
except RuntimeError as e:
    print("RuntimeError", e)
try:
    default_collate([object(), object()])
except TypeError as e:
    print("TypeError", str(e).split("<")[0])
