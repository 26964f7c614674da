# One nn.TransformerEncoderLayer training step (d_model 64, 4 heads, feed-forward 128,
# batch_first, input 8 x 16 x 64, MSE loss, SGD), timed after a warm-up.
# Runs in the playground (`tpu run`, device "tpu") and in real PyTorch (device "cpu");
# scripts/bench_train_step.py runs it in both and prints "ms per step: X" per timing.
import time
import torch
import torch.nn as nn
import torch.optim as optim

try:
    torch.zeros(1, device="tpu")
    device = "tpu"
except Exception:
    device = "cpu"

WARMUP = 3
STEPS = 5
REPEATS = 7

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True).to(device)
optimizer = optim.SGD(layer.parameters(), lr=0.01)
src = torch.randn(8, 16, 64).to(device)
target = torch.randn(8, 16, 64).to(device)
criterion = nn.MSELoss()


def step():
    optimizer.zero_grad()
    loss = criterion(layer(src), target)
    loss.backward()
    optimizer.step()
    return loss


for _ in range(WARMUP):
    step()
for _ in range(REPEATS):
    start = time.perf_counter()
    for _ in range(STEPS):
        loss = step()
    loss.item()
    print("ms per step:", (time.perf_counter() - start) * 1000.0 / STEPS)
print("loss:", loss.item())
