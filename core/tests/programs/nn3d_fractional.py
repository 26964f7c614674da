# nn.FractionalMaxPool2d/3d and F.fractional_max_pool2d/3d: PyTorch's torch.rand draw per call and
# ATen's window starts, so under a seed the same windows; values, indices, gradients, the errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


cases = [
    ((2, 3, 9, 8), nn.FractionalMaxPool2d(3, output_size=(5, 4), return_indices=True)),
    ((3, 10, 7), nn.FractionalMaxPool2d((2, 3), output_ratio=(0.5, 0.7), return_indices=True)),
    ((2, 2, 6, 7, 8), nn.FractionalMaxPool3d(2, output_size=(3, 4, 5), return_indices=True)),
    ((2, 7, 9, 5), nn.FractionalMaxPool3d((3, 2, 2), output_ratio=0.5)),
    ((1, 2, 31, 30), nn.FractionalMaxPool2d(2, output_size=(17, 1))),
]
for shape, m in cases:
    x = torch.randn(shape, device=device, requires_grad=True)
    out = m(x)
    v = out[0] if isinstance(out, tuple) else out
    (v * (torch.arange(v.numel(), device=device).reshape(v.shape) % 5)).sum().backward()
    print(m, tuple(v.shape), [round(a, 4) for a in v.flatten().tolist()[:10]])
    if isinstance(out, tuple):
        print(out[1].flatten().tolist()[:24])
    print([round(a, 3) for a in x.grad.flatten().tolist()[:24]], x.grad.sum().item())
x = torch.randn(2, 3, 8, 8, device=device)
s = torch.rand(2, 3, 2, device=device)
m = nn.FractionalMaxPool2d(2, output_size=5, _random_samples=s)
print(torch.equal(m(x), m(x)), torch.equal(m(x), F.fractional_max_pool2d(x, 2, 5, _random_samples=s)))
print(F.fractional_max_pool2d(x.double(), 3, output_ratio=(0.5, 0.6), return_indices=True)[1].tolist()[1][2])
err(lambda: F.fractional_max_pool2d(x, 3, output_ratio=0.5))
err(lambda: F.fractional_max_pool2d(x, 3, output_ratio=(0.5, 0.5, 0.5)))
err(lambda: nn.FractionalMaxPool2d(3))
err(lambda: nn.FractionalMaxPool2d(3, output_ratio=1.5))
err(lambda: nn.FractionalMaxPool3d(3, output_size=2, output_ratio=0.5))
err(lambda: F.fractional_max_pool2d(x, 3))
err(lambda: F.fractional_max_pool2d(x, 3, output_size=(7, 4)))
err(lambda: F.fractional_max_pool2d(x, 3, output_size=(4, 7)))
err(lambda: F.fractional_max_pool3d(x, 2, output_size=(3, 4, 4)))
err(lambda: F.fractional_max_pool2d(x[0, 0], 3, output_size=(4, 4)))
err(lambda: F.fractional_max_pool2d(x, 3, output_size=(4, 4), _random_samples=torch.rand(2, 3, 3)))
err(lambda: F.fractional_max_pool2d(x, 3, output_size=(4, 4), _random_samples=torch.rand(1, 3, 2)))
print(torch.rand(3))
