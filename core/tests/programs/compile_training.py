# A compiled training step of an MLP: the forward and loss are compiled; backward and the optimizer
# step run around them. The losses equal the same loop run eagerly.
import torch
import torch.nn as nn

device = "cpu"


def run(compile_it):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 1)).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    x = torch.randn(32, 4, device=device)
    y = x.sum(dim=1, keepdim=True) * 0.5

    def loss_fn(x, y):
        return ((model(x) - y) ** 2).mean()

    step = torch.compile(loss_fn, backend="eager") if compile_it else loss_fn
    losses = []
    for _ in range(6):
        opt.zero_grad()
        loss = step(x, y)
        loss.backward()
        opt.step()
        losses.append(round(loss.item(), 5))
    return losses, model[0].weight[0]


eager_losses, eager_w = run(False)
compiled_losses, compiled_w = run(True)
print(eager_losses)
print(compiled_losses)
print(compiled_w)
print(torch.allclose(eager_w, compiled_w, atol=1e-6))
