# Initialisation mixed per layer type through model.apply: kaiming_normal_ for convs (fan_out,
# relu), xavier_uniform_ for linears, orthogonal_ for recurrent weights, zeros for biases, ones/
# zeros for norms; the resulting statistics printed, and a no_grad manual init of an embedding.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(123)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 16, 3, padding=1)
        self.bn = nn.BatchNorm2d(16)
        self.emb = nn.Embedding(50, 8)
        self.lstm = nn.LSTM(8, 12, batch_first=True)
        self.fc1 = nn.Linear(16 + 12, 64)
        self.fc2 = nn.Linear(64, 5)

    def forward(self, img, tokens):
        a = torch.relu(self.bn(self.conv(img))).mean(dim=(2, 3))
        _, (h, _) = self.lstm(self.emb(tokens))
        return self.fc2(torch.relu(self.fc1(torch.cat([a, h[-1]], 1))))


def init_weights(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        nn.init.constant_(m.bias, 0.01)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.LSTM):
        for name, p in m.named_parameters():
            if "weight_hh" in name:
                for i in range(4):
                    nn.init.orthogonal_(p.data[i * 12:(i + 1) * 12])
            elif "weight_ih" in name:
                nn.init.xavier_uniform_(p)
            elif "bias" in name:
                p.data.zero_()
                p.data[12:24].fill_(1.0)  # forget-gate bias trick


model = Net().to(device)
returned = model.apply(init_weights)
print("apply returns the model:", returned is model)
with torch.no_grad():
    model.emb.weight.normal_(0, 0.1)
    model.emb.weight[0].zero_()

for name, p in model.named_parameters():
    print(f"{name:22s} shape {str(tuple(p.shape)):14s} mean {p.mean().item():+.4f} std {p.std().item():.4f}")

fan_out = 16 * 3 * 3
print(f"kaiming fan_out std expected {math.sqrt(2 / fan_out):.4f}")
bound = math.sqrt(6 / (28 + 64))
print(f"xavier bound {bound:.4f}, max |w| {model.fc1.weight.abs().max().item():.4f}")
w_hh = model.lstm.weight_hh_l0.detach()
for i, gate in enumerate("ifgo"):
    block = w_hh[i * 12:(i + 1) * 12]
    print(f"gate {gate}: W W^T == I: {torch.allclose(block @ block.T, torch.eye(12, device=device), atol=1e-5)}")
print("forget bias:", model.lstm.bias_ih_l0[12:24].unique().tolist(), "other:", model.lstm.bias_ih_l0[:12].unique().tolist())
print("calculate_gain:", {k: round(nn.init.calculate_gain(k), 4) for k in ["linear", "relu", "tanh", "sigmoid"]},
      round(nn.init.calculate_gain("leaky_relu", 0.2), 4))

img = torch.randn(8, 3, 8, 8, device=device)
tokens = torch.randint(0, 50, (8, 6), device=device)
out = model(img, tokens)
print("output shape:", tuple(out.shape), f"output std {out.std().item():.4f}")
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
target = torch.randint(0, 5, (8,), device=device)
for step in range(10):
    loss = nn.functional.cross_entropy(model(img, tokens), target)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"loss after 10 steps: {loss.item():.4f}")

# trunc_normal_ and uniform_ with explicit bounds, plus a manual fan computation.
w = torch.empty(200, 100, device=device)
nn.init.trunc_normal_(w, mean=0.0, std=1.0, a=-2.0, b=2.0)
print(f"trunc_normal within bounds: {w.min().item() >= -2.0 and w.max().item() <= 2.0}")
nn.init.uniform_(w, -0.1, 0.1)
print(f"uniform range ok: {w.abs().max().item() <= 0.1}")
nn.init.kaiming_uniform_(w, a=math.sqrt(5))
print(f"default Linear init bound {1 / math.sqrt(100):.4f}, observed max {w.abs().max().item():.4f}")
