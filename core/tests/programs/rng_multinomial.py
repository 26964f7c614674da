# torch.multinomial as PyTorch's CPU kernel draws it: without replacement (or one sample) by the
# exponential trick with argmax/topk, with replacement by a binary search per double uniform;
# 1-D and 2-D, float32/float64/float16/bfloat16, generator=, and Tensor.exponential_, plus
# WeightedRandomSampler, which samples with it.
import torch
from torch.utils.data import DataLoader, WeightedRandomSampler

device = "cpu"
torch.manual_seed(0)
print(torch.empty(3, dtype=torch.float64, device=device).exponential_(2.5).tolist())
print(torch.empty(3, dtype=torch.float16).exponential_().tolist(), torch.empty(4).exponential_(0.5))
torch.manual_seed(1)
p = torch.tensor([0.1, 0.2, 0.3, 0.4], device=device)
print(torch.multinomial(p, 1), torch.multinomial(p, 2), torch.multinomial(p, 4))
print(torch.multinomial(p, 10, replacement=True))
w = torch.rand(3, 6, device=device)
print(torch.multinomial(w, 3), w.multinomial(5, True))
print(w.double().multinomial(6), w.double().multinomial(7, replacement=True))
print(torch.multinomial(torch.tensor([0.0, 1.0, 0.0, 2.0]), 2), torch.multinomial(torch.tensor([0.0, 1.0, 0.0, 2.0]), 1, True))
g = torch.Generator().manual_seed(3)
print(torch.multinomial(p, 3, generator=g), p.multinomial(3, generator=torch.Generator().manual_seed(3)))
print(torch.multinomial(torch.softmax(torch.randn(2, 50, device=device), -1), 20, True))
print(torch.multinomial(torch.softmax(torch.randn(2, 50, device=device), -1), 20))
h = (torch.arange(100.0, device=device) % 7 + 1).half()
print(torch.multinomial(h, 5), torch.multinomial(h.bfloat16(), 5), torch.multinomial(h, 1))
print(torch.multinomial(torch.softmax(torch.randn(100), -1).bfloat16(), 1, True))
for bad in [
    lambda: torch.empty(3).exponential_(0),
    lambda: torch.empty(3, dtype=torch.int64).exponential_(),
    lambda: torch.multinomial(torch.ones(3), 4),
    lambda: torch.multinomial(torch.ones(3, dtype=torch.int64), 1),
    lambda: torch.multinomial(torch.ones(2, 2, 2), 1),
    lambda: torch.multinomial(torch.zeros(3), 1),
    lambda: torch.multinomial(torch.tensor([1.0, -1]), 1),
    lambda: torch.multinomial(torch.tensor([1.0, -1]), 2, True),
    lambda: torch.multinomial(torch.tensor([0.0, 0]), 2, True),
    lambda: torch.multinomial(torch.ones(3), 0),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(4)
print(list(WeightedRandomSampler([0.1, 0.9, 0.4, 0.7], 6)))
print(list(WeightedRandomSampler([0.1, 0.9, 0.4, 0.7], 3, replacement=False, generator=torch.Generator().manual_seed(5))))
ds = torch.arange(8.0, device=device)
sampler = WeightedRandomSampler(torch.tensor([1.0, 1, 1, 1, 5, 5, 5, 5]), 8)
print([b.tolist() for b in DataLoader(ds, batch_size=4, sampler=sampler)])
