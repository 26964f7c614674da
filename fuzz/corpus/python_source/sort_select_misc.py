# topk/sort return types, argsort, sci_mode printing, randperm, normal, chunk/split, allclose.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

t = torch.tensor([3.0, 1.0, 2.0, 5.0], device=device)
print(torch.topk(t, 2))
print(torch.sort(t, descending=True))
print(t.argsort())
torch.set_printoptions(sci_mode=True)
print(t)
torch.set_printoptions(sci_mode=None)
print(torch.randperm(6))
print(torch.normal(0.0, 1.0, size=(3,)))
print(torch.tensor([1, 2], dtype=torch.int32).dtype, torch.tensor([1.5]).to(torch.bfloat16))
print(torch.chunk(torch.arange(7), 3))
print(torch.split(torch.arange(7), [2, 5]))
print(torch.allclose(t, t + 1e-9), t.clamp(min=2.0), torch.where(t > 2, t, torch.zeros_like(t)))
