# grid_sampler_2d/3d and F.grid_sample: bilinear and nearest, zeros/border/reflection padding,
# align_corners both ways, with gradients to the input and the grid.
import torch
import torch.nn.functional as F

device = "cpu"
x = (torch.arange(24.0, device=device).reshape(1, 2, 3, 4) * 0.41 % 1.9 - 0.8).requires_grad_(True)
grid = torch.tensor([[[[-1.21, -0.87], [-0.33, 0.47], [0.61, -0.13]], [[0.93, 1.11], [0.17, -0.73], [1.37, 0.23]]]], device=device)
grid.requires_grad_(True)


def r(t, digits=4):
    return [round(v, digits) for v in t.reshape(-1).tolist()]


def run(name, out):
    x.grad = None
    grid.grad = None
    (out * torch.arange(float(out.numel()), device=device).reshape(out.shape) / 10).sum().backward()
    print(name, list(out.shape), r(out))
    print("  grads", r(x.grad), r(grid.grad, 3))


for padding in [0, 1, 2]:
    for align in [False, True]:
        run(f"2d pad{padding} align{align}", torch.grid_sampler_2d(x, grid, 0, padding, align))
run("nearest", F.grid_sample(x, grid, mode="nearest", padding_mode="border", align_corners=False))
run("F reflection", F.grid_sample(x, grid, padding_mode="reflection", align_corners=True))
v = torch.arange(16.0, device=device).reshape(1, 2, 2, 2, 2) / 7
g3 = torch.tensor([[[[[0.23, -0.37, 0.87]], [[-1.13, 0.31, 0.07]]]]], device=device)
for padding in [0, 1, 2]:
    print("3d", padding, r(torch.grid_sampler_3d(v, g3, 0, padding, False)), r(torch.grid_sampler_3d(v, g3, 0, padding, True)))
for bad in [
    lambda: F.grid_sample(x, grid, mode="foo"),
    lambda: F.grid_sample(x, grid, padding_mode="foo"),
    lambda: torch.grid_sampler_2d(x, torch.zeros(1, 1, 1, 3, device=device), 0, 0, False),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
