# A recommender with matrix factorization: user/item embeddings plus biases, ratings observed on a
# sparse mask, MSE on observed entries, Adagrad, RMSE, and top-N recommendations excluding seen
# items via masked_fill.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(314)

n_users, n_items, k = 12, 10, 3
U_true = torch.randn(n_users, k)
V_true = torch.randn(n_items, k)
R = U_true @ V_true.T + 0.1 * torch.randn(n_users, n_items)
observed = torch.rand(n_users, n_items) < 0.4
users, items = observed.nonzero(as_tuple=True)
ratings = R[users, items]
print("observed", observed.sum().item(), "of", observed.numel())


class MF(nn.Module):
    def __init__(self, nu, ni, k):
        super().__init__()
        self.user = nn.Embedding(nu, k)
        self.item = nn.Embedding(ni, k)
        self.user_bias = nn.Embedding(nu, 1)
        self.item_bias = nn.Embedding(ni, 1)
        self.global_bias = nn.Parameter(torch.zeros(()))
        for e in (self.user, self.item):
            nn.init.normal_(e.weight, std=0.3)
        for e in (self.user_bias, self.item_bias):
            nn.init.zeros_(e.weight)

    def forward(self, u, i):
        dot = (self.user(u) * self.item(i)).sum(-1)
        return dot + self.user_bias(u).squeeze(-1) + self.item_bias(i).squeeze(-1) + self.global_bias

    def full(self):
        return (self.user.weight @ self.item.weight.T + self.user_bias.weight + self.item_bias.weight.T
                + self.global_bias)


model = MF(n_users, n_items, k).to(device)
opt = torch.optim.Adagrad(model.parameters(), lr=0.1)
users, items, ratings = users.to(device), items.to(device), ratings.to(device)
for epoch in range(60):
    pred = model(users, items)
    loss = nn.functional.mse_loss(pred, ratings) + 1e-3 * (model.user.weight.pow(2).sum() + model.item.weight.pow(2).sum())
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 15 == 0 or epoch == 59:
        rmse = torch.sqrt(nn.functional.mse_loss(pred, ratings))
        print(f"epoch {epoch:2d} loss {loss.item():.4f} rmse {rmse.item():.4f}")

with torch.no_grad():
    full = model.full()
    print("full matrix", tuple(full.shape), "matches forward:", torch.allclose(full[users, items], model(users, items), atol=1e-5))
    unobserved = ~observed.to(device)
    test_rmse = torch.sqrt(((full - R.to(device))[unobserved] ** 2).mean())
    print("held-out rmse finite:", bool(torch.isfinite(test_rmse)))
    scores = full.masked_fill(observed.to(device), float("-inf"))
    top = scores.topk(3, dim=1)
print("user 0 recommendations", top.indices[0].tolist())
print("never recommends seen:", not observed.to(device).gather(1, top.indices).any().item())
print(model.state_dict()["global_bias"].shape, list(model.state_dict().keys()))
