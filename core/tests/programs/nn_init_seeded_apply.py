import math
import torch
from torch import nn
device = "cpu"
torch.set_printoptions(precision=4)
def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight, gain=nn.init.calculate_gain("tanh"))
        if m.bias is not None:
            nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Conv2d):
        nn.init.kaiming_uniform_(m.weight, a=math.sqrt(5))
        nn.init.constant_(m.bias, 0.01)
    elif isinstance(m, nn.Embedding):
        nn.init.normal_(m.weight, std=0.02)
    elif isinstance(m, nn.LSTM):
        for name, p in m.named_parameters():
            if "weight_ih" in name:
                nn.init.xavier_normal_(p)
            elif "weight_hh" in name:
                nn.init.orthogonal_(p)
            else:
                nn.init.zeros_(p)
for seed in [0, 123]:
    torch.manual_seed(seed)
    model = nn.ModuleDict({
        "emb": nn.Embedding(6, 4),
        "conv": nn.Conv2d(1, 2, 3),
        "lstm": nn.LSTM(4, 3),
        "fc": nn.Linear(3, 2),
    }).to(device)
    model.apply(init_weights)
    print(seed, model["fc"].weight, model["conv"].bias, model["emb"].weight[0])
    w_hh = model["lstm"].weight_hh_l0
    print(torch.allclose(w_hh.t() @ w_hh, torch.eye(3), atol=1e-5) or w_hh.shape)
    print(round(model["lstm"].weight_ih_l0.std().item(), 4), model["lstm"].bias_ih_l0.abs().sum().item())
torch.manual_seed(7)
w = torch.empty(3, 5, device=device)
print(nn.init.trunc_normal_(w, std=0.5, a=-0.6, b=0.6).abs().max() <= 0.6)
print(nn.init.uniform_(torch.empty(2, 3, device=device), -0.1, 0.1))
print(nn.init.normal_(torch.empty(2, 2, device=device), 1.0, 0.01))
print(nn.init.eye_(torch.empty(2, 3, device=device)), nn.init.dirac_(torch.empty(2, 2, 3, device=device))[:, :, 1])
print(nn.init.kaiming_normal_(torch.empty(4, 2, device=device), nonlinearity="leaky_relu", a=0.2).shape)
g = torch.Generator().manual_seed(99)
print(nn.init.uniform_(torch.empty(3), generator=g))
print(nn.init.normal_(torch.empty(3), generator=torch.Generator().manual_seed(99)))
print(nn.init.xavier_uniform_(torch.empty(2, 2), generator=torch.Generator().manual_seed(5)))
