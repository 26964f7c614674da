# A word-level LSTM language model trained with truncated backprop through time: the corpus
# batchified into columns, bptt chunks, hidden states detached between chunks (repackage_hidden),
# tied embedding/decoder weights, gradient clipping, and perplexity from the mean loss.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(1111)

text = ("the cat sat on the mat . the dog sat on the log . the cat saw the dog . "
        "a dog and a cat sat on a mat . the log was on the mat .").split() * 3
vocab = sorted(set(text))
stoi = {w: i for i, w in enumerate(vocab)}
data = torch.tensor([stoi[w] for w in text], dtype=torch.long)
print("tokens", len(data), "vocab", len(vocab))


def batchify(d, bsz):
    nbatch = d.size(0) // bsz
    d = d.narrow(0, 0, nbatch * bsz)
    return d.view(bsz, -1).t().contiguous()


train = batchify(data, 4).to(device)
print("batched", tuple(train.shape), train.is_contiguous())
bptt = 8


def get_batch(source, i):
    seq_len = min(bptt, len(source) - 1 - i)
    return source[i:i + seq_len], source[i + 1:i + 1 + seq_len].reshape(-1)


class RNNModel(nn.Module):
    def __init__(self, ntoken, ninp, nlayers):
        super().__init__()
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, ninp, nlayers)
        self.decoder = nn.Linear(ninp, ntoken)
        self.decoder.weight = self.encoder.weight  # weight tying
        self.nlayers, self.nhid = nlayers, ninp
        nn.init.uniform_(self.encoder.weight, -0.1, 0.1)
        nn.init.zeros_(self.decoder.bias)

    def forward(self, inp, hidden):
        out, hidden = self.rnn(self.encoder(inp), hidden)
        return self.decoder(out).view(-1, self.decoder.out_features), hidden

    def init_hidden(self, bsz):
        w = next(self.parameters())
        return (w.new_zeros(self.nlayers, bsz, self.nhid), w.new_zeros(self.nlayers, bsz, self.nhid))


def repackage_hidden(h):
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)


model = RNNModel(len(vocab), 16, 2).to(device)
print("tied:", model.decoder.weight is model.encoder.weight)
print("unique params", sum(p.numel() for p in model.parameters()))
crit = nn.CrossEntropyLoss()
lr = 5.0
for epoch in range(4):
    model.train()
    hidden = model.init_hidden(4)
    total, chunks = 0.0, 0
    for i in range(0, train.size(0) - 1, bptt):
        x, y = get_batch(train, i)
        hidden = repackage_hidden(hidden)
        model.zero_grad()
        out, hidden = model(x, hidden)
        loss = crit(out, y)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 0.25)
        for p in model.parameters():
            p.data.add_(p.grad, alpha=-lr)
        total += loss.item()
        chunks += 1
    avg = total / chunks
    print(f"epoch {epoch} chunks {chunks} loss {avg:.4f} ppl {math.exp(avg):.2f}")
print("hidden is leaf after detach:", repackage_hidden(hidden)[0].is_leaf, hidden[0].shape)
