# nn.init: xavier/kaiming (uniform and normal), uniform_/normal_/constant_/eye_, calculate_gain,
# Tensor.uniform_/normal_, and their errors; every number from the seeded generator.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)
w = torch.empty(3, 5, device=device)
nn.init.xavier_uniform_(w); print(w)
nn.init.xavier_normal_(w, gain=nn.init.calculate_gain('tanh')); print(w)
nn.init.kaiming_uniform_(w, nonlinearity='relu'); print(w)
nn.init.kaiming_normal_(w, mode='fan_out'); print(w)
nn.init.kaiming_uniform_(w, a=math.sqrt(5)); print(w)
nn.init.uniform_(w, -0.1, 0.1); print(w)
nn.init.normal_(w, std=0.02); print(w)
big = torch.empty(4, 8, device=device)
nn.init.normal_(big, mean=1.0, std=0.5); print(big)
nn.init.zeros_(w); print(w.sum())
nn.init.ones_(w); print(w.sum())
nn.init.constant_(w, 0.25); print(w[0])
e = torch.empty(2, 3, device=device); nn.init.eye_(e); print(e)
print(nn.init.calculate_gain('leaky_relu', 0.2), nn.init.calculate_gain('selu'), nn.init.calculate_gain('relu'))
lin = nn.Linear(6, 4).to(device)
nn.init.xavier_uniform_(lin.weight)
nn.init.zeros_(lin.bias)
print(lin.weight, lin.bias)
print(lin(torch.ones(1, 6, device=device)))
t = torch.empty(2, 3, device=device).uniform_(-1, 1); print(t)
t.normal_(); print(t)
t.normal_(2.0, 0.1); print(t)
conv_like = torch.empty(4, 2, 3, 3, device=device)
nn.init.kaiming_normal_(conv_like, nonlinearity='relu'); print(conv_like.std() > 0, conv_like.shape)
for bad in [lambda: nn.init.xavier_uniform_(torch.empty(3, device=device)),
            lambda: nn.init.kaiming_uniform_(w, mode='fan_mid'),
            lambda: nn.init.calculate_gain('swish'),
            lambda: lin.weight.normal_()]:
    try:
        bad()
    except (ValueError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)
