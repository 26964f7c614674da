# Working out convolution and pooling output sizes: the formula
# floor((L + 2p - d(k - 1) - 1) / s) + 1 checked against Conv2d for many settings, padding="same"
# and "valid", MaxPool2d with ceil_mode, ConvTranspose2d's inverse formula with output_padding,
# and computing the flatten size for the first Linear layer automatically with a dummy forward.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)


def conv_out(L, k, s=1, p=0, d=1):
    return (L + 2 * p - d * (k - 1) - 1) // s + 1


x = torch.randn(1, 3, 28, 28, device=device)
settings = [(3, 1, 0, 1), (3, 1, 1, 1), (5, 2, 2, 1), (3, 2, 1, 1), (3, 1, 2, 2), (7, 3, 0, 1), (4, 2, 1, 1)]
for k, s, p, d in settings:
    conv = nn.Conv2d(3, 8, kernel_size=k, stride=s, padding=p, dilation=d).to(device)
    out = conv(x)
    print(f"k={k} s={s} p={p} d={d}: formula {conv_out(28, k, s, p, d)} actual {out.shape[-1]}")

rect = nn.Conv2d(3, 4, kernel_size=(3, 5), stride=(2, 1), padding=(1, 2)).to(device)
print("rectangular kernel:", tuple(rect(x).shape))
same = nn.Conv2d(3, 4, kernel_size=5, padding="same", dilation=2).to(device)
valid = nn.Conv2d(3, 4, kernel_size=5, padding="valid").to(device)
print("same:", tuple(same(x).shape), "valid:", tuple(valid(x).shape))
try:
    nn.Conv2d(3, 4, kernel_size=3, stride=2, padding="same")
except ValueError as e:
    print("ValueError:", e)

odd = torch.randn(1, 1, 7, 7, device=device)
print("MaxPool2d(2) floor:", tuple(nn.MaxPool2d(2)(odd).shape), "ceil_mode:", tuple(nn.MaxPool2d(2, ceil_mode=True)(odd).shape))
print("MaxPool2d(3, 2, padding=1):", tuple(nn.MaxPool2d(3, 2, padding=1)(odd).shape))
print("AvgPool2d(3, stride=2):", tuple(nn.AvgPool2d(3, stride=2)(odd).shape))
print("AdaptiveAvgPool2d((2, 3)):", tuple(nn.AdaptiveAvgPool2d((2, 3))(odd).shape))
try:
    nn.MaxPool2d(3, padding=2)(odd)
except RuntimeError as e:
    print("RuntimeError:", e)


def tconv_out(L, k, s=1, p=0, op=0, d=1):
    return (L - 1) * s - 2 * p + d * (k - 1) + op + 1


small = torch.randn(1, 8, 7, 7, device=device)
for k, s, p, op in [(2, 2, 0, 0), (3, 2, 1, 1), (4, 2, 1, 0), (3, 1, 1, 0)]:
    t = nn.ConvTranspose2d(8, 4, k, stride=s, padding=p, output_padding=op).to(device)
    print(f"ConvTranspose2d k={k} s={s} p={p} op={op}: formula {tconv_out(7, k, s, p, op)} actual {t(small).shape[-1]}")
t = nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1).to(device)
print("output_size picks the padding:", tuple(t(small, output_size=[14, 14]).shape))


class AutoFlatten(nn.Module):
    def __init__(self, in_shape, n_classes):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(in_shape[0], 6, 5), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(6, 12, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2, ceil_mode=True),
        )
        with torch.no_grad():
            n_flat = self.features(torch.zeros(1, *in_shape)).numel()
        print("computed flatten size:", n_flat)
        self.classifier = nn.Linear(n_flat, n_classes)

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))


net = AutoFlatten((3, 28, 28), 10).to(device)
print("logits:", tuple(net(torch.randn(4, 3, 28, 28, device=device)).shape))
net2 = AutoFlatten((1, 37, 50), 2).to(device)
print("logits:", tuple(net2(torch.randn(2, 1, 37, 50, device=device)).shape))
lazy = nn.Sequential(nn.Conv2d(3, 4, 3), nn.Flatten(), nn.LazyLinear(5)).to(device)
lazy(torch.randn(2, 3, 10, 10, device=device))
print("LazyLinear after:", tuple(lazy[2].weight.shape), lazy[2])
