# Debug mode: a NaN hunt. One line divides 0 by 0 and the NaN spreads silently through every later op; Debug mode stops at the line that made it.
import torch

device = "tpu"
torch.manual_seed(0)

# Four samples of three features; the third sensor is stuck at 1.0.
x = torch.tensor([[0.5, 2.0, 1.0], [1.5, -1.0, 1.0], [-0.5, 0.0, 1.0], [2.5, 3.0, 1.0]], device=device)
w = torch.randn(3, 2, device=device)

mean = x.mean(dim=0)
std = x.std(dim=0)  # the stuck column's spread is 0
z = (x - mean) / std  # 0 / 0 = NaN: this is the line that makes it
logits = z @ w  # every output mixes in the third column: NaN everywhere
loss = logits.softmax(dim=1)[:, 0].mean()

# Strict and Fused run on, as PyTorch does; the NaN shows up only here, far from its cause.
print("std:", std)
print("NaNs in z:", z.isnan().sum().item(), "of", z.numel())
print("NaNs in logits:", logits.isnan().sum().item(), "of", logits.numel())
print("loss:", loss.item())

# The cure, once Debug mode has named the line: keep the divisor away from zero.
z = (x - mean) / std.clamp_min(1e-6)
loss = (z @ w).softmax(dim=1)[:, 0].mean()
print(f"loss with the divisor clamped: {loss.item():.4f}")

# opens: mode=debug
