# Recurrent module mistakes: LSTM and GRU inputs with the wrong feature size or rank, batch_first confusion, hidden states of the wrong shape, and the tuple an LSTM returns.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

lstm = nn.LSTM(4, 3).to(device)
attempt("lstm features", lambda: lstm(torch.randn(5, 2, 3, device=device)))
attempt("lstm 2d", lambda: lstm(torch.randn(5, 4, device=device))[0].shape)
attempt("lstm 4d", lambda: lstm(torch.randn(1, 5, 2, 4, device=device)))
attempt("lstm 1d", lambda: lstm(torch.randn(4, device=device)))
attempt("lstm h0 tensor", lambda: lstm(torch.randn(5, 2, 4, device=device), torch.zeros(1, 2, 3, device=device)))
attempt("lstm h0 shape", lambda: lstm(torch.randn(5, 2, 4, device=device), (torch.zeros(2, 3, device=device), torch.zeros(2, 3, device=device))))
attempt("lstm h0 batch", lambda: lstm(torch.randn(5, 2, 4, device=device), (torch.zeros(1, 3, 3, device=device), torch.zeros(1, 3, 3, device=device))))
attempt("lstm h0 hidden", lambda: lstm(torch.randn(5, 2, 4, device=device), (torch.zeros(1, 2, 4, device=device), torch.zeros(1, 2, 4, device=device))))
attempt("lstm out type", lambda: type(lstm(torch.randn(5, 2, 4, device=device))).__name__)
attempt("lstm out shape", lambda: lstm(torch.randn(5, 2, 4, device=device)).shape)
attempt("lstm int", lambda: lstm(torch.ones(5, 2, 4, dtype=torch.long, device=device)))
attempt("lstm double", lambda: lstm(torch.ones(5, 2, 4, dtype=torch.float64, device=device)))
gru = nn.GRU(4, 3, batch_first=True).to(device)
attempt("gru h0 tuple", lambda: gru(torch.randn(2, 5, 4, device=device), (torch.zeros(1, 2, 3, device=device), torch.zeros(1, 2, 3, device=device))))
attempt("gru h0 bf", lambda: gru(torch.randn(2, 5, 4, device=device), torch.zeros(2, 1, 3, device=device)))
attempt("gru ok", lambda: [t.shape for t in gru(torch.randn(2, 5, 4, device=device))])
rnn = nn.RNN(4, 3, num_layers=2).to(device)
attempt("rnn h0 layers", lambda: rnn(torch.randn(5, 2, 4, device=device), torch.zeros(1, 2, 3, device=device)))
attempt("rnn nonlin", lambda: nn.RNN(4, 3, nonlinearity="sigmoid"))
attempt("lstm dropout warn", lambda: nn.LSTM(4, 3, dropout=1.5))
attempt("lstm hidden 0", lambda: nn.LSTM(4, 0))
attempt("lstm proj", lambda: nn.LSTM(4, 3, proj_size=3))
cell = nn.LSTMCell(4, 3).to(device)
attempt("cell 3d", lambda: cell(torch.randn(5, 2, 4, device=device)))
attempt("cell features", lambda: cell(torch.randn(2, 3, device=device)))
attempt("cell hx", lambda: cell(torch.randn(2, 4, device=device), torch.zeros(2, 3, device=device)))
attempt("cell ok", lambda: [t.shape for t in cell(torch.randn(2, 4, device=device))])
attempt("gru cell hx", lambda: nn.GRUCell(4, 3).to(device)(torch.randn(2, 4, device=device), torch.zeros(3, 3, device=device)))
attempt("mha heads", lambda: nn.MultiheadAttention(6, 4))
mha = nn.MultiheadAttention(6, 2).to(device)
attempt("mha 2 args", lambda: mha(torch.randn(3, 1, 6, device=device), torch.randn(3, 1, 6, device=device)))
attempt("mha embed", lambda: mha(*[torch.randn(3, 1, 4, device=device)] * 3))
attempt("mha ok", lambda: [t.shape for t in mha(*[torch.randn(3, 1, 6, device=device)] * 3)])
attempt("transformer d", lambda: nn.TransformerEncoderLayer(6, 4))
