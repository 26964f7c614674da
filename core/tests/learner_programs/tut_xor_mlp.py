# The XOR problem: a 2-4-1 MLP with sigmoid units trained by full-batch SGD with momentum, a
# decision table, the hidden layer's activations, and a manual-backprop check against autograd.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(4)

X = torch.tensor([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]], device=device)
Y = torch.tensor([[0.0], [1.0], [1.0], [0.0]], device=device)


class XorNet(nn.Module):
    def __init__(self, hidden=4):
        super().__init__()
        self.hidden = nn.Linear(2, hidden)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x):
        h = torch.sigmoid(self.hidden(x))
        return torch.sigmoid(self.out(h)), h


net = XorNet().to(device)
for name, p in net.named_parameters():
    nn.init.uniform_(p, -1.0, 1.0)
print(net.hidden.weight)
opt = torch.optim.SGD(net.parameters(), lr=2.0, momentum=0.9)
loss_fn = nn.BCELoss()
for epoch in range(300):
    pred, _ = net(X)
    loss = loss_fn(pred, Y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 50 == 0:
        print(f"epoch {epoch:3d} loss {loss.item():.4f}")

with torch.no_grad():
    pred, h = net(X)
print("predictions", pred.squeeze(1).round(decimals=3))
print("rounded", (pred > 0.5).int().squeeze(1).tolist(), "targets", Y.int().squeeze(1).tolist())
print("hidden", h.round(decimals=2))

# Manual backprop for MSE on one forward pass, compared with autograd.
W1 = net.hidden.weight.detach().clone().requires_grad_()
b1 = net.hidden.bias.detach().clone().requires_grad_()
W2 = net.out.weight.detach().clone().requires_grad_()
b2 = net.out.bias.detach().clone().requires_grad_()
z1 = X @ W1.T + b1
a1 = torch.sigmoid(z1)
z2 = a1 @ W2.T + b2
a2 = torch.sigmoid(z2)
loss = ((a2 - Y) ** 2).mean()
loss.backward()
with torch.no_grad():
    d2 = 2 * (a2 - Y) / Y.numel() * a2 * (1 - a2)
    gW2 = d2.T @ a1
    d1 = (d2 @ W2) * a1 * (1 - a1)
    gW1 = d1.T @ X
print("manual == autograd:", torch.allclose(gW2, W2.grad, atol=1e-6), torch.allclose(gW1, W1.grad, atol=1e-6),
      torch.allclose(d1.sum(0), b1.grad, atol=1e-6))
