# Resampling: F.interpolate in nearest/bilinear (align_corners both ways)/bicubic/area modes,
# scale_factor vs size, and affine_grid + grid_sample for an identity and a flip transform.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(31)

x = torch.arange(16.0).view(1, 1, 4, 4).to(device)
for mode, kw in [("nearest", {}), ("bilinear", {"align_corners": False}), ("bilinear", {"align_corners": True}),
                 ("bicubic", {"align_corners": False}), ("area", {}), ("nearest-exact", {})]:
    y = F.interpolate(x, size=(3, 5), mode=mode, **kw)
    print(mode, kw, [round(v, 3) for v in y[0, 0, 1].tolist()])
print(tuple(F.interpolate(x, scale_factor=1.5, mode="bilinear").shape))
print(F.interpolate(torch.tensor([[[1.0, 2.0, 4.0]]]).to(device), scale_factor=2, mode="linear").tolist())
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]]).to(device)
grid = F.affine_grid(theta, (1, 1, 4, 4), align_corners=False)
print(tuple(grid.shape), [round(v, 4) for v in grid[0, 0, :, 0].tolist()])
print("identity", torch.allclose(F.grid_sample(x, grid, align_corners=False), x, atol=1e-5))
flip = torch.tensor([[[-1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]]).to(device)
g2 = F.affine_grid(flip, (1, 1, 4, 4), align_corners=False)
print("flip", torch.allclose(F.grid_sample(x, g2, align_corners=False), x.flip(-1), atol=1e-5))
rot = torch.tensor([[[0.8, -0.6, 0.1], [0.6, 0.8, -0.2]]]).to(device)
g3 = F.affine_grid(rot, (1, 1, 4, 4), align_corners=True)
for pm in ["zeros", "border", "reflection"]:
    s = F.grid_sample(x, g3, mode="bilinear", padding_mode=pm, align_corners=True)
    print(pm, [round(v, 3) for v in s[0, 0, 0].tolist()])
print("nearest", F.grid_sample(x, g3, mode="nearest", align_corners=True)[0, 0, 1].tolist())
xr = x.clone().requires_grad_(True)
F.grid_sample(xr, g3, align_corners=True).sum().backward()
print(f"grid_sample grad {xr.grad.sum().item():.4f}")
