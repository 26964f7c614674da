import torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence
device = "cpu"
torch.manual_seed(0)
seqs = [torch.randint(1, 10, (n,)) for n in [5, 3, 7, 2, 6, 4]]
labels = torch.tensor([int(s.sum().item() % 2) for s in seqs], device=device)
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True, padding_value=0).to(device)
print(padded.shape, lengths.tolist())
class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 8, padding_idx=0)
        self.lstm = nn.LSTM(8, 12, batch_first=True, bidirectional=True)
        self.out = nn.Linear(24, 2)
    def forward(self, x, lengths):
        e = self.emb(x)
        packed = pack_padded_sequence(e, lengths, batch_first=True, enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        unpacked, out_lengths = pad_packed_sequence(out, batch_first=True)
        final = torch.cat([h[-2], h[-1]], dim=1)
        return self.out(final), unpacked, out_lengths
model = Classifier().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(30):
    opt.zero_grad()
    logits, unpacked, out_lengths = model(padded, lengths)
    loss = nn.functional.cross_entropy(logits, labels)
    loss.backward()
    opt.step()
print(round(loss.item(), 3), unpacked.shape, out_lengths.tolist())
print((unpacked[3, 2:] == 0).all().item(), model.emb.weight[0].abs().sum().item())
with torch.no_grad():
    pred = model(padded, lengths)[0].argmax(1)
print((pred == labels).float().mean().item() >= 0.5)
x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x * 2
z = y.detach()
z += 1
print(y, z, y.requires_grad, z.requires_grad)
with torch.no_grad():
    w = x * 3
print(w.requires_grad, w.grad_fn)
@torch.no_grad()
def infer(t):
    return t ** 2
print(infer(x).requires_grad)
with torch.enable_grad():
    print((x * 1).requires_grad)
with torch.set_grad_enabled(False):
    print((x * 1).requires_grad)
grads = []
h = x.register_hook(lambda g: grads.append(g.clone()))
(x ** 2).sum().backward()
(x ** 3).sum().backward()
print(grads, x.grad)
h.remove()
x.grad = None
(x * 4).sum().backward()
print(len(grads), x.grad)
