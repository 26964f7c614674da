# Weight initialisation with model.apply and nn.init: xavier, kaiming, orthogonal, constant,
# trunc_normal_, and checking statistics; plus zeroing biases and counting parameters per layer.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(32, 64), nn.Linear(64, 64), nn.Linear(64, 10)])
        self.norm = nn.LayerNorm(64)

    def forward(self, x):
        for i, layer in enumerate(self.layers[:-1]):
            x = torch.relu(layer(x))
            if i == 1:
                x = self.norm(x)
        return self.layers[-1](x)


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.LayerNorm):
        nn.init.ones_(m.weight)
        nn.init.constant_(m.bias, 0.1)


model = MLP().to(device)
model.apply(init_weights)
for name, p in model.named_parameters():
    print(f"{name:20s} {tuple(p.shape)} mean {p.mean().item():+.4f} std {p.std().item():.4f}")
w = torch.empty(6, 4, device=device)
nn.init.xavier_uniform_(w, gain=nn.init.calculate_gain("tanh"))
print("xavier", w.abs().max().item() <= (5 / 3) * (6 / 10) ** 0.5)
nn.init.orthogonal_(w)
print("orthogonal", torch.allclose(w.T @ w, torch.eye(4, device=device), atol=1e-5))
nn.init.trunc_normal_(w, mean=0.0, std=1.0, a=-0.5, b=0.5)
print("trunc", w.min().item() >= -0.5, w.max().item() <= 0.5)
print(w.round(decimals=3))
nn.init.eye_(w)
print(w)
print("gains", nn.init.calculate_gain("relu"), nn.init.calculate_gain("leaky_relu", 0.2), nn.init.calculate_gain("selu"))
x = torch.randn(128, 32, device=device)
with torch.no_grad():
    h = x
    for layer in model.layers[:-1]:
        h = torch.relu(layer(h))
        print(f"activation std {h.std().item():.4f}")
print(model(x).shape)
