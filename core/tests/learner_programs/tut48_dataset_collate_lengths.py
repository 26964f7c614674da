# A variable-length text pipeline: a Dataset of token lists, a collate_fn that sorts by length,
# pads with pad_sequence and returns lengths, a DataLoader with a seeded shuffle, a packed LSTM
# that uses the lengths, and masking of the padded positions in the loss.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence
from torch.utils.data import DataLoader, Dataset

device = "cpu"
torch.manual_seed(0)


class Sentences(Dataset):
    def __init__(self, n, vocab=15):
        g = torch.Generator().manual_seed(1)
        self.items = []
        for _ in range(n):
            length = int(torch.randint(2, 8, (1,), generator=g))
            toks = torch.randint(1, vocab, (length,), generator=g)
            self.items.append((toks, int(toks.sum()) % 2))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def collate(batch):
    batch = sorted(batch, key=lambda b: len(b[0]), reverse=True)
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(list(seqs), batch_first=True, padding_value=0), lengths, torch.tensor(labels)


ds = Sentences(20)
print(len(ds), [len(ds[i][0]) for i in range(6)], ds[0])
loader = DataLoader(ds, batch_size=6, shuffle=True, collate_fn=collate, generator=torch.Generator().manual_seed(3))
for x, lengths, y in loader:
    print(tuple(x.shape), lengths.tolist(), y.tolist())


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(15, 8, padding_idx=0)
        self.lstm = nn.LSTM(8, 12, batch_first=True)
        self.tok_head = nn.Linear(12, 15)
        self.cls_head = nn.Linear(12, 2)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(self.emb(x), lengths, batch_first=True)
        out, (h, _) = self.lstm(packed)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=x.shape[1])
        return self.tok_head(out), self.cls_head(h[-1])


model = Tagger().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(4):
    total, count = 0.0, 0
    for x, lengths, y in loader:
        x, y = x.to(device), y.to(device)
        tok_logits, cls_logits = model(x, lengths)
        target = torch.roll(x, -1, dims=1)
        mask = torch.arange(x.shape[1]).unsqueeze(0) < (lengths - 1).unsqueeze(1)
        tok_loss = nn.functional.cross_entropy(tok_logits[mask.to(device)], target[mask.to(device)])
        cls_loss = nn.functional.cross_entropy(cls_logits, y)
        opt.zero_grad()
        (tok_loss + cls_loss).backward()
        opt.step()
        total += (tok_loss + cls_loss).item()
        count += 1
    print(epoch, round(total / count, 4))
x, lengths, y = collate([ds[i] for i in range(4)])
with torch.no_grad():
    tok_logits, _ = model(x.to(device), lengths)
print(tok_logits.shape, tok_logits[-1, lengths[-1]:].abs().sum().item() == tok_logits[-1, lengths[-1]:].abs().sum().item())
ignore = torch.where(x == 0, torch.tensor(-100), x)
print(ignore[-1].tolist(), round(nn.functional.cross_entropy(tok_logits.reshape(-1, 15), ignore.reshape(-1).to(device), ignore_index=-100).item(), 4))
