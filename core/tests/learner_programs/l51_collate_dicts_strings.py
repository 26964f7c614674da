# default_collate on nested samples (dicts of tensors, ints, floats, strings, tuples), a
# custom collate that pads variable-length sequences, and a map-style Dataset of records.
import torch
from torch.utils.data import Dataset, DataLoader, default_collate
from torch.nn.utils.rnn import pad_sequence

device = "cpu"
torch.manual_seed(1)


class Records(Dataset):
    def __init__(self):
        self.words = ["cat", "horse", "ox", "zebra", "emu"]

    def __len__(self):
        return len(self.words)

    def __getitem__(self, i):
        w = self.words[i]
        ids = torch.tensor([ord(c) - 96 for c in w])
        return {"word": w, "ids": ids, "len": len(w), "score": float(i) / 2,
                "pair": (i, torch.tensor([i, -i]))}


ds = Records()
batch = default_collate([{"x": torch.ones(2), "n": 3, "s": "a"}, {"x": torch.zeros(2), "n": 4, "s": "b"}])
print(batch)
print(default_collate([(1, 2.5), (3, 4.5)]))
print(default_collate([[torch.tensor(1), torch.tensor(2)], [torch.tensor(3), torch.tensor(4)]]))


def pad_collate(items):
    ids = pad_sequence([it["ids"] for it in items], batch_first=True)
    rest = default_collate([{k: v for k, v in it.items() if k != "ids"} for it in items])
    rest["ids"] = ids
    return rest


loader = DataLoader(ds, batch_size=2, collate_fn=pad_collate)
for b in loader:
    print(b["word"], b["len"].tolist(), b["score"].dtype, b["pair"][0].tolist(), b["pair"][1].tolist())
    print(b["ids"])

emb = torch.nn.Embedding(27, 3).to(device)
b = next(iter(loader))
out = emb(b["ids"].to(device)).sum(1) / b["len"].to(device).unsqueeze(1)
print(out.shape, f"{out.sum().item():.4f}")
