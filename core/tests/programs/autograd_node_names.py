# grad_fn names: each op's node as PyTorch names it (what `print(t)` shows after `grad_fn=`), for
# ops composed from others here (activations, pooling, norms, upsampling, padding, splits, views).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
a = torch.randn(3, 4, device=device, requires_grad=True)
b = torch.randn(3, 4, device=device, requires_grad=True)
m = torch.randn(4, 5, device=device, requires_grad=True)
v = torch.randn(4, device=device, requires_grad=True)
x1 = torch.randn(2, 3, 8, device=device, requires_grad=True)
x2 = torch.randn(2, 3, 8, 8, device=device, requires_grad=True)
x3 = torch.randn(1, 2, 4, 4, 4, device=device, requires_grad=True)
a3 = torch.randn(2, 3, 4, device=device, requires_grad=True)
b3 = torch.randn(2, 4, 5, device=device, requires_grad=True)
cases = [
    ("rpow", lambda: 2 ** a), ("rdiv", lambda: 1 / a), ("rdiv2", lambda: 2.5 / a), ("rsub", lambda: 1 - a),
    ("leaky", lambda: F.leaky_relu(a)), ("elu", lambda: F.elu(a)), ("selu", lambda: F.selu(a)),
    ("celu", lambda: F.celu(a)), ("relu6", lambda: F.relu6(a)), ("hardtanh", lambda: F.hardtanh(a)),
    ("mish", lambda: F.mish(a)), ("hardswish", lambda: F.hardswish(a)),
    ("hardsigmoid", lambda: F.hardsigmoid(a)), ("softshrink", lambda: F.softshrink(a)),
    ("hardshrink", lambda: F.hardshrink(a)), ("logsigmoid", lambda: F.logsigmoid(a)),
    ("glu", lambda: F.glu(a)), ("rrelu", lambda: F.rrelu(a)), ("threshold", lambda: F.threshold(a, 0.1, 0.0)),
    ("prelu", lambda: F.prelu(a, torch.tensor([0.25], device=device))),
    ("amax", lambda: a.amax(1)), ("amin", lambda: a.amin()), ("norm", lambda: a.norm()),
    ("norm_p1", lambda: a.norm(p=1)), ("vnorm", lambda: torch.linalg.vector_norm(a)),
    ("T", lambda: a.T), ("mT", lambda: a3.mT), ("H", lambda: a.H), ("t", lambda: a.t()),
    ("repeat", lambda: a.repeat(2, 1)), ("split", lambda: a.split(2, 1)[0]),
    ("split_sizes", lambda: a.split([1, 3], 1)[1]), ("chunk", lambda: a.chunk(2)[0]),
    ("bmm", lambda: a3.bmm(b3)), ("torch_bmm", lambda: torch.bmm(a3, b3)), ("matmul3", lambda: a3 @ b3),
    ("unbind", lambda: a.unbind(0)[1]), ("select", lambda: a.select(1, 0)),
    ("baddbmm", lambda: torch.baddbmm(torch.zeros(2, 3, 5, device=device), a3, b3)),
    ("var_mean", lambda: torch.var_mean(a)[0]), ("std_mean", lambda: torch.std_mean(a, 1)[1]),
    ("max_pool2d", lambda: F.max_pool2d(x2, 2)), ("max_pool2d_idx", lambda: F.max_pool2d(x2, 2, return_indices=True)[0]),
    ("max_pool3d", lambda: F.max_pool3d(x3, 2)), ("max_pool1d", lambda: F.max_pool1d(x1, 2)),
    ("avg_pool2d", lambda: F.avg_pool2d(x2, 2)), ("avg_pool3d", lambda: F.avg_pool3d(x3, 2)),
    ("aap2d_1", lambda: F.adaptive_avg_pool2d(x2, 1)), ("aap2d_3", lambda: F.adaptive_avg_pool2d(x2, 3)),
    ("aap3d_2", lambda: F.adaptive_avg_pool3d(x3, 2)), ("amp1d", lambda: F.adaptive_max_pool1d(x1, 2)),
    ("amp2d", lambda: F.adaptive_max_pool2d(x2, 2)), ("maxpool_mod", lambda: nn.MaxPool2d(2)(x2)),
    ("gap_mod", lambda: nn.AdaptiveAvgPool2d((1, 1))(x2)),
    ("bn_train", lambda: F.batch_norm(x2, torch.zeros(3, device=device), torch.ones(3, device=device), training=True)),
    ("bn_mod", lambda: nn.BatchNorm2d(3).to(device)(x2)), ("bn1d_mod", lambda: nn.BatchNorm1d(3).to(device)(x1)),
    ("in", lambda: F.instance_norm(x2)), ("gn", lambda: F.group_norm(x2, 3)),
    ("gn_mod", lambda: nn.GroupNorm(3, 3).to(device)(x2)),
    ("up_near", lambda: F.interpolate(x2, scale_factor=2)), ("up_bil", lambda: F.interpolate(x2, scale_factor=2, mode="bilinear")),
    ("up_lin", lambda: F.interpolate(x1, scale_factor=2, mode="linear")), ("up_near1", lambda: F.interpolate(x1, scale_factor=2)),
    ("up_bic", lambda: F.interpolate(x2, scale_factor=2, mode="bicubic")),
    ("up_tri", lambda: F.interpolate(x3, scale_factor=2, mode="trilinear")), ("up_mod", lambda: nn.Upsample(scale_factor=2)(x2)),
    ("px_sh", lambda: F.pixel_shuffle(x2[:, :2].repeat(1, 2, 1, 1), 2)), ("px_unsh", lambda: F.pixel_unshuffle(x2, 2)),
    ("pad_c", lambda: F.pad(x2, (1, 1))), ("pad_refl", lambda: F.pad(x2, (1, 1, 1, 1), mode="reflect")),
    ("zeropad", lambda: nn.ZeroPad2d(1)(x2)), ("conv3d", lambda: F.conv3d(x3, torch.randn(1, 2, 2, 2, 2, device=device))),
    ("convT2d", lambda: nn.ConvTranspose2d(3, 2, 2).to(device)(x2)), ("convT1d", lambda: nn.ConvTranspose1d(3, 2, 2).to(device)(x1)),
    ("mse_none", lambda: F.mse_loss(x2, x2 * 0, reduction="none")), ("l1_none", lambda: F.l1_loss(x2, x2 * 0, reduction="none")),
    ("emb_bag", lambda: F.embedding_bag(torch.tensor([0, 1, 2], device=device), x1[0], torch.tensor([0, 1], device=device))),
]
for name, f in cases:
    out = f()
    print(name, out.grad_fn.name(), type(out.grad_fn).__name__)
n = a.norm()
print([type(f[0]).__name__ for f in n.grad_fn.next_functions], n.grad_fn.next_functions[0][0].name())
for bad in [lambda: torch.bmm(a, m), lambda: torch.bmm(a3, a3), lambda: a3.H, lambda: v.mT]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError", e)
