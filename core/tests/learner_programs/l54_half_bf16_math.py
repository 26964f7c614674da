# Low-precision arithmetic a learner runs into when trying half precision on the CPU: float16 and
# bfloat16 rounding of literals, sums and means, cumsum, matmul, softmax, overflow to inf in half,
# casting back to float32, and comparisons that fail because of rounding.
import torch

device = "cpu"
torch.manual_seed(149)

for dt in [torch.float16, torch.bfloat16]:
    t = torch.full((10,), 0.1, dtype=dt, device=device)
    print(dt, t[0].item(), t.sum(), t.sum().item(), t.mean().item(), t.cumsum(0)[-1].item())
    a = torch.tensor([1.0, 1e-3, 3.14159, 1000.7, 6550.4], dtype=dt, device=device)
    print(a, a.float().tolist())
    print((a * 3).tolist(), (a + 0.1).tolist(), (a / 7).tolist())
    m = torch.arange(12, dtype=dt, device=device).reshape(3, 4) / 3
    print((m @ m.T).tolist())
    print(m.softmax(dim=1).tolist()[0], m.exp().tolist()[1], m.sqrt().tolist()[2])
    print(m.sum(dim=0).tolist(), m.var(dim=1).tolist())
    print(torch.tensor(0.1, dtype=dt) + torch.tensor(0.2, dtype=dt) == torch.tensor(0.3, dtype=dt))
    print(torch.linspace(0, 1, 5, dtype=dt, device=device), torch.arange(0, 1, 0.25, dtype=dt, device=device))
print(torch.tensor([1.0001, 2049.0, 4097.0], device=device).half())
print(torch.tensor([1.0001, 257.0, 3.3e38], device=device).bfloat16())
print(torch.finfo(torch.bfloat16), torch.finfo(torch.float16).tiny)
x = torch.randn(4, 3, device=device)
lin = torch.nn.Linear(3, 2).to(device)
print(lin(x).round(decimals=3).tolist())
lin_h = torch.nn.Linear(3, 2).to(device)
lin_h.load_state_dict(lin.state_dict())
lin_h.to(torch.bfloat16)
print(lin_h(x.bfloat16()).tolist(), lin_h.weight.dtype)
print((torch.ones(3, dtype=torch.float16, device=device) + torch.ones(3, device=device)).dtype, (torch.ones(3, dtype=torch.bfloat16, device=device) * 2.5).dtype)
print(torch.ones(2, dtype=torch.float16, device=device) + torch.ones(2, dtype=torch.bfloat16, device=device))
