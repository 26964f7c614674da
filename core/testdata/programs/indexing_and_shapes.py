# Indexing (basic, negative, stepped, ellipsis, masks, fancy), views and copies, reshaping.
import torch

device = "cpu"
torch.manual_seed(9)

cube = torch.arange(30, device=device).reshape(3, 2, 5)
print(cube)
print("shape:", cube.shape, "dims:", cube.dim(), "elements:", cube.numel())
print(cube[2])
print(cube[0, 1])
print(cube[1, 0, 4], cube[1, 0, 4].item())
print(cube[:, 0])
print(cube[..., 0])
print(cube[:, :, 1::2])
print(cube[1:, 1, :3])
print(cube[-2, -1, -3:])

line = cube.view(-1)
print(line.shape, line[-5:])
print(cube.reshape(5, 6))
print(cube.reshape(-1, 10).shape, cube.flatten(0, 1).shape, cube.flatten().shape)
moved = cube.permute(1, 2, 0)
print(moved.shape, moved.is_contiguous(), cube.is_contiguous())
print(moved[1])
swapped = cube.transpose(0, 2)
print(swapped.shape)
print(swapped.contiguous().view(5, -1))
small = torch.arange(8, device=device).reshape(4, 2)
print(small.T)
print(small.T.is_contiguous())

vec = torch.tensor([4.0, 5.0], device=device)
print(vec.unsqueeze(1).shape, vec.unsqueeze(-1).shape, vec[:, None, None].shape)
print(torch.ones(2, 1, 1, device=device).squeeze().shape)
print(torch.ones(1, 2, 1, device=device).squeeze(-1).shape)

p = torch.full((2, 2), 3.0, device=device)
q = torch.arange(4.0, device=device).reshape(2, 2)
print(torch.cat([p, q], dim=1))
print(torch.cat([q, p, q], dim=0))
print(torch.stack([p, q], dim=2).shape, torch.stack([vec, vec + 1], dim=0))

r = torch.randn(3, 6, device=device)
print(r)
big = r.abs() > 1.0
print(big)
print(r[big])
print("how many:", big.sum().item(), "any:", big.any().item(), "all:", big.all().item())
clipped = r.clone()
clipped[clipped > 1.0] = 1.0
print(clipped)
print(torch.where(r < 0, torch.zeros_like(r), r))
print(r[torch.tensor([2, 2, 0], device=device)])
print(r[:, [5, 1]])
print(r[torch.tensor([0, 1, 2], device=device), torch.tensor([1, 3, 5], device=device)])

grid = torch.zeros(2, 5, dtype=torch.long, device=device)
grid[0] = 3
grid[:, 4] = torch.tensor([10, 20], device=device)
grid[1, 1] -= 2
print(grid)
print("argmin per row:", r.argmin(dim=1), "min:", r.min(dim=1).values)
print("outer:", torch.arange(1, 4, device=device).unsqueeze(1) * torch.arange(2, device=device))
