# nn.RNN and nn.LSTM forward and backward: stacked, bidirectional, projected (proj_size); the
# output, final states, and the gradients of the input and of every parameter.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


x = torch.randn(3, 2, 3, device=device)
for m in [nn.RNN(3, 4, 2), nn.RNN(3, 4, nonlinearity="relu", bidirectional=True), nn.LSTM(3, 4, 2, bidirectional=True),
          nn.LSTM(3, 4, proj_size=2, num_layers=2, bias=False)]:
    m = m.to(device)
    xx = x.clone().requires_grad_()
    out, h = m(xx)
    hs = h if isinstance(h, tuple) else (h,)
    print(type(m).__name__, tuple(out.shape), [tuple(t.shape) for t in hs])
    print(r(out)[:8], r(hs[-1])[:6])
    (out.sum() + sum(t.sum() for t in hs)).backward()
    print(r(xx.grad)[:6])
    for n, p in m.named_parameters():
        print(n, r(p.grad)[:4])
