# Module input mistakes: Conv2d with the wrong number of channels or dimensions, BatchNorm with batch size 1 in training, pooling windows larger than the input.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

conv = nn.Conv2d(3, 8, 3).to(device)
attempt("conv channels", lambda: conv(torch.randn(2, 1, 8, 8, device=device)))
attempt("conv 3d unbatched", lambda: conv(torch.randn(3, 8, 8, device=device)).shape)
attempt("conv 2d", lambda: conv(torch.randn(8, 8, device=device)))
attempt("conv 5d", lambda: conv(torch.randn(1, 1, 3, 8, 8, device=device)))
attempt("conv small", lambda: conv(torch.randn(1, 3, 2, 2, device=device)))
attempt("conv NHWC", lambda: conv(torch.randn(1, 8, 8, 3, device=device)))
attempt("conv groups", lambda: nn.Conv2d(3, 8, 3, groups=2))
attempt("conv groups out", lambda: nn.Conv2d(4, 6, 3, groups=4))
attempt("conv padding str", lambda: nn.Conv2d(3, 8, 3, padding="same", stride=2))
attempt("conv same", lambda: nn.Conv2d(3, 8, 4, padding="same").to(device)(torch.randn(1, 3, 7, 7, device=device)).shape)
attempt("conv1d in", lambda: nn.Conv1d(4, 2, 3).to(device)(torch.randn(2, 3, 10, device=device)))
attempt("conv1d 4d", lambda: nn.Conv1d(4, 2, 3).to(device)(torch.randn(1, 2, 4, 10, device=device)))
attempt("convT channels", lambda: nn.ConvTranspose2d(3, 2, 3).to(device)(torch.randn(1, 2, 4, 4, device=device)))
bn = nn.BatchNorm1d(3).to(device)
attempt("bn batch1", lambda: bn(torch.randn(1, 3, device=device)))
attempt("bn batch1 3d", lambda: bn(torch.randn(1, 3, 2, device=device)).shape)
attempt("bn batch1 3d len1", lambda: bn(torch.randn(1, 3, 1, device=device)))
attempt("bn features", lambda: bn(torch.randn(4, 5, device=device)))
attempt("bn 1d input", lambda: bn(torch.randn(3, device=device)))
attempt("bn 4d", lambda: bn(torch.randn(2, 3, 2, 2, device=device)))
bn.eval()
bn2 = nn.BatchNorm2d(4).to(device)
attempt("bn2d 3d", lambda: bn2(torch.randn(4, 5, 5, device=device)))
attempt("bn2d channels", lambda: bn2(torch.randn(2, 3, 5, 5, device=device)))
attempt("bn2d 1x1", lambda: bn2(torch.randn(1, 4, 1, 1, device=device)))
attempt("ln shape", lambda: nn.LayerNorm(4).to(device)(torch.randn(2, 3, device=device)))
attempt("ln multi", lambda: nn.LayerNorm([3, 4]).to(device)(torch.randn(2, 4, 3, device=device)))
attempt("gn groups", lambda: nn.GroupNorm(3, 4))
attempt("gn channels", lambda: nn.GroupNorm(2, 4).to(device)(torch.randn(2, 6, 3, device=device)))
attempt("maxpool big", lambda: nn.MaxPool2d(4).to(device)(torch.randn(1, 1, 3, 3, device=device)))
attempt("maxpool pad", lambda: nn.MaxPool2d(2, padding=2).to(device)(torch.randn(1, 1, 4, 4, device=device)))
attempt("adaptive", lambda: nn.AdaptiveAvgPool2d((2, 2)).to(device)(torch.randn(1, 1, 5, 5, device=device)).shape)
attempt("flatten linear", lambda: nn.Sequential(nn.Conv2d(1, 2, 3), nn.Flatten(), nn.Linear(10, 2)).to(device)(torch.randn(1, 1, 5, 5, device=device)))
attempt("dropout p", lambda: nn.Dropout(1.5))
attempt("dropout neg", lambda: F.dropout(torch.ones(2, device=device), p=-0.1))
