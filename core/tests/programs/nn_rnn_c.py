# nn.GRU and the cells forward and backward: bidirectional, batch_first, unbatched, given h0/c0,
# dropout between layers in training (PyTorch's draws) and eval.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


x = torch.randn(3, 2, 3, device=device)
for gru in [nn.GRU(3, 4, 2, bidirectional=True), nn.GRU(3, 4, bias=False, batch_first=True)]:
    gru = gru.to(device)
    xg = x.clone().requires_grad_()
    out, h = gru(xg)
    print(tuple(out.shape), tuple(h.shape), r(out)[:8], r(h)[:6])
    (out.sum() + h.sum()).backward()
    print(r(xg.grad)[:6], {n: r(p.grad)[:3] for n, p in gru.named_parameters()})
# h0 given, unbatched
m = nn.LSTM(3, 4).to(device)
h0 = torch.randn(1, 4, device=device); c0 = torch.randn(1, 4, device=device)
out, (h, c) = m(x[:, 0], (h0, c0))
print(tuple(out.shape), tuple(h.shape), r(out)[:4], r(c))
g = nn.GRU(3, 4, batch_first=True).to(device)
out, h = g(x, torch.randn(1, 3, 4, device=device))
print(tuple(out.shape), r(h)[:5])
# dropout in training
torch.manual_seed(3)
m = nn.GRU(3, 4, 3, dropout=0.5).to(device)
out, h = m(x)
print(r(out)[:8], r(h)[:8])
m.eval()
out, h = m(x)
print(r(out)[:8])
# cells
c = nn.LSTMCell(3, 4).to(device)
hc = c(x[0])
print(r(hc[0]), r(hc[1]))
hc = c(x[0, 0], (hc[0][0], hc[1][0]))
print(r(hc[0]))
c = nn.GRUCell(3, 4).to(device)
print(r(c(x[0])), r(c(x[1], c(x[0]))))
c = nn.RNNCell(3, 4, nonlinearity="relu").to(device)
print(r(c(x[0, 1])))
