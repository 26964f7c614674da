# A graph convolutional network from scratch: an edge list to a dense adjacency with self loops,
# symmetric normalization D^-1/2 (A+I) D^-1/2, the same propagation via index_add_ over edges,
# a two-layer GCN for node classification with a train mask, and accuracy on held-out nodes.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(1)

n_nodes, n_feat, n_classes = 20, 6, 2
community = torch.tensor([0] * 10 + [1] * 10)
edges = []
g = torch.Generator().manual_seed(3)
for i in range(n_nodes):
    for j in range(i + 1, n_nodes):
        p = 0.5 if community[i] == community[j] else 0.05
        if torch.rand(1, generator=g).item() < p:
            edges.append((i, j))
edge_index = torch.tensor(edges).t()
edge_index = torch.cat([edge_index, edge_index.flip(0)], dim=1)
print("edges", edge_index.shape[1])

A = torch.zeros(n_nodes, n_nodes)
A[edge_index[0], edge_index[1]] = 1.0
A_hat = A + torch.eye(n_nodes)
deg = A_hat.sum(1)
D_inv_sqrt = torch.diag(deg.pow(-0.5))
A_norm = D_inv_sqrt @ A_hat @ D_inv_sqrt
print("symmetric:", torch.allclose(A_norm, A_norm.T), "degree range", deg.min().item(), deg.max().item())

X = torch.randn(n_nodes, n_feat) + community[:, None].float() * 0.5


def propagate(x, edge_index, n):
    loops = torch.arange(n)
    src = torch.cat([edge_index[0], loops])
    dst = torch.cat([edge_index[1], loops])
    d = torch.zeros(n).index_add_(0, dst, torch.ones(dst.shape[0]))
    norm = d[src].rsqrt() * d[dst].rsqrt()
    return torch.zeros_like(x).index_add_(0, dst, x[src] * norm[:, None])


print("dense == sparse propagation:", torch.allclose(A_norm @ X, propagate(X, edge_index, n_nodes), atol=1e-5))


class GCN(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(n_feat, 16)
        self.l2 = nn.Linear(16, n_classes)

    def forward(self, x, a):
        h = F.relu(a @ self.l1(x))
        h = F.dropout(h, p=0.2, training=self.training)
        return a @ self.l2(h)


train_mask = torch.zeros(n_nodes, dtype=torch.bool)
train_mask[[0, 1, 2, 10, 11, 12]] = True
model = GCN().to(device)
A_norm, X, y = A_norm.to(device), X.to(device), community.to(device)
train_mask = train_mask.to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02, weight_decay=5e-4)
for epoch in range(30):
    model.train()
    out = model(X, A_norm)
    loss = F.cross_entropy(out[train_mask], y[train_mask])
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 10 == 9:
        model.eval()
        pred = model(X, A_norm).argmax(1)
        test_acc = (pred[~train_mask] == y[~train_mask]).float().mean()
        print(f"epoch {epoch} loss {loss.item():.4f} test acc {test_acc.item():.3f}")
