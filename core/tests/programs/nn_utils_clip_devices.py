# clip_grad_norm_ on a model moved to the device whose parameters are used at every time step
# (an RNN's biases): the per-tensor norms meet on the first gradient's device and the coefficient
# goes to each gradient's device, as PyTorch's _get_total_norm / _clip_grads_with_norm_ do.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
rnn = nn.RNN(4, 3).to(device)
head = nn.Linear(3, 2).to(device)
out, h = rnn(torch.randn(5, 2, 4, device=device))
head(h[0]).pow(2).sum().backward()
params = list(rnn.parameters()) + list(head.parameters())
print(round(nn.utils.clip_grad_norm_(params, 0.5).item(), 4))
print([round(p.grad.norm().item(), 4) for p in params])
print(round(nn.utils.clip_grad_norm_(params, 0.1, norm_type=float("inf")).item(), 4))
print([round(p.grad.abs().max().item(), 4) for p in params])
