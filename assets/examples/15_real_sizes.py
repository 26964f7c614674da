# Real sizes: a d_model 4096 transformer block on PyTorch's meta device, every op priced at full size on the chip and none computed.
# Lesson 13's block was tiny so that it could run; its matmuls wasted most of the MXU. Here the
# sizes are a real model's: one block of a 7B-class transformer (d_model 4096, 32 heads, a 16384
# MLP) over 2048 tokens. On "tpu" the emulator would refuse its matmuls (each op is also computed
# here, and one of these would freeze the page); on "meta" a tensor has a shape and a dtype but no
# values, exactly as in PyTorch, so nothing is computed, while the emulated chip still dispatches,
# fuses and prices every op and holds every tensor in its HBM. The MXU panel shows the matmuls
# filling the arrays; the timeline gives the modelled time of one step; the memory panel shows
# gigabytes of weights, activations and gradients. Values cannot be read: printing shows the shape.
import torch
import torch.nn as nn

device = "meta"
d_model, heads, tokens = 4096, 32, 2048

block = nn.TransformerEncoderLayer(
    d_model, heads, dim_feedforward=4 * d_model, batch_first=True, norm_first=True, device=device
)
params = sum(p.numel() for p in block.parameters())
print(f"one block: {params:,} parameters, {params * 4 / 2**30:.2f} GiB in float32")

x = torch.randn(1, tokens, d_model, device=device)
y = block(x)
print(y)

# A training step at this size: backward doubles the matmuls' work, the optimizer touches every weight.
optimizer = torch.optim.SGD(block.parameters(), lr=1e-3)
loss = y.pow(2).mean()
loss.backward()
optimizer.step()
print(block.linear1.weight.grad)

# Reading a value needs the data, which a meta tensor does not have.
try:
    print(loss.item())
except RuntimeError as e:
    print("RuntimeError:", e)

# opens: mode=fused panel=mxu
