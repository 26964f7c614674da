# Hello, TPU: tensors live on the chip; print() and .item() are the moments the host waits for them.
import torch

device = "tpu"
torch.manual_seed(0)

x = torch.tensor([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]], device=device)
w = torch.randn(3, 4, device=device)
b = torch.tensor([0.5, -0.5, 1.0, 0.0], device=device)

# Three ops are enqueued on the TPU; the host does not wait for any of them.
h = torch.relu(x @ w + b)

# Printing needs the values on the host: the first sync point.
print(x)
print(w)
print(h)

total = h.sum()
print(total)
# .item() is a sync point too: one number comes back as a Python float.
print(total.item())
print(f"total = {total.item():.4f}, shape = {tuple(h.shape)}, dtype = {h.dtype}")
