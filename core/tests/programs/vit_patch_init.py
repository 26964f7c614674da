# A tiny vision transformer as the ViT / DeiT tutorials build it: patch embedding with a strided
# Conv2d, a class token and position embedding registered with register_parameter and drawn with
# nn.init.trunc_normal_, an _init_weights applied with Module.apply (trunc_normal_ for Linear,
# constants for LayerNorm), timm-style blocks over F.scaled_dot_product_attention, and AdamW with a
# warm-up LambdaLR; in-place pow_ in a hand-written RMS statistic.
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class PatchEmbed(nn.Module):
    def __init__(self, img_size=8, patch_size=4, in_chans=1, embed_dim=16):
        super().__init__()
        self.num_patches = (img_size // patch_size) ** 2
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)

    def forward(self, x):
        return self.proj(x).flatten(2).transpose(1, 2)


class Attention(nn.Module):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        x = F.scaled_dot_product_attention(q, k, v)
        return self.proj(x.transpose(1, 2).reshape(B, N, C))


class Block(nn.Module):
    def __init__(self, dim, num_heads, mlp_ratio=2.0):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = Attention(dim, num_heads)
        self.norm2 = nn.LayerNorm(dim)
        hidden = int(dim * mlp_ratio)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, dim))

    def forward(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class TinyViT(nn.Module):
    def __init__(self, num_classes=3, embed_dim=16, depth=2, heads=2):
        super().__init__()
        self.patch_embed = PatchEmbed(embed_dim=embed_dim)
        n = self.patch_embed.num_patches
        self.register_parameter("cls_token", nn.Parameter(torch.zeros(1, 1, embed_dim)))
        self.register_parameter("pos_embed", nn.Parameter(torch.zeros(1, n + 1, embed_dim)))
        self.register_parameter("unused", None)
        self.blocks = nn.Sequential(*[Block(embed_dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm(embed_dim)
        self.head = nn.Linear(embed_dim, num_classes)
        nn.init.trunc_normal_(self.pos_embed, std=0.02)
        nn.init.trunc_normal_(self.cls_token, std=0.02)
        self.apply(self._init_weights)

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=0.02)
            if m.bias is not None:
                nn.init.constant_(m.bias, 0)
        elif isinstance(m, nn.LayerNorm):
            nn.init.constant_(m.bias, 0)
            nn.init.constant_(m.weight, 1.0)

    def forward(self, x):
        x = self.patch_embed(x)
        cls = self.cls_token.expand(x.shape[0], -1, -1)
        x = torch.cat((cls, x), dim=1) + self.pos_embed
        x = self.norm(self.blocks(x))
        return self.head(x[:, 0])


model = TinyViT().to(device)
print([n for n, _ in model.named_parameters()][:6])
print(sum(p.numel() for p in model.parameters()), model.unused)
print(model.cls_token.flatten()[:4], f"{model.pos_embed.std().item():.4f}")
print(f"{model.head.weight.abs().max().item():.4f}", model.head.bias)
w = torch.empty(3, 5)
nn.init.trunc_normal_(w, mean=0.0, std=1.0, a=-0.5, b=0.5)
print(w)
print(nn.init.trunc_normal_(torch.empty(8), mean=2.0, std=0.5, a=1.0, b=3.0))

x = torch.randn(12, 1, 8, 8, device=device)
y = torch.arange(12, device=device) % 3
x[y == 0, :, :4, :4] += 1.5
x[y == 1, :, 4:, 4:] += 1.5
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.05)
warmup = 3
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / warmup))
for step in range(8):
    opt.zero_grad()
    loss = F.cross_entropy(model(x), y, label_smoothing=0.1)
    loss.backward()
    opt.step()
    sched.step()
    print(step, f"{loss.item():.4f}", f"{sched.get_last_lr()[0]:.6f}")

with torch.no_grad():
    g = model.head.weight.detach().clone()
    g.pow_(2)
    rms = g.mean().sqrt()
    print(f"{rms.item():.4f}", torch.tensor([1, 2, 3]).pow_(2))
    model.eval()
    print(model(x[:3]), y[:3].tolist())
