# RNN family options: RNN relu, GRU bidirectional 2 layers, LSTM with proj_size, provided initial
# states, packed sequences with enforce_sorted=False, pad_packed_sequence total_length, cells.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pack_sequence, pad_sequence

device = "cpu"
torch.manual_seed(0)
x = torch.randn(3, 5, 4, device=device)
rnn = nn.RNN(4, 6, num_layers=2, nonlinearity="relu", batch_first=True, bias=False).to(device)
out, h = rnn(x, torch.zeros(2, 3, 6, device=device))
print(rnn, out.shape, h.shape, round(out.sum().item(), 4), [n for n, _ in rnn.named_parameters()])
gru = nn.GRU(4, 3, num_layers=2, bidirectional=True).to(device)
out, h = gru(x.transpose(0, 1))
print(out.shape, h.shape, torch.allclose(out[-1, :, :3], h[-2]), torch.allclose(out[0, :, 3:], h[-1]))
print(round(out.abs().mean().item(), 4), gru.weight_hh_l1_reverse.shape)
lstm = nn.LSTM(4, 8, proj_size=3, batch_first=True).to(device)
out, (h, c) = lstm(x)
print(lstm, out.shape, h.shape, c.shape, [tuple(p.shape) for p in lstm.parameters()])
print(round(out.sum().item(), 4), round(c.sum().item(), 4))

lengths = torch.tensor([2, 5, 3])
packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
lstm2 = nn.LSTM(4, 5, batch_first=True, bidirectional=True).to(device)
pout, (h, c) = lstm2(packed)
padded, lens = pad_packed_sequence(pout, batch_first=True, total_length=6)
print(padded.shape, lens, padded[0, 2:].abs().sum().item(), h.shape)
last_fwd = padded[torch.arange(3), lens - 1, :5]
print(torch.allclose(last_fwd, h[0], atol=1e-6), torch.allclose(padded[:, 0, 5:], h[1], atol=1e-6))
seqs = [torch.ones(3, 2, device=device), 2 * torch.ones(1, 2, device=device), 3 * torch.ones(2, 2, device=device)]
ps = pack_sequence(seqs, enforce_sorted=False)
print(ps.data[:, 0], ps.batch_sizes)
print(pad_sequence(seqs, batch_first=True, padding_value=-1)[:, :, 0])
print(pad_sequence(seqs, padding_side="left", batch_first=True)[:, :, 0])

cell = nn.GRUCell(4, 3).to(device)
hx = torch.zeros(3, 3, device=device)
for t in range(5):
    hx = cell(x[:, t], hx)
print(round(hx.sum().item(), 4))
lc = nn.LSTMCell(4, 3, bias=False).to(device)
hc = lc(x[:, 0])
print(hc[0].shape, round(hc[1].sum().item(), 4))
rc = nn.RNNCell(4, 2, nonlinearity="tanh").to(device)
print(rc(x[0, 0]).shape, rc(x[:, 0]).shape)
loss = padded.pow(2).mean()
loss.backward()
print(round(lstm2.weight_ih_l0.grad.norm().item(), 4), round(lstm2.bias_hh_l0_reverse.grad.norm().item(), 4))
