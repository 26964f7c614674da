# Vanishing and exploding gradients in a deep MLP: per-layer gradient norms after one backward
# for sigmoid vs tanh vs ReLU stacks (default init), with and without residual connections and
# LayerNorm, collected with named_parameters, and exploding activations with gradient clipping.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)

DEPTH, WIDTH = 12, 32


class DeepMLP(nn.Module):
    def __init__(self, act, residual=False, norm=False):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(WIDTH, WIDTH) for _ in range(DEPTH)])
        self.norms = nn.ModuleList([nn.LayerNorm(WIDTH) if norm else nn.Identity() for _ in range(DEPTH)])
        self.act = act
        self.residual = residual
        self.head = nn.Linear(WIDTH, 1)

    def forward(self, x):
        for layer, norm in zip(self.layers, self.norms):
            h = self.act(layer(norm(x)))
            x = x + h if self.residual else h
        return self.head(x)


X = torch.randn(64, WIDTH, device=device)
y = torch.randn(64, 1, device=device)
configs = [
    ("sigmoid", nn.Sigmoid(), False, False),
    ("tanh", nn.Tanh(), False, False),
    ("relu", nn.ReLU(), False, False),
    ("relu+res", nn.ReLU(), True, False),
    ("relu+res+LN", nn.ReLU(), True, True),
]
for name, act, res, norm in configs:
    torch.manual_seed(0)
    model = DeepMLP(act, res, norm).to(device)
    loss = nn.functional.mse_loss(model(X), y)
    loss.backward()
    norms = [model.layers[i].weight.grad.norm().item() for i in range(DEPTH)]
    ratio = norms[0] / norms[-1]
    print(f"{name:12s} first {norms[0]:.2e} middle {norms[DEPTH // 2]:.2e} last {norms[-1]:.2e} first/last {ratio:.2e}")

torch.manual_seed(0)
model = DeepMLP(nn.Sigmoid()).to(device)
nn.functional.mse_loss(model(X), y).backward()
print("layer-by-layer (sigmoid):")
for n, p in model.named_parameters():
    if n.endswith("weight") and n.startswith("layers"):
        idx = int(n.split(".")[1])
        if idx % 3 == 0:
            print(f"  {n:18s} grad norm {p.grad.norm().item():.3e}")

print("sigmoid'(x) max is", torch.sigmoid(torch.tensor(0.0)).item() * (1 - torch.sigmoid(torch.tensor(0.0)).item()),
      "-> 12 layers shrink by up to", f"{0.25 ** 12:.1e}")


# Exploding: a large init in a linear chain.
torch.manual_seed(0)
chain = nn.Sequential(*[nn.Linear(WIDTH, WIDTH, bias=False) for _ in range(DEPTH)]).to(device)
for layer in chain:
    nn.init.normal_(layer.weight, std=2.0 / WIDTH ** 0.5)
out = chain(X)
print(f"activation std after {DEPTH} layers with std 2/sqrt(n): {out.std().item():.3e}")
out.pow(2).mean().backward()
print(f"first layer grad norm {chain[0].weight.grad.norm().item():.3e}")
total = nn.utils.clip_grad_norm_(chain.parameters(), max_norm=1.0)
print(f"total norm before clipping {total.item():.3e}, after {torch.norm(torch.stack([p.grad.norm() for p in chain.parameters()])).item():.4f}")
