# RNN and LSTM cells written by hand (as in "understanding LSTMs" tutorials), checked against
# nn.RNN / nn.LSTM / nn.GRU with the same weights: the gate order i, f, g, o of weight_ih_l0 split
# with chunk(4), GRU's r, z, n gates, batch_first handling, multi-step unrolling, and final states.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(3)

B, T, I, H = 2, 5, 3, 4
x = torch.randn(B, T, I, device=device)

rnn = nn.RNN(I, H, batch_first=True).to(device)
h = torch.zeros(B, H, device=device)
outs = []
for t in range(T):
    h = torch.tanh(x[:, t] @ rnn.weight_ih_l0.T + rnn.bias_ih_l0 + h @ rnn.weight_hh_l0.T + rnn.bias_hh_l0)
    outs.append(h)
manual = torch.stack(outs, 1)
ref, h_ref = rnn(x)
print("RNN matches:", torch.allclose(manual, ref, atol=1e-6), torch.allclose(h, h_ref[0], atol=1e-6))

lstm = nn.LSTM(I, H, batch_first=True).to(device)
print([n for n, _ in lstm.named_parameters()], tuple(lstm.weight_ih_l0.shape))
h = torch.zeros(B, H, device=device)
c = torch.zeros(B, H, device=device)
outs = []
for t in range(T):
    gates = x[:, t] @ lstm.weight_ih_l0.T + lstm.bias_ih_l0 + h @ lstm.weight_hh_l0.T + lstm.bias_hh_l0
    i, f, g, o = gates.chunk(4, dim=1)
    i, f, g, o = torch.sigmoid(i), torch.sigmoid(f), torch.tanh(g), torch.sigmoid(o)
    c = f * c + i * g
    h = o * torch.tanh(c)
    outs.append(h)
manual = torch.stack(outs, 1)
ref, (h_ref, c_ref) = lstm(x)
print("LSTM matches:", torch.allclose(manual, ref, atol=1e-6), torch.allclose(c, c_ref[0], atol=1e-6))

gru = nn.GRU(I, H, batch_first=True).to(device)
h = torch.zeros(B, H, device=device)
for t in range(T):
    gi = x[:, t] @ gru.weight_ih_l0.T + gru.bias_ih_l0
    gh = h @ gru.weight_hh_l0.T + gru.bias_hh_l0
    i_r, i_z, i_n = gi.chunk(3, 1)
    h_r, h_z, h_n = gh.chunk(3, 1)
    r = torch.sigmoid(i_r + h_r)
    z = torch.sigmoid(i_z + h_z)
    n = torch.tanh(i_n + r * h_n)
    h = (1 - z) * n + z * h
_, h_ref = gru(x)
print("GRU matches:", torch.allclose(h, h_ref[0], atol=1e-6))


class ManualLSTM(nn.Module):
    def __init__(self, i, hdim):
        super().__init__()
        self.W = nn.Linear(i, 4 * hdim)
        self.U = nn.Linear(hdim, 4 * hdim, bias=False)
        self.hdim = hdim

    def forward(self, x):
        h = x.new_zeros(x.shape[0], self.hdim)
        c = x.new_zeros(x.shape[0], self.hdim)
        for t in range(x.shape[1]):
            i, f, g, o = (self.W(x[:, t]) + self.U(h)).chunk(4, 1)
            c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
            h = torch.sigmoid(o) * torch.tanh(c)
        return h


model = nn.Sequential()
cell = ManualLSTM(I, 8).to(device)
head = nn.Linear(8, 1).to(device)
opt = torch.optim.Adam(list(cell.parameters()) + list(head.parameters()), lr=0.02)
target = x.sum(dim=(1, 2)).unsqueeze(1)
for step in range(10):
    loss = nn.functional.mse_loss(head(cell(x)), target)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"manual LSTM regression loss {loss.item():.4f}")
print("param counts", sum(p.numel() for p in cell.parameters()), sum(p.numel() for p in nn.LSTM(I, 8).parameters()))
