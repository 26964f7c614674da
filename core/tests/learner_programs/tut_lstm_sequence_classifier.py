# An LSTM classifier on synthetic sequences: label is whether the sequence's running sum ends
# positive. Uses batch_first LSTM, the last hidden state, BCEWithLogitsLoss and gradient clipping.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)


class SeqClassifier(nn.Module):
    def __init__(self, input_size, hidden_size, num_layers=2):
        super().__init__()
        self.lstm = nn.LSTM(input_size, hidden_size, num_layers=num_layers, batch_first=True, dropout=0.0)
        self.head = nn.Linear(hidden_size, 1)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        # h: (num_layers, batch, hidden); take the top layer.
        return self.head(h[-1]).squeeze(-1), out


def make_data(n, T):
    x = torch.randn(n, T, 3)
    y = (x[:, :, 0].sum(dim=1) > 0).float()
    return x, y


model = SeqClassifier(3, 16).to(device)
print(model)
for name, p in model.named_parameters():
    print(name, tuple(p.shape))

x_train, y_train = make_data(128, 10)
x_test, y_test = make_data(32, 10)
x_train, y_train = x_train.to(device), y_train.to(device)
loss_fn = nn.BCEWithLogitsLoss()
opt = torch.optim.RMSprop(model.parameters(), lr=5e-3)

for epoch in range(6):
    perm = torch.randperm(x_train.size(0))
    epoch_loss = 0.0
    for i in range(0, x_train.size(0), 32):
        idx = perm[i:i + 32]
        logits, _ = model(x_train[idx])
        loss = loss_fn(logits, y_train[idx])
        opt.zero_grad()
        loss.backward()
        norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
        opt.step()
        epoch_loss += loss.item()
    print(f"epoch {epoch}: loss {epoch_loss / 4:.4f} last grad norm {norm.item():.4f}")

model.eval()
with torch.no_grad():
    logits, seq_out = model(x_test.to(device))
    pred = (torch.sigmoid(logits) > 0.5).float()
    acc = (pred == y_test.to(device)).float().mean().item()
print("seq_out", tuple(seq_out.shape))
print(f"test accuracy {acc:.4f}")
print("sigmoid range", round(torch.sigmoid(logits).min().item(), 4) >= 0.0, torch.sigmoid(logits).max().item() <= 1.0)
