# Gradients to given h0/c0 (GRU unbatched, LSTM bidirectional projected batch_first), the hidden-size
# and dtype errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


g = nn.GRU(3, 4, 2).to(device)
h0 = torch.randn(2, 4, device=device, requires_grad=True)
out, h = g(torch.randn(5, 3, device=device), h0)
(out.sum() + h.sum()).backward()
print(tuple(out.shape), tuple(h.shape), r(h0.grad))
l = nn.LSTM(3, 4, batch_first=True, bidirectional=True, proj_size=2).to(device)
h0 = torch.randn(2, 2, 2, device=device, requires_grad=True); c0 = torch.randn(2, 2, 4, device=device, requires_grad=True)
out, (h, c) = l(torch.randn(2, 5, 3, device=device), (h0, c0))
(out.sum() + h.sum() + c.sum()).backward()
print(tuple(out.shape), r(h0.grad), r(c0.grad))
try:
    l(torch.randn(2, 5, 3, device=device), (torch.zeros(2, 2, 4, device=device), c0))
except Exception as e:
    print(type(e).__name__, e)
try:
    nn.RNN(3, 4).to(device)(torch.randn(2, 5, 3, device=device).double())
except Exception as e:
    print(type(e).__name__, e)
