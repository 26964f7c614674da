# Mixed dtypes in a model: .half()/.bfloat16()/.to(dtype) on modules and tensors, input dtype
# mismatches, what dtype outputs and grads get, and rounding from low-precision casts.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

m = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).to(device)
x = torch.randn(2, 4, device=device)
print(m(x).dtype)
m_bf = m.to(torch.bfloat16)
print(m is m_bf, m[0].weight.dtype, m[0].bias.dtype)
try:
    m(x)
except RuntimeError as e:
    print("RuntimeError", e)
with torch.no_grad():
    out = m(x.to(torch.bfloat16))
print(out.dtype, [[round(v, 4) for v in r] for r in out.float().tolist()])
m.float()
print(m[2].weight.dtype)
m.double()
print(m(x.double()).dtype)
m.to(dtype=torch.float32)

vals = torch.tensor([1.0001, 3.14159265, 65504.0, 65520.0 - 32, 1e-8, -2.5], device=device)
print("half", vals.half().tolist())
print("bf16", vals.bfloat16().tolist())
print("bf16 back", vals.to(torch.bfloat16).to(torch.float32).tolist())
print(vals.half().dtype, vals.type(torch.float16).dtype, vals.type())
print(torch.tensor([1, 2, 3], device=device).to(torch.float16) / 3)
print((torch.ones(2, dtype=torch.float16, device=device) + torch.ones(2, dtype=torch.bfloat16, device=device)).dtype)
print((torch.ones(2, dtype=torch.float16, device=device) * 2.5).dtype, (torch.ones(2, dtype=torch.bfloat16, device=device) + torch.ones(2, device=device)).dtype)
print(torch.ones(3, dtype=torch.float16, device=device).sum().dtype, torch.ones(3, dtype=torch.int8, device=device).sum().dtype)
print(torch.ones(3, dtype=torch.bfloat16, device=device).mean())

w = torch.randn(3, requires_grad=True, device=device)
y = (w.half() * 2).sum()
y.backward()
print(w.grad.dtype, w.grad.tolist())
lin = nn.Linear(2, 2).half().to(device)
print(lin.weight.dtype, lin.weight.requires_grad, type(lin.weight).__name__)
print(lin(torch.ones(1, 2, dtype=torch.float16, device=device)).dtype)
try:
    lin(torch.ones(1, 2, device=device))
except RuntimeError as e:
    print("RuntimeError", e)
emb = nn.Embedding(5, 2).to(device, torch.float64)
print(emb(torch.tensor([1, 2], device=device)).dtype)
try:
    emb(torch.tensor([1.0, 2.0], device=device))
except RuntimeError as e:
    print("RuntimeError", e)
print(torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float16).max)
print(torch.get_default_dtype(), torch.zeros(1, dtype=torch.half, device=device).element_size())
