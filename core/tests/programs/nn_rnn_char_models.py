import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
class CharRNN(nn.Module):
    def __init__(self, vocab, emb, hidden, layers, cell="LSTM"):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb, padding_idx=0)
        rnn_cls = {"LSTM": nn.LSTM, "GRU": nn.GRU, "RNN": nn.RNN}[cell]
        self.rnn = rnn_cls(emb, hidden, num_layers=layers, batch_first=True, dropout=0.0)
        self.fc = nn.Linear(hidden, vocab)
    def forward(self, x, h=None):
        out, h = self.rnn(self.embed(x), h)
        return self.fc(out), h
text = "hello world, hello pytorch. "
chars = sorted(set(text))
stoi = {c: i + 1 for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
data = torch.tensor([stoi[c] for c in text], device=device)
X = data[:-1].unsqueeze(0)
Y = data[1:].unsqueeze(0)
for cell in ["LSTM", "GRU", "RNN"]:
    torch.manual_seed(1)
    model = CharRNN(len(chars) + 1, 8, 16, 2, cell).to(device)
    if cell == "LSTM":
        print(model)
    opt = torch.optim.Adam(model.parameters(), lr=0.03)
    for step in range(40):
        opt.zero_grad()
        logits, h = model(X)
        loss = nn.functional.cross_entropy(logits.reshape(-1, logits.size(-1)), Y.reshape(-1))
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
    print(cell, round(loss.item(), 2), type(h).__name__, len(h) if isinstance(h, tuple) else tuple(h.shape))
    model.eval()
    with torch.no_grad():
        idx = torch.tensor([[stoi["h"]]], device=device)
        h = None
        out = "h"
        for _ in range(10):
            logits, h = model(idx, h)
            idx = logits[:, -1].argmax(-1, keepdim=True)
            out += itos[idx.item()]
    print(repr(out))
lstm = nn.LSTM(4, 3, bidirectional=True, proj_size=2).to(device)
print(lstm, [(n, tuple(p.shape)) for n, p in lstm.named_parameters()])
o, (hn, cn) = lstm(torch.randn(5, 2, 4, device=device))
print(o.shape, hn.shape, cn.shape)
cell = nn.GRUCell(3, 4).to(device)
hx = torch.zeros(2, 4, device=device)
for t in range(3):
    hx = cell(torch.ones(2, 3, device=device) * t, hx)
print(hx.shape, round(hx.sum().item(), 3))
lc = nn.LSTMCell(3, 4, bias=False).to(device)
print(lc, [n for n, _ in lc.named_parameters()])
h, c = lc(torch.ones(1, 3, device=device))
print(h.shape, c.shape)
r = nn.RNN(2, 3, nonlinearity="relu").to(device)
print(r, r(torch.ones(4, 2, device=device))[0].shape)
