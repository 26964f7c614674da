# A Kim-style TextCNN: Conv1d filters of widths 2/3/4 (one dilated, one padding='same')
# over embeddings, max-over-time pooling, dropout, and a few training steps.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(6)


class TextCNN(nn.Module):
    def __init__(self, vocab=20, dim=8, nf=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.convs = nn.ModuleList([
            nn.Conv1d(dim, nf, 2),
            nn.Conv1d(dim, nf, 3, dilation=2),
            nn.Conv1d(dim, nf, 4, padding="same"),
        ])
        self.drop = nn.Dropout(0.3)
        self.fc = nn.Linear(3 * nf, 2)

    def forward(self, x):
        e = self.emb(x).transpose(1, 2)
        feats = []
        for conv in self.convs:
            h = F.relu(conv(e))
            feats.append(F.max_pool1d(h, h.size(2)).squeeze(2))
        return self.fc(self.drop(torch.cat(feats, dim=1)))


model = TextCNN().to(device)
x = torch.randint(0, 20, (6, 10))
y = torch.tensor([0, 1, 0, 1, 1, 0])
e = model.emb(x.to(device)).transpose(1, 2)
print([tuple(c(e).shape) for c in model.convs])
opt = torch.optim.Adagrad(model.parameters(), lr=0.1)
for step in range(10):
    model.train()
    loss = F.cross_entropy(model(x.to(device)), y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 3 == 0:
        print(f"step {step} loss {loss.item():.4f}")
model.eval()
with torch.no_grad():
    p = F.softmax(model(x.to(device)), dim=1)
print(p.round(decimals=3))
print("acc", (p.argmax(1).cpu() == y).float().mean().item())
