# Softmax regression from scratch (d2l style): parameters as plain tensors with requires_grad,
# a hand-written softmax and cross-entropy with fancy indexing, a minibatch iterator with
# randperm, SGD updates under torch.no_grad, and accuracy; compared with F.cross_entropy.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(31)

num_inputs, num_outputs, n = 8, 3, 150
true_W = torch.randn(num_inputs, num_outputs) * 2
features = torch.randn(n, num_inputs)
labels = (features @ true_W + 0.5 * torch.randn(n, num_outputs)).argmax(dim=1)
print("class counts", torch.bincount(labels).tolist())
features, labels = features.to(device), labels.to(device)

W = torch.normal(0, 0.01, size=(num_inputs, num_outputs), requires_grad=True, device=device)
b = torch.zeros(num_outputs, requires_grad=True, device=device)


def softmax(X):
    X_exp = torch.exp(X - X.max(dim=1, keepdim=True).values)
    partition = X_exp.sum(1, keepdim=True)
    return X_exp / partition


def net(X):
    return softmax(torch.matmul(X.reshape((-1, W.shape[0])), W) + b)


def cross_entropy(y_hat, y):
    return -torch.log(y_hat[range(len(y_hat)), y])


def accuracy(y_hat, y):
    return float((y_hat.argmax(axis=1).type(y.dtype) == y).sum())


def data_iter(batch_size, X, y):
    idx = torch.randperm(len(X))
    for i in range(0, len(X), batch_size):
        j = idx[i:i + batch_size]
        yield X[j], y[j]


y_hat = torch.tensor([[0.1, 0.3, 0.6], [0.3, 0.2, 0.5]])
y = torch.tensor([0, 2])
print(y_hat[[0, 1], y], cross_entropy(y_hat, y), accuracy(y_hat, y) / len(y))

lr, batch_size = 0.1, 25
for epoch in range(5):
    for X, y in data_iter(batch_size, features, labels):
        l = cross_entropy(net(X), y)
        l.sum().backward()
        with torch.no_grad():
            for param in (W, b):
                param -= lr * param.grad / batch_size
                param.grad.zero_()
    with torch.no_grad():
        train_l = cross_entropy(net(features), labels).mean()
        acc = accuracy(net(features), labels) / n
    print(f"epoch {epoch + 1}, loss {train_l:.4f}, acc {acc:.3f}")

with torch.no_grad():
    logits = features @ W + b
    print("matches F.cross_entropy:", torch.allclose(F.cross_entropy(logits, labels), cross_entropy(net(features), labels).mean(), atol=1e-6))
    print("softmax rows sum to 1:", torch.allclose(net(features).sum(1), torch.ones(n, device=device)))
print(W.grad.abs().sum().item(), b.grad)
