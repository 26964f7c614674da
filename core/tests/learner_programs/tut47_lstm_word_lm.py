# A word-level LSTM language model as in the PyTorch examples: tokenised corpus, batchify,
# get_batch with bptt, tied weights, dropout, clipping, perplexity, and temperature sampling.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
text = "the cat sat on the mat the dog sat on the log the cat saw the dog on the mat".split()
vocab = sorted(set(text))
stoi = {w: i for i, w in enumerate(vocab)}
ids = torch.tensor([stoi[w] for w in text], dtype=torch.long)
print(len(vocab), ids.shape)


def batchify(data, bsz):
    nb = data.size(0) // bsz
    return data[:nb * bsz].view(bsz, -1).t().contiguous().to(device)


train = batchify(ids, 2)
print(train.shape)
bptt = 5


def get_batch(src, i):
    L = min(bptt, len(src) - 1 - i)
    return src[i:i + L], src[i + 1:i + 1 + L].reshape(-1)


class RNNModel(nn.Module):
    def __init__(self, ntoken, ninp, nlayers, dropout=0.2):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, ninp, nlayers, dropout=dropout)
        self.decoder = nn.Linear(ninp, ntoken)
        self.decoder.weight = self.encoder.weight
        nn.init.uniform_(self.encoder.weight, -0.1, 0.1)
        nn.init.zeros_(self.decoder.bias)

    def forward(self, inp, hidden):
        emb = self.drop(self.encoder(inp))
        out, hidden = self.rnn(emb, hidden)
        return self.decoder(self.drop(out)).view(-1, self.decoder.out_features), hidden

    def init_hidden(self, bsz):
        w = next(self.parameters())
        return (w.new_zeros(2, bsz, 12), w.new_zeros(2, bsz, 12))


model = RNNModel(len(vocab), 12, 2).to(device)
print(sum(p.numel() for p in model.parameters()), model.decoder.weight is model.encoder.weight)
crit = nn.CrossEntropyLoss()
opt = torch.optim.SGD(model.parameters(), lr=2.0)
for epoch in range(4):
    model.train()
    hidden = model.init_hidden(2)
    total = 0.0
    for i in range(0, train.size(0) - 1, bptt):
        x, y = get_batch(train, i)
        hidden = tuple(h.detach() for h in hidden)
        model.zero_grad()
        out, hidden = model(x, hidden)
        loss = crit(out, y)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
        for p in model.parameters():
            p.data.add_(p.grad, alpha=-2.0)
        total += loss.item() * len(x)
    ppl = math.exp(total / (train.size(0) - 1))
    print(f"epoch {epoch} ppl {ppl:.3f}")
model.eval()
hidden = model.init_hidden(1)
inp = torch.tensor([[stoi["the"]]], device=device)
words = []
with torch.no_grad():
    for _ in range(6):
        out, hidden = model(inp, hidden)
        weights = out.squeeze().div(0.8).exp()
        idx = torch.multinomial(weights, 1)[0]
        inp.fill_(idx.item())
        words.append(vocab[idx])
print(" ".join(words))
