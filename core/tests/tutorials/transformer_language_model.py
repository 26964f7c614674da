"""Language modeling with nn.TransformerEncoder.

Follows the PyTorch tutorial "Language Modeling with nn.Transformer and torchtext"
(https://pytorch.org/tutorials/beginner/transformer_tutorial.html), in its current form (the
causal mask made inside forward with nn.Transformer.generate_square_subsequent_mask).
Changed: no torchtext and no WikiText2 download: the text is a literal in this file, split into
train/validation/test lines, the tokenizer is a small stand-in for torchtext's 'basic_english'
(lower case, punctuation split off) and the vocabulary a small stand-in for
build_vocab_from_iterator (specials first, then by falling frequency, ties alphabetical, as
torchtext orders it). Sizes are tiny (emsize 16, d_hid 32, 2 heads, 2 layers, batch size 4,
bptt 8, 2 epochs, a report every 2 batches); the timing fields (ms/batch, epoch time) are left out
of the prints, which keep the tutorial's 2 decimals. Dropout stays on in training (p=0.2, after
torch.manual_seed(0)), so its masks must be PyTorch's; the best epoch's state goes through
torch.save/torch.load in a TemporaryDirectory as in the tutorial.
"""
import math
import os
from tempfile import TemporaryDirectory
from typing import Tuple

import torch
from torch import nn, Tensor
from torch.nn import TransformerEncoder, TransformerEncoderLayer

device = "cpu"


class TransformerModel(nn.Module):

    def __init__(self, ntoken: int, d_model: int, nhead: int, d_hid: int,
                 nlayers: int, dropout: float = 0.5):
        super().__init__()
        self.model_type = "Transformer"
        self.pos_encoder = PositionalEncoding(d_model, dropout)
        encoder_layers = TransformerEncoderLayer(d_model, nhead, d_hid, dropout)
        self.transformer_encoder = TransformerEncoder(encoder_layers, nlayers)
        self.embedding = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.linear = nn.Linear(d_model, ntoken)

        self.init_weights()

    def init_weights(self) -> None:
        initrange = 0.1
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.linear.bias.data.zero_()
        self.linear.weight.data.uniform_(-initrange, initrange)

    def forward(self, src: Tensor, src_mask: Tensor = None) -> Tensor:
        """src: [seq_len, batch_size] indices; returns [seq_len, batch_size, ntoken] logits."""
        src = self.embedding(src) * math.sqrt(self.d_model)
        src = self.pos_encoder(src)
        if src_mask is None:
            # Causal mask: -inf above the diagonal, 0.0 elsewhere.
            src_mask = nn.Transformer.generate_square_subsequent_mask(len(src)).to(device)
        output = self.transformer_encoder(src, src_mask)
        output = self.linear(output)
        return output


class PositionalEncoding(nn.Module):

    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 5000):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)

        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe)

    def forward(self, x: Tensor) -> Tensor:
        """x: [seq_len, batch_size, embedding_dim]."""
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)


# A stand-in for WikiText2: one line per "article" paragraph.
TEXT = """\
The cat sat on the mat . The dog sat on the log .
A cat and a dog met on the road , and the cat ran up a tree .
The dog sat under the tree and the cat sat in the tree .
Then the rain came , and the dog ran home and the cat came down .
The sun came out and the cat sat on the mat again .
The dog ran on the road and sat on the log in the sun .
A bird sat in the tree and sang to the cat and the dog .
The cat and the dog sat on the mat and the bird sang .
"""
lines = TEXT.splitlines()
train_iter, val_iter, test_iter = lines[:6], lines[6:7], lines[7:]


def tokenizer(line):
    """Lower case, punctuation as tokens of its own, split on white space."""
    for p in ".,":
        line = line.replace(p, " " + p + " ")
    return line.lower().split()


class Vocab:
    """Token <-> index, specials first, then by count (ties alphabetical); unknown -> default."""

    def __init__(self, counts, specials):
        ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        self.itos = specials + [t for t, _ in ordered if t not in specials]
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.default_index = None

    def set_default_index(self, index):
        self.default_index = index

    def __getitem__(self, token):
        return self.stoi.get(token, self.default_index)

    def __call__(self, tokens):
        return [self[t] for t in tokens]

    def __len__(self):
        return len(self.itos)


def build_vocab_from_iterator(iterator, specials):
    counts = {}
    for tokens in iterator:
        for t in tokens:
            counts[t] = counts.get(t, 0) + 1
    return Vocab(counts, specials)


vocab = build_vocab_from_iterator(map(tokenizer, train_iter), specials=["<unk>"])
vocab.set_default_index(vocab["<unk>"])
print(len(vocab), vocab.itos[:8])


