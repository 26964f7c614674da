# A scikit-learn-style LogisticRegression class written with torch: fit() with standardization
# learned on the training set, full-batch gradient descent on BCE with an L2 penalty, predict_proba
# and predict, score, coef_/intercept_ mapped back to the original feature scale, and the decision
# boundary points checked to sit at probability 0.5.
import torch

device = "cpu"
torch.manual_seed(12)


class LogisticRegression:
    def __init__(self, C=1.0, lr=0.5, max_iter=150, tol=0.0):
        self.C, self.lr, self.max_iter, self.tol = C, lr, max_iter, tol

    def fit(self, X, y):
        self.mean_ = X.mean(0)
        self.std_ = X.std(0)
        Z = (X - self.mean_) / self.std_
        w = torch.zeros(X.shape[1], device=X.device, requires_grad=True)
        b = torch.zeros((), device=X.device, requires_grad=True)
        prev = float("inf")
        for it in range(self.max_iter):
            logits = Z @ w + b
            loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, y) + (w @ w) / (2 * self.C * len(y))
            w.grad = b.grad = None
            loss.backward()
            with torch.no_grad():
                w -= self.lr * w.grad
                b -= self.lr * b.grad
            if abs(prev - loss.item()) < self.tol:
                break
            prev = loss.item()
        self.n_iter_ = it + 1
        self.loss_ = loss.item()
        self.coef_ = (w.detach() / self.std_)
        self.intercept_ = (b.detach() - (w.detach() * self.mean_ / self.std_).sum())
        return self

    def decision_function(self, X):
        return X @ self.coef_ + self.intercept_

    def predict_proba(self, X):
        p = torch.sigmoid(self.decision_function(X))
        return torch.stack([1 - p, p], dim=1)

    def predict(self, X):
        return (self.decision_function(X) > 0).long()

    def score(self, X, y):
        return (self.predict(X) == y.long()).float().mean().item()


n = 300
X = torch.randn(n, 2) * torch.tensor([3.0, 0.5]) + torch.tensor([10.0, -2.0])
true_logit = 0.8 * (X[:, 0] - 10) - 3.0 * (X[:, 1] + 2)
y = (torch.rand(n) < torch.sigmoid(true_logit)).float()
X, y = X.to(device), y.to(device)
X_tr, y_tr, X_te, y_te = X[:200], y[:200], X[200:], y[200:]

clf = LogisticRegression(C=10.0).fit(X_tr, y_tr)
print(f"ran {clf.n_iter_} iterations, final loss {clf.loss_:.4f}")
print("coef_:", [round(v, 2) for v in clf.coef_.tolist()], "intercept_:", round(clf.intercept_.item(), 2))
print("true coefficients: [0.8, -3.0], intercept", 0.8 * -10 - 3.0 * 2)
print(f"train accuracy {clf.score(X_tr, y_tr):.3f}, test accuracy {clf.score(X_te, y_te):.3f}")
proba = clf.predict_proba(X_te[:4])
print("predict_proba:\n", proba.round(decimals=3))
print("rows sum to 1:", torch.allclose(proba.sum(1), torch.ones(4, device=device)))

x0 = torch.linspace(6, 14, 5, device=device)
x1 = -(clf.coef_[0] * x0 + clf.intercept_) / clf.coef_[1]
boundary = torch.stack([x0, x1], 1)
print("boundary points:", [[round(a, 2), round(b, 2)] for a, b in boundary.tolist()])
print("probabilities on the boundary:", clf.predict_proba(boundary)[:, 1].round(decimals=4).tolist())
strong = LogisticRegression(C=0.01).fit(X_tr, y_tr)
print("stronger L2 shrinks coefficients:", [round(v, 3) for v in strong.coef_.tolist()])
