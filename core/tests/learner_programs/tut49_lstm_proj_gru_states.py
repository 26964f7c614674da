# Recurrent layers' less-used options: LSTM with proj_size, GRU/LSTM with given initial states,
# bidirectional stacks and how h_n is laid out, batch_first vs not, unbatched inputs, the
# parameter names and shapes, and an LSTM regressor trained a few steps.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

lstm = nn.LSTM(input_size=5, hidden_size=8, num_layers=2, proj_size=3, batch_first=True).to(device)
print(lstm)
for name, p in lstm.named_parameters():
    print(name, tuple(p.shape))
x = torch.randn(4, 6, 5, device=device)
out, (h, c) = lstm(x)
print(out.shape, h.shape, c.shape)
print(torch.allclose(out[:, -1], h[-1]))

gru = nn.GRU(5, 7, num_layers=2, bidirectional=True).to(device)
seq = torch.randn(6, 3, 5, device=device)
h0 = torch.zeros(4, 3, 7, device=device)
out, hn = gru(seq, h0)
print(out.shape, hn.shape)
hn_view = hn.view(2, 2, 3, 7)
print(torch.allclose(out[-1, :, :7], hn_view[-1, 0]), torch.allclose(out[0, :, 7:], hn_view[-1, 1]))
print(round(out.sum().item(), 4), round(hn.abs().mean().item(), 4))

unbatched = torch.randn(6, 5, device=device)
out_u, h_u = gru(unbatched)
print(out_u.shape, h_u.shape)

rnn = nn.RNN(5, 4, nonlinearity="relu", bias=False).to(device)
out_r, h_r = rnn(seq, torch.ones(1, 3, 4, device=device))
print(out_r.shape, round(h_r.sum().item(), 4), [n for n, _ in rnn.named_parameters()])


class Regressor(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 16, batch_first=True)
        self.fc = nn.Linear(16, 1)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])


t = torch.linspace(0, 6.28, 40, device=device)
wave = torch.sin(t)
windows = torch.stack([wave[i:i + 10] for i in range(29)]).unsqueeze(-1)
targets = torch.stack([wave[i + 10] for i in range(29)]).unsqueeze(-1)
model = Regressor().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(40):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(windows), targets)
    loss.backward()
    opt.step()
    if epoch % 10 == 0:
        print(f"epoch {epoch:2d} loss {loss.item():.5f}")
model.eval()
with torch.no_grad():
    pred = model(windows[:3])
print(pred.squeeze(-1).round(decimals=3), targets[:3].squeeze(-1).round(decimals=3))
