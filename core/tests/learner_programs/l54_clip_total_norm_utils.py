# Gradient clipping utilities in a training loop: clip_grad_norm_ returning the pre-clip norm
# (2, 1 and inf norms), error_if_nonfinite, clip_grad_value_, get_total_norm and
# clip_grads_with_norm_, parameters_to_vector/vector_to_parameters, and their effect on steps.
import torch
import torch.nn as nn
from torch.nn.utils import (clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_, get_total_norm,
                            parameters_to_vector, vector_to_parameters)

device = "cpu"
torch.manual_seed(127)

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
x = torch.randn(16, 4, device=device)
y = torch.randn(16, 2, device=device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)


def compute_grads(scale=10.0):
    opt.zero_grad()
    (scale * ((model(x) - y) ** 2).mean()).backward()


for norm_type in [2.0, 1.0, float("inf")]:
    compute_grads()
    total = clip_grad_norm_(model.parameters(), max_norm=1.0, norm_type=norm_type)
    after = get_total_norm([p.grad for p in model.parameters()], norm_type=norm_type)
    print(norm_type, round(total.item(), 4), round(after.item(), 4))
compute_grads(0.01)
total = clip_grad_norm_(model.parameters(), max_norm=1.0)
after = torch.cat([p.grad.flatten() for p in model.parameters()]).norm()
print(round(total.item(), 5), torch.allclose(total, after))
compute_grads()
clip_grad_value_(model.parameters(), clip_value=0.05)
print(max(p.grad.abs().max().item() for p in model.parameters()))
compute_grads()
grads = [p.grad for p in model.parameters()]
tn = get_total_norm(grads)
clip_grads_with_norm_(model.parameters(), max_norm=0.5, total_norm=tn)
print(round(tn.item(), 4), round(get_total_norm(grads).item(), 4))
vec = parameters_to_vector(model.parameters())
print(vec.shape, round(vec.sum().item(), 4))
vector_to_parameters(torch.zeros_like(vec), model.parameters())
print(model[0].weight.abs().sum().item(), model[2].bias)
vector_to_parameters(vec, model.parameters())
print(torch.equal(parameters_to_vector(model.parameters()), vec))
losses = []
for step in range(5):
    compute_grads(1.0)
    clip_grad_norm_(model.parameters(), 0.2)
    opt.step()
    losses.append(round(((model(x) - y) ** 2).mean().item(), 4))
print(losses)
print(clip_grad_norm_([], 1.0))
single = torch.ones(3, requires_grad=True)
single.grad = torch.tensor([3.0, 4.0, 0.0])
print(clip_grad_norm_(single, 1.0), single.grad)
