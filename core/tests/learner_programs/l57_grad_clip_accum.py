# Gradient accumulation over micro-batches vs one big batch, clip_grad_norm_ returning
# the pre-clip total norm, clip_grad_value_, inf norms, and error_if_nonfinite.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(5, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
ref = nn.Sequential(nn.Linear(5, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
ref.load_state_dict(model.state_dict())
X = torch.randn(12, 5, device=device)
Y = torch.randn(12, 1, device=device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt_ref = torch.optim.SGD(ref.parameters(), lr=0.1)
accum = 3
for epoch in range(2):
    opt.zero_grad()
    for i, (xb, yb) in enumerate(zip(X.split(4), Y.split(4))):
        loss = nn.functional.mse_loss(model(xb), yb) / accum
        loss.backward()
        if (i + 1) % accum == 0:
            norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5)
            print("epoch", epoch, "norm before clip", round(norm.item(), 4))
            opt.step()
            opt.zero_grad()
    opt_ref.zero_grad()
    nn.functional.mse_loss(ref(X), Y).backward()
    norm_ref = nn.utils.clip_grad_norm_(ref.parameters(), 0.5)
    print("ref norm", round(norm_ref.item(), 4))
    opt_ref.step()
    print("same", all(torch.allclose(a, b, atol=1e-6) for a, b in zip(model.parameters(), ref.parameters())))

opt.zero_grad()
nn.functional.mse_loss(model(X), Y).backward()
g = [p.grad.clone() for p in model.parameters()]
n_inf = nn.utils.clip_grad_norm_(model.parameters(), 100.0, norm_type="inf")
print("inf norm", round(n_inf.item(), 4), round(max(t.abs().max().item() for t in g), 4))
n1 = nn.utils.clip_grad_norm_(model.parameters(), 100.0, norm_type=1)
print("l1 norm", round(n1.item(), 4))
print(type(n1).__name__, n1.dtype, n1.shape)
nn.utils.clip_grad_value_(model.parameters(), 0.05)
print("max after value clip", round(max(p.grad.abs().max().item() for p in model.parameters()), 4))
single = nn.utils.clip_grad_norm_(model[0].weight, 0.01)
print("single tensor", round(single.item(), 4), round(model[0].weight.grad.norm().item(), 4))
nograd = nn.Linear(2, 2)
print("no grads", nn.utils.clip_grad_norm_(nograd.parameters(), 1.0))
