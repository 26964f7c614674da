# An LSTM classifier over packed variable-length sequences: embed, pad, pack with
# enforce_sorted=False, classify from the final hidden state (in the batch's own order) and
# train a few Adam steps; the packed output unpacks to zeros past each length.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

device = "cpu"
torch.manual_seed(0)


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(12, 6, padding_idx=0)
        self.lstm = nn.LSTM(6, 8, num_layers=2, batch_first=True)
        self.head = nn.Linear(8, 3)

    def forward(self, tokens, lengths):
        packed = pack_padded_sequence(self.emb(tokens), lengths, batch_first=True,
                                      enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        return self.head(h[-1]), out


data = [[1, 4, 7, 2], [5, 3], [9, 9, 8, 1, 2, 6], [11], [2, 7, 3], [10, 4, 4, 5, 1]]
labels = torch.tensor([0, 1, 2, 1, 0, 2], device=device)
tokens = pad_sequence([torch.tensor(s, device=device) for s in data], batch_first=True)
lengths = torch.tensor([len(s) for s in data])
model = Classifier().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(6):
    opt.zero_grad()
    logits, out = model(tokens, lengths)
    loss = F.cross_entropy(logits, labels)
    loss.backward()
    norm = sum(p.grad.pow(2).sum() for p in model.parameters()).sqrt()
    opt.step()
    print(step, round(loss.item(), 4), round(norm.item(), 4))

with torch.no_grad():
    logits, out = model(tokens, lengths)
print(type(out).__name__, out.data.shape, out.batch_sizes.tolist())
print(out.sorted_indices.tolist(), out.unsorted_indices.tolist())
padded, lens = pad_packed_sequence(out, batch_first=True)
print(padded.shape, lens.tolist())
print([round(v, 4) for v in padded[:, :, 0].reshape(-1).tolist()])
print(logits.argmax(1).tolist(), [round(v, 4) for v in logits[:, 0].tolist()])
_, (h, c) = model.lstm(pack_padded_sequence(model.emb(tokens), lengths, batch_first=True,
                                            enforce_sorted=False))
alone = model.lstm(model.emb(tokens[1:2, :2]))[1][0]
print(torch.allclose(h[:, 1], alone[:, 0], atol=1e-6), h.shape, c.shape)
