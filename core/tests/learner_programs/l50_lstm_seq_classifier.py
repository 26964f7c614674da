# Sequence classification with an Embedding + LSTM over padded batches, using
# pack_padded_sequence, taking the last hidden state, and evaluating accuracy.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence

device = "cpu"
torch.manual_seed(0)

vocab = 12
seqs = [torch.randint(1, vocab, (n,)) for n in [5, 3, 7, 2, 6, 4]]
labels = torch.tensor([int(s.sum().item()) % 2 for s in seqs])
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True, padding_value=0)
print(padded.shape, lengths.tolist(), labels.tolist())
print(padded)


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, 8, padding_idx=0)
        self.lstm = nn.LSTM(8, 16, batch_first=True)
        self.head = nn.Linear(16, 2)

    def forward(self, x, lengths):
        e = self.emb(x)
        packed = pack_padded_sequence(e, lengths, batch_first=True, enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        return self.head(h[-1]), out


model = Classifier().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(15):
    opt.zero_grad()
    logits, _ = model(padded.to(device), lengths)
    loss = nn.functional.cross_entropy(logits, labels.to(device))
    loss.backward()
    opt.step()
    if epoch % 5 == 0:
        print(f"epoch {epoch} loss {loss.item():.4f}")
with torch.no_grad():
    logits, packed_out = model(padded.to(device), lengths)
    unpacked, out_lens = pad_packed_sequence(packed_out, batch_first=True)
print("unpacked", unpacked.shape, out_lens.tolist())
print("padding zeros", unpacked[3, 2:].abs().sum().item())
print("pred", logits.argmax(1).tolist())
print("emb pad row", model.emb.weight[0])
