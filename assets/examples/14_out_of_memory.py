# Out of memory: a model too big for one chip's HBM fails with the error PyTorch users know, before anything is allocated.
# (Its expected output is written by hand from PyTorch's message structure: real PyTorch has no tpu device.)
import torch
import torch.nn as nn

device = "tpu"
free, total = torch.tpu.mem_get_info()
print(f"{torch.tpu.get_device_name()}: {total / 2**30:.2f} GiB of HBM")

# What a program holds on the chip is what memory_allocated() counts: a 1024x1024 layer in float32
# is 1024 * 1024 * 4 bytes of weight and 1024 * 4 of bias.
model = nn.Linear(1024, 1024).to(device)
print(f"model: {torch.tpu.memory_allocated()} bytes allocated")
x = torch.randn(256, 1024, device=device)
print(f"model and a batch: {torch.tpu.memory_allocated()} bytes allocated")

# Freed memory stays reserved by the caching allocator, ready for the next batch of the same size.
del x
print(f"batch freed: {torch.tpu.memory_allocated()} allocated, {torch.tpu.memory_reserved()} reserved")

# A 7-billion-parameter model in float32, as one flat buffer (the way FSDP keeps parameters).
n_params = 7_000_000_000
print(f"7B parameters x 4 bytes = {n_params * 4 / 2**30:.2f} GiB")
try:
    weights = torch.empty(n_params, device=device)
except torch.OutOfMemoryError as e:
    print(f"{type(e).__name__}: {e}")

# The request failed before anything was allocated, the cache was released trying to make room,
# and the program goes on.
print(f"after the error: {torch.tpu.memory_allocated()} allocated, {torch.tpu.memory_reserved()} reserved")

# The cures: smaller numbers per parameter, and the model split over several chips (weights alone:
# training also needs room for gradients, optimizer state and activations).
for dtype_bytes, name in [(4, "float32"), (2, "bfloat16")]:
    for chips in [1, 2, 4]:
        per_chip = n_params * dtype_bytes // chips
        verdict = "fits" if per_chip <= total else "does not fit"
        print(f"{name} over {chips} chip(s): {per_chip / 2**30:5.2f} GiB per chip, {verdict}")

# opens: panel=memory
