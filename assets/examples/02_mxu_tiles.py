# The MXU and tile waste: a 128x128 systolic array fills only half its rows when K=64; open the MXU panel and compare the two heads' matmuls.
import torch

device = "tpu"
torch.manual_seed(0)

tokens = torch.randn(256, 512, device=device)
for head_dim in [64, 128]:
    w = torch.randn(512, head_dim, device=device) / 512 ** 0.5
    q = tokens @ w  # K = 512: the array's rows are full
    scores = q @ q.T  # K = head_dim: 64 of 128 rows hold weights
    print(f"head_dim {head_dim}: scores {tuple(scores.shape)}, mean {scores.mean().item():.3f}")

# opens: panel=mxu
