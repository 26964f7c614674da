# Mixed precision the way AMP tutorials write it: `with torch.autocast(...) as ac` (the
# context object's dtype), autocast as a decorator, nested disable, output dtypes only.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(38)

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
x = torch.randn(3, 4).to(device)
with torch.autocast(device_type=device, dtype=torch.bfloat16) as ac:
    print(type(ac).__name__, ac.fast_dtype, torch.is_autocast_enabled(device))
    out = model(x)
    print(out.dtype, out.float().softmax(-1).dtype)
    with torch.autocast(device_type=device, enabled=False) as off:
        print(type(off).__name__, model(x).dtype)
print(torch.is_autocast_enabled(device), model(x).dtype)


@torch.autocast(device_type=device, dtype=torch.bfloat16)
def forward_bf16(inp):
    return model(inp)


y = forward_bf16(x)
print(y.dtype, tuple(y.shape))
loss = y.float().pow(2).mean()
loss.backward()
print(model[0].weight.grad.dtype, model[0].weight.dtype)
