# Gradient utilities: clip_grad_value_, clip_grad_norm_ with inf and 1-norms and error_if_nonfinite,
# get_total_norm/clip_grads_with_norm_, parameters_to_vector and vector_to_parameters.
import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_, parameters_to_vector, vector_to_parameters

device = "cpu"
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 5), nn.Tanh(), nn.Linear(5, 2)).to(device)
x = torch.randn(8, 4, device=device)


def fresh_grads(scale=10.0):
    net.zero_grad()
    (net(x).pow(2).sum() * scale).backward()


fresh_grads()
clip_grad_value_(net.parameters(), clip_value=0.5)
print([round(p.grad.abs().max().item(), 4) for p in net.parameters()])
for nt in [2.0, 1.0, float("inf"), 3]:
    fresh_grads()
    total = clip_grad_norm_(net.parameters(), max_norm=1.0, norm_type=nt)
    after = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(p.grad, nt) for p in net.parameters()]), nt)
    print(nt, round(total.item(), 4), round(after.item(), 4))
fresh_grads(0.001)
total = clip_grad_norm_(net.parameters(), max_norm=1.0)
print(round(total.item(), 6), round(parameters_to_vector(p.grad for p in net.parameters()).norm().item(), 6))
fresh_grads()
net[0].bias.grad[0] = float("inf")
try:
    clip_grad_norm_(net.parameters(), 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:50])
fresh_grads()
grads = [p.grad for p in net.parameters()]
tn = torch.nn.utils.get_total_norm(grads, norm_type=2.0)
torch.nn.utils.clip_grads_with_norm_(net.parameters(), 2.0, tn)
print(round(tn.item(), 4), round(torch.nn.utils.get_total_norm([p.grad for p in net.parameters()]).item(), 4))
vec = parameters_to_vector(net.parameters())
print(vec.shape, round(vec.sum().item(), 4))
vector_to_parameters(torch.arange(vec.numel(), dtype=torch.float32, device=device) / 100, net.parameters())
print(net[2].bias, net[0].weight[0])
print(clip_grad_norm_([], 1.0))
w = torch.zeros(3, device=device, requires_grad=True)
print(clip_grad_norm_(w, 1.0), w.grad)
