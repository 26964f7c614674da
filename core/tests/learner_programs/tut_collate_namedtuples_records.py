# What default_collate does with the record types people return from __getitem__: namedtuples
# (kept as the same namedtuple of batched fields), nested dicts with strings and numbers, tuples
# of unequal tensors (the stack error), numbers of mixed types, and a custom collate for a
# dataclass.
import dataclasses
from collections import namedtuple
import torch
from torch.utils.data import DataLoader, default_collate

device = "cpu"
torch.manual_seed(57)
Sample = namedtuple("Sample", ["image", "label", "name"])
items = [Sample(torch.full((2, 2), float(i)), i % 3, f"img{i}") for i in range(5)]
batch = default_collate(items[:3])
print(type(batch).__name__, batch.image.shape, batch.label.tolist(), batch.name)
loader = DataLoader(items, batch_size=2)
for b in loader:
    print(type(b).__name__, tuple(b.image.shape), b.label.tolist(), b.name)

nested = [{"meta": {"id": i, "score": i * 0.5, "tag": "a" if i % 2 else "b"}, "x": torch.tensor([i, i + 1])} for i in range(3)]
c = default_collate(nested)
print(sorted(c), c["meta"]["id"].tolist(), c["meta"]["id"].dtype, c["meta"]["score"].dtype, c["meta"]["tag"], c["x"].tolist())
print(default_collate([1, 2.5]).dtype, default_collate([True, False]).dtype, default_collate([(1, 2), (3, 4)]))
try:
    default_collate([torch.ones(2), torch.ones(3)])
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
try:
    default_collate([object(), object()])
except TypeError as e:
    print("TypeError:", str(e)[:80])


@dataclasses.dataclass
class Record:
    features: torch.Tensor
    target: float


records = [Record(torch.randn(3), float(i)) for i in range(4)]


def record_collate(rs):
    return Record(torch.stack([r.features for r in rs]).to(device), torch.tensor([r.target for r in rs], device=device))


for rb in DataLoader(records, batch_size=3, collate_fn=record_collate):
    print(type(rb).__name__, tuple(rb.features.shape), rb.target.tolist())
model = torch.nn.Linear(3, 1).to(device)
rb = record_collate(records)
loss = torch.nn.functional.mse_loss(model(rb.features).squeeze(1), rb.target)
print(round(loss.item(), 4))
