# Spatial transformer basics: F.affine_grid for identity, shift, rotation and zoom, F.grid_sample
# with bilinear/nearest and padding modes, align_corners effects, and learning a translation by
# gradient descent through grid_sample.
import math
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(38)
img = torch.arange(16, dtype=torch.float32, device=device).reshape(1, 1, 4, 4)
ident = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]], device=device)
grid = F.affine_grid(ident, (1, 1, 4, 4), align_corners=False)
print(tuple(grid.shape), [round(v, 4) for v in grid[0, 0, :, 0].tolist()])
print("identity:", torch.allclose(F.grid_sample(img, grid, align_corners=False), img, atol=1e-5))
g_ac = F.affine_grid(ident, (1, 1, 4, 4), align_corners=True)
print([round(v, 4) for v in g_ac[0, 0, :, 0].tolist()])

shift = torch.tensor([[[1.0, 0.0, 0.5], [0.0, 1.0, 0.0]]], device=device)
g = F.affine_grid(shift, (1, 1, 4, 4), align_corners=False)
for mode in ["bilinear", "nearest"]:
    for pad in ["zeros", "border", "reflection"]:
        out = F.grid_sample(img, g, mode=mode, padding_mode=pad, align_corners=False)
        print(mode, pad, [round(v, 3) for v in out[0, 0, 0].tolist()])

ang = math.pi / 2
rot = torch.tensor([[[math.cos(ang), -math.sin(ang), 0.0], [math.sin(ang), math.cos(ang), 0.0]]], device=device)
r = F.grid_sample(img, F.affine_grid(rot, (1, 1, 4, 4), align_corners=False), align_corners=False)
print([[round(v, 2) for v in row] for row in r[0, 0].tolist()])
zoom = torch.tensor([[[0.5, 0.0, 0.0], [0.0, 0.5, 0.0]]], device=device)
z = F.grid_sample(img, F.affine_grid(zoom, (1, 1, 2, 2), align_corners=False), align_corners=False)
print([[round(v, 3) for v in row] for row in z[0, 0].tolist()])

target = F.grid_sample(img, F.affine_grid(torch.tensor([[[1.0, 0.0, 0.3], [0.0, 1.0, -0.2]]], device=device), (1, 1, 4, 4), align_corners=False), align_corners=False)
t = torch.zeros(2, device=device, requires_grad=True)
opt = torch.optim.Adam([t], lr=0.05)
for step in range(60):
    theta = torch.cat([torch.eye(2, device=device), t.view(2, 1)], 1).unsqueeze(0)
    out = F.grid_sample(img, F.affine_grid(theta, (1, 1, 4, 4), align_corners=False), align_corners=False)
    loss = F.mse_loss(out, target)
    opt.zero_grad()
    loss.backward()
    opt.step()
print("learned shift:", [round(v, 2) for v in t.tolist()], round(loss.item(), 4))
try:
    F.affine_grid(torch.eye(3, device=device).unsqueeze(0), (1, 1, 4, 4), align_corners=False)
except ValueError as e:
    print("ValueError:", str(e)[:60])
