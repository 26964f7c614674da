# nn.RNN/LSTM/GRU and their cells: reprs, parameter names, shapes and PyTorch's init draws under a
# seed, and the errors of bad arguments and bad input or hidden shapes.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


for m in [nn.RNN(3, 4), nn.RNN(3, 4, 2, nonlinearity="relu", bias=False, batch_first=True),
          nn.LSTM(3, 5, num_layers=2, bidirectional=True, dropout=0.25), nn.LSTM(3, 5, proj_size=2),
          nn.GRU(3, 4, bidirectional=True), nn.RNNCell(3, 4, nonlinearity="relu"), nn.LSTMCell(3, 4, bias=False), nn.GRUCell(2, 3)]:
    print(m)
    for n, p in m.named_parameters():
        print(n, tuple(p.shape), r(p)[:3])
    print(list(m.state_dict().keys()) == [n for n, _ in m.named_parameters()])
for f in [lambda: nn.RNN(3, 4)(torch.zeros(1, 2, 3, 4)), lambda: nn.LSTM(3, 4)(torch.zeros(2, 3)[None, None]),
          lambda: nn.GRU(3, 4)(torch.zeros(2, 2, 5)), lambda: nn.RNN(3, 4)(torch.zeros(2, 2, 3), torch.zeros(1, 3, 4)),
          lambda: nn.LSTM(3, 4)(torch.zeros(2, 2, 3), (torch.zeros(1, 2, 4), torch.zeros(1, 2, 3))),
          lambda: nn.RNN(3, 4)(torch.zeros(2, 3), torch.zeros(1, 1, 4)),
          lambda: nn.LSTM(3, 4)(torch.zeros(2, 2, 3), (torch.zeros(2, 4), torch.zeros(1, 2, 4))),
          lambda: nn.RNN(3, 4, nonlinearity="sigmoid"), lambda: nn.GRU(3, 4, proj_size=2),
          lambda: nn.LSTM(3, 4, proj_size=4), lambda: nn.LSTM(3, 4, dropout=1.5), lambda: nn.LSTM(3, 0),
          lambda: nn.RNN(3, 4, num_layers=0), lambda: nn.RNN(3.0, 4), lambda: nn.RNNCell(3, 4)(torch.zeros(1, 2, 3)),
          lambda: nn.LSTMCell(3, 4)(torch.zeros(2, 3), (torch.zeros(1, 1, 4), torch.zeros(2, 4))),
          lambda: nn.GRUCell(3, 4)(torch.zeros(2, 3), torch.zeros(1, 1, 4)),
          lambda: nn.GRUCell(3, 4)(torch.zeros(2, 5))]:
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
# flatten_parameters (a no-op off cuDNN), _flat_weights, all_weights.
m = nn.LSTM(3, 4, 2, bidirectional=True)
m.flatten_parameters()
print([tuple(p.shape) for p in m._flat_weights])
print([[tuple(p.shape) for p in ws] for ws in m.all_weights])
print(m._flat_weights_names)
