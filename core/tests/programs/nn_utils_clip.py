# torch.nn.utils: clip_grad_norm_ (2-norm and inf-norm; the native one ignored norm_type),
# clip_grad_value_, parameters_to_vector and vector_to_parameters.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
m = nn.Linear(3, 2).to(device)
m(torch.randn(4, 3, device=device)).sum().backward()
print(nn.utils.clip_grad_norm_(m.parameters(), 0.5), m.weight.grad)
print(torch.nn.utils.clip_grad_norm_(m.parameters(), 0.1, norm_type=float("inf")))
print(nn.utils.clip_grad_value_(m.parameters(), 0.01), m.bias.grad)
print(nn.utils.parameters_to_vector(m.parameters()))
print(nn.utils.clip_grad_norm_([], 1.0))
from torch.nn.utils import clip_grad_norm_, vector_to_parameters
vector_to_parameters(torch.arange(8.0, device=device), m.parameters())
print(m.weight, m.bias)
w = torch.ones(3, requires_grad=True, device=device)
(w * torch.tensor([3.0, 4.0, 0.0], device=device)).sum().backward()
print(clip_grad_norm_(w, 1.0), w.grad)
