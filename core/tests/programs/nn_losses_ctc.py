import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
vocab = "-abc"  # index 0 is the CTC blank
def encode(word):
    return [vocab.index(ch) for ch in word]
words = ["ab", "cab", "bca", "a", "cc"]
T, feat = 8, 6
class CRNN(nn.Module):
    def __init__(self, n_classes):
        super().__init__()
        self.rnn = nn.GRU(feat, 16, bidirectional=True)
        self.head = nn.Linear(32, n_classes)
    def forward(self, x):
        out, _ = self.rnn(x)
        return self.head(out).log_softmax(2)
model = CRNN(len(vocab)).to(device)
ctc = nn.CTCLoss(blank=0, zero_infinity=True)
print(ctc)
x = torch.randn(T, len(words), feat, device=device)
targets = torch.tensor([c for w in words for c in encode(w)], device=device)
target_lengths = torch.tensor([len(w) for w in words], device=device)
input_lengths = torch.full((len(words),), T, dtype=torch.long, device=device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(40):
    opt.zero_grad()
    log_probs = model(x)
    loss = ctc(log_probs, targets, input_lengths, target_lengths)
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(step, round(loss.item(), 3))
def greedy(lp):
    best = lp.argmax(-1).t().tolist()
    out = []
    for seq in best:
        chars, prev = [], 0
        for k in seq:
            if k != prev and k != 0:
                chars.append(vocab[k])
            prev = k
        out.append("".join(chars))
    return out
with torch.no_grad():
    decoded = greedy(model(x))
print(sum(d == w for d, w in zip(decoded, words)) >= 3)
lp = torch.randn(5, 2, 4, device=device).log_softmax(2).requires_grad_()
padded = torch.tensor([[1, 2, 2], [3, 0, 0]], device=device)
per = nn.functional.ctc_loss(lp, padded, [5, 4], [3, 1], reduction="none")
print(per)
print(nn.functional.ctc_loss(lp, padded, (5, 4), (3, 1), reduction="sum"), nn.functional.ctc_loss(lp, padded, [5, 4], [3, 1]))
per.sum().backward()
print(lp.grad[4])
print(nn.functional.ctc_loss(lp[:2], padded, [2, 2], [3, 1], reduction="none"))
print(nn.functional.ctc_loss(lp[:, 0], padded[0], [5], [3]))
