# Weight initialization schemes compared: xavier/kaiming uniform and normal, orthogonal, trunc
# normal and constant on Linear layers, calculate_gain, and the activation statistics through a
# deep tanh/relu stack, printing rounded standard deviations.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)

print("gains:", {nl: round(nn.init.calculate_gain(nl), 4) for nl in ["linear", "relu", "tanh", "sigmoid", "selu"]},
      round(nn.init.calculate_gain("leaky_relu", 0.2), 4))

schemes = {
    "xavier_uniform": lambda w: nn.init.xavier_uniform_(w),
    "xavier_normal": lambda w: nn.init.xavier_normal_(w, gain=nn.init.calculate_gain("tanh")),
    "kaiming_uniform": lambda w: nn.init.kaiming_uniform_(w, nonlinearity="relu"),
    "kaiming_normal": lambda w: nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu"),
    "orthogonal": lambda w: nn.init.orthogonal_(w),
    "trunc_normal": lambda w: nn.init.trunc_normal_(w, std=0.02, a=-0.04, b=0.04),
    "normal_small": lambda w: nn.init.normal_(w, std=0.01),
}

fan_in, fan_out = 256, 128
for name, init in schemes.items():
    torch.manual_seed(0)
    w = torch.empty(fan_out, fan_in)
    init(w)
    print(f"{name:16s} std {w.std().item():.4f} max {w.abs().max().item():.4f}")

expected = {
    "xavier_uniform": math.sqrt(2.0 / (fan_in + fan_out)),
    "kaiming_normal": math.sqrt(2.0 / fan_in),
}
print({k: round(v, 4) for k, v in expected.items()})
w = nn.init.orthogonal_(torch.empty(64, 64))
print("orthogonal W W^T = I:", torch.allclose(w @ w.T, torch.eye(64), atol=1e-4))


def deep_stats(init_name, act):
    torch.manual_seed(1)
    layers = []
    for _ in range(6):
        lin = nn.Linear(128, 128)
        schemes[init_name](lin.weight)
        nn.init.zeros_(lin.bias)
        layers += [lin, act()]
    net = nn.Sequential(*layers).to(device)
    x = torch.randn(256, 128).to(device)
    stds = []
    with torch.no_grad():
        for layer in net:
            x = layer(x)
            if not isinstance(layer, nn.Linear):
                stds.append(round(x.std().item(), 3))
    return stds


print("tanh+xavier_normal ", deep_stats("xavier_normal", nn.Tanh))
print("relu+kaiming_normal", deep_stats("kaiming_normal", nn.ReLU))
print("relu+normal_small  ", deep_stats("normal_small", nn.ReLU))

lin = nn.Linear(3, 2)
nn.init.constant_(lin.weight, 0.5)
nn.init.ones_(lin.bias)
print(lin.weight, lin.bias)
conv = nn.Conv2d(4, 8, 3)
nn.init.dirac_(torch.empty(4, 4, 3, 3))
print("conv fan_in", conv.weight[0].numel(), "default bound ok:", conv.weight.abs().max().item() <= 1 / math.sqrt(36) + 1e-6)
