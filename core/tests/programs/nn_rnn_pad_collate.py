# A collate_fn with pad_sequence for variable-length token sequences through a DataLoader:
# right and left padding, batch_first, padding_value, the lengths kept beside the batch, and an
# embedding + mean over the unpadded tokens with a backward pass; pad_sequence's errors.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, unpad_sequence
from torch.utils.data import DataLoader, Dataset

device = "cpu"
torch.manual_seed(0)


class Sentences(Dataset):
    def __init__(self):
        self.items = [[3, 1, 4, 1, 5], [9, 2], [6, 5, 3], [5], [8, 9, 7, 9], [3, 2, 3, 8]]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return torch.tensor(self.items[i], device=device), i % 2


def collate(batch):
    seqs = [s for s, _ in batch]
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)
    return padded, lengths, torch.tensor([y for _, y in batch])


loader = DataLoader(Sentences(), batch_size=3, collate_fn=collate)
emb = nn.Embedding(10, 4, padding_idx=0).to(device)
for padded, lengths, labels in loader:
    print(padded.shape, padded.dtype, lengths.tolist(), labels.tolist())
    print(padded)
    vecs = emb(padded)
    mask = (torch.arange(padded.size(1), device=device) < lengths.to(device).unsqueeze(1))
    mean = (vecs * mask.unsqueeze(2)).sum(1) / lengths.to(device).unsqueeze(1)
    loss = mean.pow(2).sum()
    loss.backward()
    print(round(loss.item(), 4), [round(v, 4) for v in mean[:, 0].tolist()])
print([round(v, 4) for v in emb.weight.grad.sum(1).tolist()])

seqs = [torch.tensor([1.0, 2.0, 3.0]), torch.tensor([4.0]), torch.tensor([5.0, 6.0])]
print(pad_sequence(seqs))
print(pad_sequence(seqs, batch_first=True, padding_value=-1.0, padding_side="left"))
grid = [torch.ones(2, 3), torch.full((1, 3), 2.0)]
print(pad_sequence(grid, batch_first=True).shape, pad_sequence(grid).shape)
print(pad_sequence(torch.arange(6).view(2, 3)))
back = unpad_sequence(pad_sequence(seqs), torch.tensor([3, 1, 2]))
print([s.tolist() for s in back])
for bad in [[], [torch.zeros(2, 3), torch.zeros(3, 2)]]:
    try:
        pad_sequence(bad)
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    pad_sequence(seqs, padding_side="middle")
except RuntimeError as e:
    print("RuntimeError:", e)
