# Broadcasting lessons: the rules (align from the right, size-1 dims stretch), broadcast_shapes,
# broadcast_to/expand as views with stride 0, pairwise distances without loops, outer products by
# unsqueeze, per-channel normalization of images, the silent (N,) vs (N, 1) bug, and in-place limits.
import torch

device = "cpu"
torch.manual_seed(1)

print(torch.broadcast_shapes((5, 1, 4), (3, 1)))
print(torch.broadcast_shapes((2, 3), (1,), (1, 1, 3)))
try:
    torch.broadcast_shapes((2, 3), (3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)

row = torch.arange(3, device=device)
col = torch.arange(4, device=device).unsqueeze(1)
print("col + row:\n", col + row)
print("outer via broadcasting equals torch.outer:", torch.equal(col * row, torch.outer(torch.arange(4, device=device), row)))

v = torch.tensor([1.0, 2.0, 3.0], device=device)
e = v.expand(2, 3)
print("expand:", e, "stride:", e.stride())
bt = torch.broadcast_to(v, (2, 2, 3))
print("broadcast_to shape:", tuple(bt.shape), "stride:", bt.stride())
t1, t2 = torch.broadcast_tensors(torch.zeros(3, 1, device=device), torch.ones(1, 2, device=device))
print("broadcast_tensors shapes:", tuple(t1.shape), tuple(t2.shape))

points = torch.randn(5, 2, device=device)
centers = torch.randn(3, 2, device=device)
diff = points[:, None, :] - centers[None, :, :]
d = diff.pow(2).sum(-1).sqrt()
print("pairwise distances shape:", tuple(d.shape))
print("matches cdist:", torch.allclose(d, torch.cdist(points, centers), atol=1e-5))
print("nearest center:", d.argmin(1).tolist())

images = torch.rand(4, 3, 8, 8, device=device)
mean = images.mean(dim=(0, 2, 3), keepdim=True)
std = images.std(dim=(0, 2, 3), keepdim=True)
print("mean shape for broadcasting:", tuple(mean.shape))
normed = (images - mean) / std
print("normalized channel means ~0:", (normed.mean(dim=(0, 2, 3)).abs() < 1e-5).tolist())
print("normalized channel stds:", normed.std(dim=(0, 2, 3)).round(decimals=4))
imagenet_mean = torch.tensor([0.485, 0.456, 0.406], device=device).view(1, 3, 1, 1)
print("per-channel constant broadcast:", tuple((images - imagenet_mean).shape))

pred = torch.randn(6, 1, device=device)
target = torch.randn(6, device=device)
wrong = (pred - target) ** 2
print("(N,1) - (N,) gives shape", tuple(wrong.shape), "-- the silent bug")
right = (pred.squeeze(1) - target) ** 2
print(f"wrong mean {wrong.mean().item():.4f} vs right mean {right.mean().item():.4f}")
print(f"mse_loss warns about it but still broadcasts: {torch.nn.functional.mse_loss(pred.squeeze(1), target).item():.4f}")

x = torch.zeros(2, 3, device=device)
x += torch.tensor([1.0, 2.0, 3.0], device=device)
print("in-place with broadcast on the right:", x)
try:
    y = torch.zeros(3, device=device)
    y += torch.ones(2, 3, device=device)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.ones(2, 3, device=device) + torch.ones(2, device=device)
except RuntimeError as e:
    print("RuntimeError:", e)

# Scalars and 0-d tensors broadcast anywhere.
print("0-d + matrix:", (torch.tensor(10, device=device) + torch.ones(2, 2, dtype=torch.long, device=device)).tolist())
w = torch.randn(4, 3, device=device)
bias = torch.zeros(3, device=device)
print("linear layer by broadcasting:", tuple((torch.randn(7, 4, device=device) @ w + bias).shape))
# Batched matmul broadcasts batch dims.
A = torch.randn(2, 1, 3, 4, device=device)
B = torch.randn(5, 4, 2, device=device)
print("matmul batch broadcast:", tuple((A @ B).shape))
print("sum over broadcast equals scaled sum:", torch.allclose(torch.ones(3, 1, device=device).expand(3, 4).sum(), torch.tensor(12.0, device=device)))
