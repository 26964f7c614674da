# A custom Dataset of variable-length token sequences with a collate_fn that pads and builds a
# mask, a DataLoader over it, and a masked mean-pooling classifier trained for a few steps.
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader
from torch.nn.utils.rnn import pad_sequence

device = "cpu"
torch.manual_seed(11)


class ToySequences(Dataset):
    def __init__(self, n, vocab=20):
        g = torch.Generator().manual_seed(5)
        self.items = []
        for i in range(n):
            length = int(torch.randint(2, 9, (1,), generator=g))
            seq = torch.randint(1, vocab, (length,), generator=g)
            label = int(seq.float().mean() > vocab / 2)
            self.items.append((seq, label))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        seq, label = self.items[idx]
        return {"tokens": seq, "label": label}


def collate(batch):
    seqs = [b["tokens"] for b in batch]
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)
    mask = torch.arange(padded.size(1))[None, :] < lengths[:, None]
    labels = torch.tensor([b["label"] for b in batch])
    return padded, mask, lengths, labels


ds = ToySequences(40)
print(len(ds), ds[0]["tokens"].tolist(), ds[0]["label"])
loader = DataLoader(ds, batch_size=8, shuffle=False, collate_fn=collate)
padded, mask, lengths, labels = next(iter(loader))
print(padded.shape, padded.dtype)
print(padded[:3])
print(mask[:3].int())
print(lengths.tolist(), labels.tolist())


class MeanPool(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.out = nn.Linear(dim, 2)

    def forward(self, tokens, mask):
        e = self.emb(tokens)  # (B, T, D)
        e = e * mask.unsqueeze(-1)
        pooled = e.sum(1) / mask.sum(1, keepdim=True).clamp(min=1)
        return self.out(pooled)


model = MeanPool(20, 8).to(device)
print("padding row zero:", model.emb.weight[0].abs().sum().item())
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(5):
    tot, correct = 0.0, 0
    for tokens, mask, lengths, labels in loader:
        tokens, mask, labels = tokens.to(device), mask.to(device), labels.to(device)
        logits = model(tokens, mask)
        loss = nn.functional.cross_entropy(logits, labels)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * len(labels)
        correct += (logits.argmax(-1) == labels).sum().item()
    print(f"epoch {epoch} loss {tot / len(ds):.4f} acc {correct}/{len(ds)}")
print("padding row still zero:", model.emb.weight[0].abs().sum().item())
