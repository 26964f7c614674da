# A tiny vision transformer: patch embedding both by F.unfold + Linear and by a strided Conv2d with
# the same weights (checked equal), a class token, learned positional embeddings,
# TransformerEncoder (batch_first, norm_first), training on random images with a planted pattern.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(559)

B, C, H, P, D = 24, 1, 8, 4, 16
N = (H // P) ** 2


class TinyViT(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Conv2d(C, D, P, stride=P)
        self.cls = nn.Parameter(torch.zeros(1, 1, D))
        self.pos = nn.Parameter(torch.randn(1, N + 1, D) * 0.02)
        layer = nn.TransformerEncoderLayer(D, 2, 32, dropout=0.0, batch_first=True, norm_first=True)
        self.enc = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(D)
        self.head = nn.Linear(D, 2)

    def forward(self, x):
        t = self.proj(x).flatten(2).transpose(1, 2)
        t = torch.cat([self.cls.expand(x.shape[0], -1, -1), t], 1) + self.pos
        return self.head(self.norm(self.enc(t))[:, 0])


model = TinyViT().to(device)
x = torch.randn(B, C, H, H, device=device)
y = torch.randint(0, 2, (B,), device=device)
x[y == 1, :, :4, 4:] += 1.5
patches = F.unfold(x, P, stride=P)
print(patches.shape)
lin = patches.transpose(1, 2) @ model.proj.weight.view(D, -1).T + model.proj.bias
conv = model.proj(x).flatten(2).transpose(1, 2)
print(torch.allclose(lin, conv, atol=1e-5), lin.shape)
print(sum(p.numel() for p in model.parameters()), [n for n, _ in model.named_children()])
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.05)
for epoch in range(8):
    out = model(x)
    loss = F.cross_entropy(out, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    acc = (out.argmax(1) == y).float().mean()
    print(f"epoch {epoch} loss {loss.item():.4f} acc {acc.item():.4f}")
model.eval()
with torch.no_grad():
    p = F.softmax(model(x[:4]), -1)
print(p.round(decimals=3), y[:4])
