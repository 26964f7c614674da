# A tiny U-Net for binary segmentation of synthetic squares: encoder/decoder with skip
# connections via torch.cat, ConvTranspose2d upsampling, BCEWithLogits + soft Dice loss, and IoU
# of thresholded masks.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(2718)


def double_conv(cin, cout):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
        nn.Conv2d(cout, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
    )


class TinyUNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.down1 = double_conv(1, 8)
        self.down2 = double_conv(8, 16)
        self.pool = nn.MaxPool2d(2)
        self.bottom = double_conv(16, 32)
        self.up2 = nn.ConvTranspose2d(32, 16, 2, stride=2)
        self.dec2 = double_conv(32, 16)
        self.up1 = nn.ConvTranspose2d(16, 8, 2, stride=2)
        self.dec1 = double_conv(16, 8)
        self.out = nn.Conv2d(8, 1, 1)

    def forward(self, x):
        d1 = self.down1(x)
        d2 = self.down2(self.pool(d1))
        b = self.bottom(self.pool(d2))
        u2 = self.dec2(torch.cat([self.up2(b), d2], dim=1))
        u1 = self.dec1(torch.cat([self.up1(u2), d1], dim=1))
        return self.out(u1)


def make(n, size=16):
    imgs = torch.randn(n, 1, size, size) * 0.3
    masks = torch.zeros(n, 1, size, size)
    for i in range(n):
        r, c = torch.randint(0, size - 6, (2,)).tolist()
        s = int(torch.randint(3, 7, (1,)))
        masks[i, 0, r:r + s, c:c + s] = 1
    return imgs + masks, masks


def dice_loss(logits, target, eps=1.0):
    p = torch.sigmoid(logits)
    inter = (p * target).sum(dim=(1, 2, 3))
    union = p.sum(dim=(1, 2, 3)) + target.sum(dim=(1, 2, 3))
    return 1 - ((2 * inter + eps) / (union + eps)).mean()


model = TinyUNet().to(device)
print("params", sum(p.numel() for p in model.parameters()))
x, y = make(24)
x, y = x.to(device), y.to(device)
print("shapes", tuple(model(x[:2]).shape), "foreground", round(y.mean().item(), 4))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
for epoch in range(8):
    for i in range(0, 24, 8):
        logits = model(x[i:i + 8])
        bce = F.binary_cross_entropy_with_logits(logits, y[i:i + 8])
        dl = dice_loss(logits, y[i:i + 8])
        loss = bce + dl
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"epoch {epoch} bce {bce.item():.4f} dice {dl.item():.4f}")

model.eval()
with torch.no_grad():
    pred = (torch.sigmoid(model(x)) > 0.5).float()
inter = (pred * y).sum((1, 2, 3))
union = ((pred + y) > 0).float().sum((1, 2, 3))
iou = (inter / union.clamp(min=1)).mean()
print(f"mean IoU {iou.item():.2f}")
print(F.interpolate(pred[:1], scale_factor=0.5, mode="nearest").shape)
