# nn.Conv3d and nn.ConvTranspose3d and F.conv3d/conv_transpose3d: init under a seed, values and
# the gradients, with stride, padding ('same' too), dilation, groups and output_padding; errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t, n=4):
    return [round(v, n) for v in t.detach().flatten().tolist()]


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


x = torch.randn(2, 4, 4, 5, 4, device=device, requires_grad=True)
convs = [
    nn.Conv3d(4, 6, 3), nn.Conv3d(4, 6, (2, 3, 1), stride=(2, 1, 2), padding=(1, 0, 1)),
    nn.Conv3d(4, 4, 3, padding="same", dilation=(2, 1, 1), groups=2, bias=False),
    nn.Conv3d(4, 2, (2, 2, 3), padding="same"),
    nn.ConvTranspose3d(4, 3, 3), nn.ConvTranspose3d(4, 6, (2, 3, 2), stride=(2, 1, 3),
                                                    padding=(1, 1, 0), output_padding=(1, 0, 1)),
    nn.ConvTranspose3d(4, 4, 2, stride=2, groups=2, dilation=(1, 2, 1), bias=False),
]
for m in convs:
    m.to(device)
    print(m, r(m.weight.flatten()[:4]), None if m.bias is None else r(m.bias))
    out = m(x)
    g = torch.arange(out.numel(), device=device).reshape(out.shape) % 5 - 2.0
    (out * g).sum().backward()
    print(tuple(out.shape), r(out.sum((0, 1)), 3)[:12])
    print(r(x.grad[1, 3, 2], 3), r(m.weight.grad.sum((0, 1)), 2))
    x.grad = None
print(tuple(nn.Conv3d(4, 3, 2).to(device)(x[0]).shape))
print(tuple(F.conv_transpose3d(x[0], torch.ones(4, 1, 1, 2, 1, device=device)).shape))
err(lambda: F.conv3d(x[0, 0], torch.ones(1, 4, 1, 1, 1, device=device)))
err(lambda: F.conv3d(x, torch.ones(5, 3, 1, 1, 1, device=device)))
err(lambda: F.conv3d(x, torch.ones(5, 4, 6, 1, 1, device=device)))
err(lambda: F.conv3d(x, torch.ones(5, 4, 1, 1, 1, device=device), stride=2, padding="same"))
err(lambda: F.conv_transpose3d(x, torch.ones(4, 5, 1, 1, 1, device=device), output_padding=1))
