# A mini Vision Transformer: patch embedding with a strided Conv2d vs F.unfold, a learnable
# cls token expanded over the batch, positional parameters, TransformerEncoder, and a head.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class ViT(nn.Module):
    def __init__(self, img=8, patch=4, dim=12, classes=3):
        super().__init__()
        self.patch = patch
        self.proj = nn.Conv2d(1, dim, kernel_size=patch, stride=patch)
        n = (img // patch) ** 2
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos = nn.Parameter(torch.randn(1, n + 1, dim) * 0.02)
        layer = nn.TransformerEncoderLayer(dim, 3, 24, dropout=0.0, activation="gelu", batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, 1)
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        p = self.proj(x).flatten(2).transpose(1, 2)
        cls = self.cls.expand(x.size(0), -1, -1)
        h = torch.cat([cls, p], dim=1) + self.pos
        h = self.encoder(h)
        return self.head(self.norm(h[:, 0]))


model = ViT().to(device)
imgs = torch.randn(6, 1, 8, 8, device=device)
labels = torch.tensor([0, 1, 2, 0, 1, 2], device=device)
p = model.proj(imgs).flatten(2).transpose(1, 2)
print("patches", p.shape)
cols = F.unfold(imgs, kernel_size=4, stride=4)
print("unfold", cols.shape)
manual = (model.proj.weight.view(12, -1) @ cols + model.proj.bias.view(1, 12, 1)).transpose(1, 2)
print("conv == unfold matmul", torch.allclose(manual, p, atol=1e-5))
folded = F.fold(cols, output_size=(8, 8), kernel_size=4, stride=4)
print("fold roundtrip", torch.equal(folded, imgs))
opt = torch.optim.AdamW(model.parameters(), lr=5e-3)
for step in range(12):
    loss = F.cross_entropy(model(imgs), labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 4 == 0:
        print(f"step {step} loss {loss.item():.4f}")
print("cls grad", model.cls.grad.abs().sum().item() > 0, model.pos.grad.shape)
model.eval()
with torch.no_grad():
    print(model(imgs).argmax(-1))
print([n for n, _ in model.named_parameters()][:4])