def data_process(raw_text_iter) -> Tensor:
    """The lines' token indices, concatenated into one flat tensor."""
    data = [torch.tensor(vocab(tokenizer(item)), dtype=torch.long) for item in raw_text_iter]
    return torch.cat(tuple(filter(lambda t: t.numel() > 0, data)))


train_data = data_process(train_iter)
val_data = data_process(val_iter)
test_data = data_process(test_iter)
print(train_data.shape, val_data.shape, test_data.shape)


def batchify(data: Tensor, bsz: int) -> Tensor:
    """[N] -> [N // bsz, bsz]: bsz parallel streams, the remainder dropped."""
    seq_len = data.size(0) // bsz
    data = data[:seq_len * bsz]
    data = data.view(bsz, seq_len).t().contiguous()
    return data.to(device)


batch_size = 4
eval_batch_size = 2
train_data = batchify(train_data, batch_size)  # shape [seq_len, batch_size]
val_data = batchify(val_data, eval_batch_size)
test_data = batchify(test_data, eval_batch_size)
print(train_data.shape, val_data.shape, test_data.shape)

bptt = 8


def get_batch(source: Tensor, i: int) -> Tuple[Tensor, Tensor]:
    """Rows i .. i+bptt as input; the same shifted by one, flattened, as target."""
    seq_len = min(bptt, len(source) - 1 - i)
    data = source[i:i + seq_len]
    target = source[i + 1:i + 1 + seq_len].reshape(-1)
    return data, target


data, targets = get_batch(train_data, 0)
print(data.shape, targets.shape)

torch.manual_seed(0)
ntokens = len(vocab)  # size of the vocabulary
emsize = 16  # embedding dimension
d_hid = 32  # feedforward width inside nn.TransformerEncoder
nlayers = 2  # nn.TransformerEncoderLayer count
nhead = 2  # heads in nn.MultiheadAttention
dropout = 0.2  # dropout probability
model = TransformerModel(ntokens, emsize, nhead, d_hid, nlayers, dropout).to(device)
print(sum(p.numel() for p in model.parameters()))

criterion = nn.CrossEntropyLoss()
lr = 5.0  # learning rate
optimizer = torch.optim.SGD(model.parameters(), lr=lr)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.95)


def train(model: nn.Module) -> None:
    model.train()  # training mode: dropout on
    total_loss = 0.
    log_interval = 2

    num_batches = len(train_data) // bptt
    for batch, i in enumerate(range(0, train_data.size(0) - 1, bptt)):
        data, targets = get_batch(train_data, i)
        output = model(data)
        output_flat = output.view(-1, ntokens)
        loss = criterion(output_flat, targets)

        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
        optimizer.step()

        total_loss += loss.item()
        if batch % log_interval == 0 and batch > 0:
            lr = scheduler.get_last_lr()[0]
            cur_loss = total_loss / log_interval
            ppl = math.exp(cur_loss)
            print(f"| epoch {epoch:3d} | {batch:5d}/{num_batches:5d} batches | "
                  f"lr {lr:02.2f} | loss {cur_loss:5.2f} | ppl {ppl:8.2f}")
            total_loss = 0


def evaluate(model: nn.Module, eval_data: Tensor) -> float:
    model.eval()  # evaluation mode: dropout off
    total_loss = 0.
    with torch.no_grad():
        for i in range(0, eval_data.size(0) - 1, bptt):
            data, targets = get_batch(eval_data, i)
            seq_len = data.size(0)
            output = model(data)
            output_flat = output.view(-1, ntokens)
            total_loss += seq_len * criterion(output_flat, targets).item()
    return total_loss / (len(eval_data) - 1)


best_val_loss = float("inf")
epochs = 2

with TemporaryDirectory() as tempdir:
    best_model_params_path = os.path.join(tempdir, "best_model_params.pt")

    for epoch in range(1, epochs + 1):
        train(model)
        val_loss = evaluate(model, val_data)
        val_ppl = math.exp(val_loss)
        print("-" * 89)
        print(f"| end of epoch {epoch:3d} | "
              f"valid loss {val_loss:5.2f} | valid ppl {val_ppl:8.2f}")
        print("-" * 89)

        if val_loss < best_val_loss:
            best_val_loss = val_loss
            torch.save(model.state_dict(), best_model_params_path)

        scheduler.step()
    model.load_state_dict(torch.load(best_model_params_path))  # the best model's state

test_loss = evaluate(model, test_data)
test_ppl = math.exp(test_loss)
print("=" * 89)
print(f"| End of training | test loss {test_loss:5.2f} | "
      f"test ppl {test_ppl:8.2f}")
print("=" * 89)
