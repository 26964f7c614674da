# Masked-language-model style training signals: random token masking with bernoulli, labels
# set to -100 outside the mask, CE over flattened logits, masked mean of per-token losses,
# and accuracy only on masked positions.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

V, MASK = 10, 9
tokens = torch.randint(1, 9, (4, 7))
prob = torch.full(tokens.shape, 0.3)
mask = torch.bernoulli(prob).bool()
mask[:, 0] = True
inputs = tokens.masked_fill(mask, MASK)
labels = tokens.clone()
labels[~mask] = -100
print(inputs)
print(labels)
print("masked per row", mask.sum(1).tolist())


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 16)
        self.mix = nn.Conv1d(16, 16, 3, padding=1)
        self.out = nn.Linear(16, V)

    def forward(self, x):
        h = self.emb(x).transpose(1, 2)
        h = F.gelu(self.mix(h)).transpose(1, 2)
        return self.out(h)


model = Tiny().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(20):
    logits = model(inputs.to(device))
    loss = F.cross_entropy(logits.view(-1, V), labels.view(-1).to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 0:
        print(f"step {step} loss {loss.item():.4f}")
with torch.no_grad():
    logits = model(inputs.to(device))
per_tok = F.cross_entropy(logits.permute(0, 2, 1), labels.to(device), reduction="none")
print(per_tok.shape, per_tok[~mask.to(device)].abs().sum().item())
m = mask.to(device).float()
print(f"masked mean {(per_tok * m).sum().item() / m.sum().item():.4f} vs {F.cross_entropy(logits.reshape(-1, V), labels.reshape(-1).to(device)).item():.4f}")
pred = logits.argmax(-1)
correct = (pred == tokens.to(device)) & mask.to(device)
print(f"masked acc {correct.sum().item() / mask.sum().item():.3f}")
print(pred[0], tokens[0])
