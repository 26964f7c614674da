# Bidirectional GRU and tanh/relu RNNs over packed sequences, given an initial hidden state in
# the batch's order: each sequence's output and final states equal running it alone, and the
# gradients reach the inputs only at real time steps.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_sequence, pad_packed_sequence, unpack_sequence

device = "cpu"
torch.manual_seed(3)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


seqs = [torch.randn(n, 3, device=device, requires_grad=True) for n in (3, 5, 1, 4)]
for m in [nn.GRU(3, 4, num_layers=2, bidirectional=True),
          nn.RNN(3, 4, nonlinearity="relu", bidirectional=True),
          nn.RNN(3, 2, batch_first=True)]:
    m = m.to(device)
    layers = m.num_layers * (2 if m.bidirectional else 1)
    h0 = torch.randn(layers, 4, m.hidden_size, device=device)
    packed = pack_sequence(seqs, enforce_sorted=False)
    out, h = m(packed, h0)
    print(out.batch_sizes.tolist(), tuple(out.data.shape), tuple(h.shape))
    same = True
    for i, s in enumerate(seqs):
        o1, h1 = m(s.unsqueeze(0 if m.batch_first else 1), h0[:, i:i + 1].contiguous())
        mine = unpack_sequence(out)[i]
        same = same and torch.allclose(mine, o1.squeeze(0 if m.batch_first else 1), atol=1e-5)
        same = same and torch.allclose(h[:, i:i + 1], h1, atol=1e-5)
    print("matches one at a time:", same)
    padded, lengths = pad_packed_sequence(out)
    print(lengths.tolist(), r(padded[:, :, 0]))
    print(r(h[-1]))
    for s in seqs:
        s.grad = None
    (padded.pow(2).sum() + h.sum()).backward()
    print([r(s.grad.sum(1)) for s in seqs])
    print([(n, round(p.grad.abs().sum().item(), 3)) for n, p in m.named_parameters()][:2])
