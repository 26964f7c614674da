# A GRU encoder-decoder (seq2seq) learning to reverse digit sequences: an SOS token, teacher
# forcing with a ratio decided by Python's random module (seeded), greedy decoding at evaluation,
# and the token accuracy as training goes.
import random
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
random.seed(0)

SOS, VOCAB, LEN, HID = 10, 11, 5, 32


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, HID)
        self.gru = nn.GRU(HID, HID, batch_first=True)

    def forward(self, src):
        outputs, hidden = self.gru(self.embedding(src))
        return outputs, hidden


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, HID)
        self.gru = nn.GRU(HID, HID, batch_first=True)
        self.out = nn.Linear(HID, VOCAB)

    def forward_step(self, token, hidden):
        output, hidden = self.gru(torch.relu(self.embedding(token)), hidden)
        return self.out(output), hidden

    def forward(self, hidden, target=None, teacher_forcing=0.0, steps=LEN):
        batch = hidden.size(1)
        token = torch.full((batch, 1), SOS, dtype=torch.long, device=hidden.device)
        logits = []
        for t in range(steps):
            step_logits, hidden = self.forward_step(token, hidden)
            logits.append(step_logits)
            if target is not None and random.random() < teacher_forcing:
                token = target[:, t].unsqueeze(1)
            else:
                token = step_logits.argmax(-1).detach()
        return torch.cat(logits, dim=1), hidden


def batch(n):
    src = torch.randint(0, 10, (n, LEN))
    return src.to(device), src.flip(1).to(device)


encoder, decoder = Encoder().to(device), Decoder().to(device)
params = list(encoder.parameters()) + list(decoder.parameters())
opt = torch.optim.Adam(params, lr=0.01)
loss_fn = nn.CrossEntropyLoss()
print("parameters:", sum(p.numel() for p in params))

forced_steps = 0
for step in range(1, 151):
    src, tgt = batch(32)
    _, h = encoder(src)
    ratio = max(0.0, 1.0 - step / 100)
    state = random.getstate()
    logits, _ = decoder(h, tgt, teacher_forcing=ratio)
    loss = loss_fn(logits.reshape(-1, VOCAB), tgt.reshape(-1))
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    if step % 30 == 0:
        with torch.no_grad():
            acc = (logits.argmax(-1) == tgt).float().mean().item()
        print(f"step {step}: tf ratio {ratio:.2f} loss {loss.item():.3f} token acc {acc:.3f}")

encoder.eval()
decoder.eval()
with torch.no_grad():
    src, tgt = batch(200)
    _, h = encoder(src)
    logits, _ = decoder(h)
    pred = logits.argmax(-1)
    token_acc = (pred == tgt).float().mean().item()
    seq_acc = (pred == tgt).all(dim=1).float().mean().item()
print(f"greedy eval: token acc {token_acc:.3f} sequence acc {seq_acc:.3f}")
print("per-position acc:", [round(v, 2) for v in (pred == tgt).float().mean(0).tolist()])
for i in range(3):
    print("src", src[i].tolist(), "-> pred", pred[i].tolist(), "target", tgt[i].tolist())
