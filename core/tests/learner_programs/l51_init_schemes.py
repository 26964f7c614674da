# nn.init schemes applied with model.apply: xavier/kaiming (fan_in/fan_out, nonlinearity),
# orthogonal, trunc_normal_, eye_/dirac_, constant_, calculate_gain; statistics printed.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(16)

print({g: round(nn.init.calculate_gain(g), 4) for g in ["linear", "relu", "tanh", "sigmoid", "selu"]},
      round(nn.init.calculate_gain("leaky_relu", 0.2), 4))
w = torch.empty(200, 100)
nn.init.xavier_uniform_(w)
print(f"xavier_uniform bound {math.sqrt(6 / 300):.4f} max {w.abs().max().item():.4f} std {w.std().item():.4f}")
nn.init.xavier_normal_(w, gain=2.0)
print(f"xavier_normal std {w.std().item():.4f} expected {2 * math.sqrt(2 / 300):.4f}")
nn.init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")
print(f"kaiming fan_out std {w.std().item():.4f} expected {math.sqrt(2 / 200):.4f}")
nn.init.kaiming_uniform_(w, a=0.1, nonlinearity="leaky_relu")
print(f"kaiming_uniform max {w.abs().max().item():.4f}")
nn.init.trunc_normal_(w, mean=0.0, std=1.0, a=-0.5, b=0.5)
print(f"trunc {w.min().item():.4f} {w.max().item():.4f}")
q = torch.empty(4, 6)
nn.init.orthogonal_(q)
print("orthogonal rows", torch.allclose(q @ q.T, torch.eye(4), atol=1e-5))
e = torch.empty(3, 5)
nn.init.eye_(e)
print(e.tolist())
k = torch.empty(2, 2, 3)
nn.init.dirac_(k)
print(k.tolist())
nn.init.constant_(e, 0.25)
print(e.sum().item())
s = torch.empty(10, 10)
nn.init.sparse_(s, sparsity=0.3)
print("sparse zeros per column", (s == 0).sum(0).tolist())


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.kaiming_uniform_(m.weight, nonlinearity="relu")
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Conv2d):
        nn.init.normal_(m.weight, 0.0, 0.02)
        if m.bias is not None:
            nn.init.constant_(m.bias, 0.1)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)


model = nn.Sequential(nn.Conv2d(1, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.Flatten(), nn.Linear(64, 3)).to(device)
model.apply(init_weights)
for name, p in model.named_parameters():
    print(f"{name:10s} {tuple(p.shape)} mean {p.mean().item():.4f} std {p.std().item() if p.numel() > 1 else 0.0:.4f}")
out = model(torch.randn(2, 1, 6, 6).to(device))
print(tuple(out.shape), f"{out.abs().mean().item():.4f}")
