# Writing the time loop yourself with RNNCell, GRUCell and LSTMCell, then checking the loop against
# the fused nn.RNN/nn.GRU/nn.LSTM after copying the weights across.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(13)
T, B, I, H = 5, 3, 4, 6
x = torch.randn(T, B, I, device=device)

for cell_cls, seq_cls in [(nn.RNNCell, nn.RNN), (nn.GRUCell, nn.GRU), (nn.LSTMCell, nn.LSTM)]:
    cell = cell_cls(I, H).to(device)
    seq = seq_cls(I, H).to(device)
    with torch.no_grad():
        seq.weight_ih_l0.copy_(cell.weight_ih)
        seq.weight_hh_l0.copy_(cell.weight_hh)
        seq.bias_ih_l0.copy_(cell.bias_ih)
        seq.bias_hh_l0.copy_(cell.bias_hh)
    outs = []
    if cell_cls is nn.LSTMCell:
        h = torch.zeros(B, H, device=device)
        c = torch.zeros(B, H, device=device)
        for t in range(T):
            h, c = cell(x[t], (h, c))
            outs.append(h)
        ref, (hn, cn) = seq(x)
        print(cell_cls.__name__, torch.allclose(torch.stack(outs), ref, atol=1e-5), torch.allclose(c, cn[0], atol=1e-5))
    else:
        h = None
        for t in range(T):
            h = cell(x[t], h)
            outs.append(h)
        ref, hn = seq(x)
        print(cell_cls.__name__, torch.allclose(torch.stack(outs), ref, atol=1e-5), torch.allclose(h, hn[0], atol=1e-5))
    print(" ", tuple(cell.weight_ih.shape), tuple(cell.weight_hh.shape), round(outs[-1].sum().item(), 4))

cell = nn.GRUCell(I, H).to(device)
print(tuple(cell(x[0, 0]).shape))
rc = nn.RNNCell(I, H, nonlinearity="relu").to(device)
print(bool((rc(x[0]) >= 0).all()))
try:
    nn.RNNCell(I, H, nonlinearity="gelu")
except ValueError as e:
    print("ValueError:", e)

torch.manual_seed(13)
lstm = nn.LSTMCell(1, 8).to(device)
readout = nn.Linear(8, 1).to(device)
opt = torch.optim.Adam(list(lstm.parameters()) + list(readout.parameters()), lr=0.02)
seq = torch.sin(torch.linspace(0, 6.28, 21, device=device)).view(21, 1, 1)
for epoch in range(8):
    h = c = torch.zeros(1, 8, device=device)
    loss = 0.0
    for t in range(20):
        h, c = lstm(seq[t], (h, c))
        loss = loss + (readout(h) - seq[t + 1]).pow(2).mean()
    opt.zero_grad()
    (loss / 20).backward()
    opt.step()
    print(epoch, round(loss.item() / 20, 4))
