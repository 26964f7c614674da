# Unrolling RNNCell/LSTMCell/GRUCell by hand with teacher forcing and comparing against the
# full nn.LSTM with copied weights; hidden state detaching for truncated BPTT.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

seq = torch.randn(6, 2, 3, device=device)
lstm = nn.LSTM(3, 5).to(device)
cell = nn.LSTMCell(3, 5).to(device)
with torch.no_grad():
    cell.weight_ih.copy_(lstm.weight_ih_l0)
    cell.weight_hh.copy_(lstm.weight_hh_l0)
    cell.bias_ih.copy_(lstm.bias_ih_l0)
    cell.bias_hh.copy_(lstm.bias_hh_l0)
out, (h, c) = lstm(seq)
hx = torch.zeros(2, 5, device=device)
cx = torch.zeros(2, 5, device=device)
outs = []
for t in range(seq.size(0)):
    hx, cx = cell(seq[t], (hx, cx))
    outs.append(hx)
manual = torch.stack(outs)
print(manual.shape, torch.allclose(manual, out, atol=1e-6), torch.allclose(cx, c[0], atol=1e-6))

gru = nn.GRUCell(3, 4).to(device)
rnn = nn.RNNCell(3, 4, nonlinearity="relu").to(device)
h1 = torch.zeros(2, 4, device=device)
h2 = torch.zeros(2, 4, device=device)
for t in range(3):
    h1 = gru(seq[t], h1)
    h2 = rnn(seq[t], h2)
print(h1.round(decimals=4))
print(h2.round(decimals=4))
print(gru.weight_ih.shape, rnn.weight_hh.shape)

model = nn.LSTM(1, 8, batch_first=True).to(device)
head = nn.Linear(8, 1).to(device)
opt = torch.optim.Adam(list(model.parameters()) + list(head.parameters()), lr=0.02)
data = torch.sin(torch.arange(0, 40, device=device).float() * 0.3).view(1, -1, 1)
state = None
for chunk in range(4):
    x = data[:, chunk * 9:chunk * 9 + 9]
    y = data[:, chunk * 9 + 1:chunk * 9 + 10]
    if state is not None:
        state = tuple(s.detach() for s in state)
    out, state = model(x, state)
    loss = nn.functional.mse_loss(head(out), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"chunk {chunk} loss {loss.item():.5f} h_requires_grad {state[0].requires_grad}")
print(state[0].shape, state[1].shape)
