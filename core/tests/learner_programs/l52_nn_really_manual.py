# "What is torch.nn really?", from scratch: a logistic-regression model with hand-made weights,
# log_softmax, negative log-likelihood, accuracy, and a manual training loop; then F.cross_entropy.
import math
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(12)

n, d, k = 120, 16, 4
proto = torch.randn(k, d) * 2
y_train = torch.randint(0, k, (n,))
x_train = proto[y_train] + torch.randn(n, d)
y_valid = torch.randint(0, k, (40,))
x_valid = proto[y_valid] + torch.randn(40, d)
x_train, y_train, x_valid, y_valid = map(torch.tensor, (x_train.tolist(), y_train.tolist(), x_valid.tolist(), y_valid.tolist()))
print(x_train.shape, y_train.min().item(), y_train.max().item(), x_train.dtype, y_train.dtype)

x_train, y_train = x_train.to(device), y_train.to(device)
weights = torch.randn(d, k, device=device) / math.sqrt(d)
weights.requires_grad_()
bias = torch.zeros(k, requires_grad=True, device=device)


def log_softmax(x):
    return x - x.exp().sum(-1).log().unsqueeze(-1)


def model(xb):
    return log_softmax(xb @ weights + bias)


bs = 32
xb = x_train[0:bs]
preds = model(xb)
print(preds[0], preds.shape)


def nll(input, target):
    return -input[range(target.shape[0]), target].mean()


loss_func = nll
yb = y_train[0:bs]
print(f"{loss_func(preds, yb).item():.5f}")


def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()


print(f"{accuracy(preds, yb).item():.4f}")

lr = 0.5
epochs = 2
for epoch in range(epochs):
    for i in range((n - 1) // bs + 1):
        start_i = i * bs
        end_i = start_i + bs
        xb = x_train[start_i:end_i]
        yb = y_train[start_i:end_i]
        pred = model(xb)
        loss = loss_func(pred, yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_()
            bias.grad.zero_()
print(f"{loss_func(model(xb), yb).item():.5f} {accuracy(model(xb), yb).item():.4f}")

loss_func = F.cross_entropy


def model(xb):
    return xb @ weights + bias


print(f"{loss_func(model(xb), yb).item():.5f} {accuracy(model(xb), yb).item():.4f}")
print(f"valid {accuracy(model(x_valid.to(device)), y_valid.to(device)).item():.4f}")
