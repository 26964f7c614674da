# dtype rules: int/float promotion, true vs floor division, integer overflow in uint8/int8,
# bool arithmetic, result_type, float->int truncation, half/bfloat16 rounding, type().
import torch

device = "cpu"

i = torch.tensor([1, 2, 3]).to(device)
f = torch.tensor([0.5, 1.5, 2.5]).to(device)
print((i + f).dtype, (i * 2).dtype, (i * 2.0).dtype, (i / 2).dtype, (i // 2).dtype)
print((i / 2).tolist(), (i // 2).tolist(), (-i // 2).tolist(), torch.div(-i, 2, rounding_mode="trunc").tolist())
print((i % 2).tolist(), torch.fmod(-i, 2).tolist(), torch.remainder(-i, 2).tolist())
u8 = torch.tensor([250, 10], dtype=torch.uint8).to(device)
print((u8 + 10).tolist(), (u8 + 10).dtype, (u8 - 20).tolist())
i8 = torch.tensor([120, -120], dtype=torch.int8).to(device)
print((i8 + torch.tensor(10, dtype=torch.int8)).tolist())
b = torch.tensor([True, False, True]).to(device)
print(b.sum().item(), b.sum().dtype, (b + b).dtype, (b * 1.5).tolist(), b.float().mean().item())
print(torch.result_type(i, 1.0), torch.result_type(i, torch.tensor(1.0, dtype=torch.float64)),
      torch.promote_types(torch.int32, torch.float16))
print(torch.tensor([2.7, -2.7, 0.5, 1.5]).to(device).long().tolist(),
      torch.tensor([2.5, 3.5, -0.5]).to(device).round().tolist())
h = torch.tensor([1 / 3, 1000.1, 65504.0, 1e-8]).to(device).half()
print(h, h.dtype)
bf = torch.tensor([1 / 3, 1000.1, 3e38]).to(device).to(torch.bfloat16)
print(bf)
print(h.float().tolist())
print(torch.tensor([1, 2]).to(device).type(), f.double().dtype, f.to(torch.int32).tolist(), i.to(f).dtype)
d = torch.tensor([0.1], dtype=torch.float64).to(device)
print(d + 1, (d.float() + 1).item())
mixed = torch.tensor([1, 2], dtype=torch.int32).to(device) + torch.tensor([1, 2], dtype=torch.int64).to(device)
print(mixed.dtype, (torch.ones(2, dtype=torch.float16).to(device) + torch.ones(2).to(device)).dtype)
print(torch.arange(5).to(device).float().mean().item(), torch.tensor([3]).to(device).item().__class__.__name__)
print(torch.zeros(2, dtype=torch.int64).to(device).float().requires_grad_().dtype)
