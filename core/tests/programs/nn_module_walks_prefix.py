import math
import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
class MyLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        self.reset_parameters()
    def reset_parameters(self):
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        fan_in, fan_out = nn.init._calculate_fan_in_and_fan_out(self.weight)
        bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
        nn.init.uniform_(self.bias, -bound, bound)
    def forward(self, x):
        return x @ self.weight.t() + self.bias
class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(1))
        self.register_buffer("offset", torch.zeros(1))
        self.layers = nn.Sequential(MyLinear(4, 6), nn.Tanh(), MyLinear(6, 2))
        self.shared = self.layers[0]
    def forward(self, x):
        return self.layers(x) * self.scale + self.offset
enc = Encoder().to(device)
print(enc.layers[0].weight[0])
print(nn.init._calculate_fan_in_and_fan_out(torch.empty(8, 4, 3, 3)), nn.init._calculate_correct_fan(torch.empty(5, 2), "fan_out"))
print([n for n, _ in enc.named_modules()])
print([n for n, _ in enc.named_modules(prefix="enc")])
print([n for n, _ in enc.named_modules(remove_duplicate=False)])
print([n for n, _ in enc.named_parameters(prefix="model")])
print([n for n, _ in enc.named_parameters(recurse=False)], [n for n, _ in enc.named_buffers(recurse=False)])
print([n for n, _ in enc.named_parameters(remove_duplicate=False)])
print(len(list(enc.parameters(recurse=False))), len(list(enc.parameters())), len(list(enc.buffers(recurse=False))))
print([n for n, _ in enc.layers.named_parameters(recurse=False)], [n for n, _ in enc.layers.named_parameters(prefix="layers")])
print([n for n, _ in enc.named_buffers(prefix="b")])
memo = set()
print([n for n, _ in enc.layers.named_modules(memo=memo, prefix="L")], len(memo))
decay, no_decay = [], []
for mn, m in enc.named_modules():
    for pn, p in m.named_parameters(recurse=False):
        fpn = f"{mn}.{pn}" if mn else pn
        (no_decay if pn.endswith("bias") or pn == "scale" else decay).append(fpn)
print(sorted(set(decay)), sorted(set(no_decay)))
opt = torch.optim.AdamW([{"params": [p for n, p in enc.named_parameters() if n.endswith("weight")], "weight_decay": 0.1},
                         {"params": [p for n, p in enc.named_parameters() if not n.endswith("weight")], "weight_decay": 0.0}], lr=0.01)
x = torch.randn(5, 4, device=device)
for _ in range(5):
    opt.zero_grad()
    loss = enc(x).pow(2).mean()
    loss.backward()
    opt.step()
print(round(loss.item(), 5))
print(enc.share_memory() is enc, enc.to_empty(device=device) is enc)
try:
    enc.get_extra_state()
except RuntimeError as e:
    print("RuntimeError", str(e)[:60])
try:
    nn.init._calculate_fan_in_and_fan_out(torch.empty(3))
except ValueError as e:
    print("ValueError", e)
try:
    nn.init._calculate_correct_fan(torch.empty(3, 3), "fan_avg")
except ValueError as e:
    print("ValueError", e)
w = torch.zeros(4, 4, device=device)
w.fill_diagonal_(2.0)
print(w, torch.zeros(5, 2, device=device).fill_diagonal_(1, wrap=True))
tied = nn.Sequential(nn.Linear(2, 2, bias=False), nn.Linear(2, 2, bias=False)).to(device)
tied[1].weight = tied[0].weight
print([n for n, _ in tied.named_parameters(prefix="x")], [n for n, _ in tied.named_parameters(prefix="x", remove_duplicate=False)])
