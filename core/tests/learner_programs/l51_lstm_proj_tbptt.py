# Truncated backprop through time with an LSTM that has proj_size: the hidden state is
# carried from chunk to chunk with .detach(); predicting the next value of a sine wave.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

t = torch.linspace(0, 8 * math.pi, 81)
wave = torch.sin(t).unsqueeze(-1).unsqueeze(1)  # (T, 1, 1)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 8, proj_size=3)
        self.fc = nn.Linear(3, 1)

    def forward(self, x, state=None):
        out, state = self.lstm(x, state)
        return self.fc(out), state


model = Net().to(device)
for name, p in model.lstm.named_parameters():
    print(name, tuple(p.shape))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
chunk = 16
for epoch in range(3):
    state = None
    losses = []
    for start in range(0, 80 - chunk + 1, chunk):
        xb = wave[start:start + chunk].to(device)
        yb = wave[start + 1:start + chunk + 1].to(device)
        if state is not None:
            state = tuple(s.detach() for s in state)
        pred, state = model(xb, state)
        loss = nn.functional.mse_loss(pred, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    print(f"epoch {epoch} mean {sum(losses) / len(losses):.5f} last {losses[-1]:.5f}")
h, c = state
print("h", tuple(h.shape), "c", tuple(c.shape), h.requires_grad)
with torch.no_grad():
    pred, _ = model(wave[:10].to(device))
print([round(v, 3) for v in pred.flatten().tolist()])
