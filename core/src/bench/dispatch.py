# Eager dispatch overhead per op on small tensors: the same text runs in the playground
# (`tpu bench dispatch`, device "tpu" on the CPU backend, Strict mode) and in real PyTorch
# (scripts/bench_dispatch_torch.py swaps in device "cpu"). Each case is a loop of one op on 4x4
# tensors; the first case is the empty loop, whose cost the report subtracts. Prints one line a
# case: its name and microseconds per iteration (best of three).
import time
import torch

device = "tpu"
N = 2000
torch.manual_seed(0)
a = torch.randn(4, 4, device=device)
b = torch.randn(4, 4, device=device)


def empty_loop(n):
    for _ in range(n):
        pass


def add(n):
    for _ in range(n):
        c = a + b


def mul(n):
    for _ in range(n):
        c = a * b


def relu(n):
    for _ in range(n):
        c = torch.relu(a)


def sum_(n):
    for _ in range(n):
        c = a.sum()


def matmul(n):
    for _ in range(n):
        c = a @ b


def view(n):
    for _ in range(n):
        c = a.view(16)


def index(n):
    for _ in range(n):
        c = a[1]


cases = [("empty loop", empty_loop), ("add", add), ("mul", mul), ("relu", relu), ("sum", sum_),
         ("matmul 4x4", matmul), ("view", view), ("index a[1]", index)]
# Warm-up: every case once untimed, so no case pays for first-use growth (allocator pools, the
# trace's ring buffer filling, PyTorch's lazy initialisation).
for name, f in cases:
    f(N)
for name, f in cases:
    best = 1e9
    for _ in range(3):
        t0 = time.perf_counter()
        f(N)
        best = min(best, time.perf_counter() - t0)
    print(f"{name}: {best / N * 1e6:.4f}")
