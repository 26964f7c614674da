# Kim-style text CNN: embedding, parallel Conv1d with kernel sizes 2/3/4, max-over-time pooling,
# dropout, a linear classifier, trained for a few epochs on a synthetic keyword task, then
# evaluated in eval mode with accuracy and the learned filters' statistics.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
vocab, seq_len, n = 30, 12, 96
tokens = torch.randint(1, vocab, (n, seq_len), device=device)
labels = ((tokens == 5) | (tokens == 7)).any(dim=1).long()
tokens[:8, -3:] = 0  # some padding


class TextCNN(nn.Module):
    def __init__(self, vocab, emb=16, filters=8, sizes=(2, 3, 4), classes=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.convs = nn.ModuleList([nn.Conv1d(emb, filters, k) for k in sizes])
        self.drop = nn.Dropout(0.5)
        self.fc = nn.Linear(filters * len(sizes), classes)

    def forward(self, x):
        e = self.emb(x).transpose(1, 2)
        pooled = [F.relu(c(e)).max(dim=2).values for c in self.convs]
        return self.fc(self.drop(torch.cat(pooled, dim=1)))


model = TextCNN(vocab).to(device)
print(model)
print([tuple(c(torch.zeros(1, 16, seq_len, device=device)).shape) for c in model.convs])
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(8):
    model.train()
    perm = torch.randperm(n)
    total = 0.0
    for i in range(0, n, 32):
        idx = perm[i:i + 32]
        opt.zero_grad()
        loss = F.cross_entropy(model(tokens[idx]), labels[idx])
        loss.backward()
        opt.step()
        total += loss.item() * len(idx)
    if epoch % 2 == 1:
        print(epoch, round(total / n, 4))
model.eval()
with torch.no_grad():
    logits = model(tokens)
    acc = (logits.argmax(1) == labels).float().mean().item()
print("accuracy", round(acc, 4), "positives", labels.sum().item())
print(model.emb.weight[0].abs().sum().item(), model.emb.weight.grad[0].abs().sum().item())
for k, c in zip((2, 3, 4), model.convs):
    print(k, tuple(c.weight.shape), round(c.weight.norm().item(), 4))
probe = torch.tensor([[5] + [1] * 11, [2] * 12], device=device)
with torch.no_grad():
    print(F.softmax(model(probe), dim=1).argmax(1).tolist())
