# k-nearest neighbours with tensors: pairwise distances by broadcasting and torch.cdist, topk with
# largest=False, majority vote via mode and bincount, accuracy for several k, and a weighted vote.
import torch

device = "cpu"
torch.manual_seed(6)

def make(n_per, centers):
    xs, ys = [], []
    for label, c in enumerate(centers):
        xs.append(torch.randn(n_per, 2) + torch.tensor(c))
        ys.append(torch.full((n_per,), label))
    return torch.cat(xs), torch.cat(ys)


centers = [(0.0, 0.0), (3.0, 0.0), (1.5, 2.5)]
X_train, y_train = make(30, centers)
X_test, y_test = make(10, centers)
X_train, y_train, X_test, y_test = [t.to(device) for t in (X_train, y_train, X_test, y_test)]
print(X_train.shape, y_train.dtype, X_test.shape)

d_broadcast = ((X_test[:, None, :] - X_train[None, :, :]) ** 2).sum(-1).sqrt()
d_cdist = torch.cdist(X_test, X_train)
print("same distances:", torch.allclose(d_broadcast, d_cdist, atol=1e-5))
print("distance matrix", tuple(d_cdist.shape))

for k in [1, 3, 5, 9, 15]:
    dist, idx = d_cdist.topk(k, dim=1, largest=False)
    neighbour_labels = y_train[idx]  # (n_test, k)
    pred = neighbour_labels.mode(dim=1).values
    acc = (pred == y_test).float().mean().item()
    print(f"k={k:2d} acc {acc:.4f} mean neighbour dist {dist.mean().item():.4f}")

k = 7
dist, idx = d_cdist.topk(k, dim=1, largest=False)
weights = 1.0 / (dist + 1e-6)
votes = torch.zeros(len(X_test), 3, device=device)
votes.scatter_add_(1, y_train[idx], weights)
wpred = votes.argmax(1)
print("weighted acc", (wpred == y_test).float().mean().item())
print("votes row 0", votes[0].round(decimals=2))
counts = torch.stack([torch.bincount(row, minlength=3) for row in y_train[idx]])
print("counts", counts[:3].tolist())
print("sorted check:", bool((dist[:, 1:] >= dist[:, :-1]).all()))
conf = torch.zeros(3, 3, dtype=torch.long)
for t, p in zip(y_test.cpu(), wpred.cpu()):
    conf[t, p] += 1
print(conf)
