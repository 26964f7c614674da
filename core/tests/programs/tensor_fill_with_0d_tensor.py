# Tensor.fill_ takes a 0-d tensor as its value (PyTorch's word-language-model example fills its
# input with a sampled index: inp.fill_(torch.multinomial(weights, 1)[0])); a value tensor of
# more dimensions is PyTorch's error.
import torch

device = "cpu"
torch.manual_seed(0)
x = torch.zeros(3, device=device)
x.fill_(torch.tensor(2.5, device=device))
print(x)
weights = torch.tensor([0.1, 0.7, 0.2], device=device)
inp = torch.zeros(1, 1, dtype=torch.long, device=device)
for _ in range(3):
    inp.fill_(torch.multinomial(weights, 1)[0])
    print(inp)
print(torch.full((2,), 1.0, device=device).fill_(torch.tensor(True)))
print(torch.zeros(2, dtype=torch.int32, device=device).fill_(torch.tensor(7.9)))
try:
    x.fill_(torch.tensor([1.0, 2.0], device=device))
except RuntimeError as e:
    print("RuntimeError:", e)
