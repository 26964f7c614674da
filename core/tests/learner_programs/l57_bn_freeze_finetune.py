# Fine-tuning with frozen BatchNorm: putting only the BN layers in eval() during training so
# running stats stay fixed, versus the mistake of validating in train() mode.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def make():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 1)).to(device)


X = torch.randn(16, 3, device=device) * 2 + 1
Y = X.sum(1, keepdim=True)
model = make()
stats0 = model[1].running_mean.clone()


def freeze_bn(m):
    if isinstance(m, nn.BatchNorm1d):
        m.eval()
        m.weight.requires_grad_(False)
        m.bias.requires_grad_(False)


opt = torch.optim.SGD([p for p in model.parameters()], lr=0.05)
for step in range(3):
    model.train()
    model.apply(freeze_bn)
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4), model[1].training, model[0].training)
print("stats fixed", torch.equal(stats0, model[1].running_mean), model[1].num_batches_tracked.item())
print("bn weight grad", model[1].weight.grad)

m2 = make()
val = torch.randn(4, 3, device=device)
with torch.no_grad():
    a = m2(val)
print("forgot eval: stats moved", [round(v, 4) for v in m2[1].running_mean.tolist()])
m2.eval()
with torch.no_grad():
    b = m2(val)
    c = m2(val)
print("eval deterministic", torch.equal(b, c), "train vs eval differ", not torch.allclose(a, b))
print([round(v, 4) for v in a.flatten().tolist()])
print([round(v, 4) for v in b.flatten().tolist()])
m2[1].reset_running_stats()
print(m2[1].running_mean.tolist(), m2[1].running_var.tolist(), m2[1].num_batches_tracked.item())
m2[1].reset_parameters()
print(m2[1].weight.tolist(), m2[1].bias.tolist())
