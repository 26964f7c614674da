# Exploding gradients in a vanilla RNN: a large recurrent init, the total grad norm before and
# after clip_grad_norm_, clip_grad_value_, per-parameter norms, and training that stays finite
# only with clipping.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(15)


def make_model():
    torch.manual_seed(0)
    rnn = nn.RNN(input_size=2, hidden_size=8, nonlinearity="relu", batch_first=True)
    with torch.no_grad():
        rnn.weight_hh_l0.copy_(torch.eye(8) * 1.3 + 0.05 * torch.randn(8, 8))
    head = nn.Linear(8, 1)
    return nn.ModuleList([rnn, head]).to(device)


def forward(model, x):
    out, h = model[0](x)
    return model[1](h[-1]).squeeze(1)


x = torch.randn(16, 30, 2).to(device)
y = x[:, :, 0].mean(1).to(device)

model = make_model()
loss = nn.functional.mse_loss(forward(model, x), y)
loss.backward()
norms = {n: round(p.grad.norm().item(), 2) for n, p in model.named_parameters()}
total = torch.norm(torch.stack([p.grad.norm() for p in model.parameters()]))
print("loss", f"{loss.item():.4g}")
print("total norm > 100:", total.item() > 100)
returned = nn.utils.clip_grad_norm_(model.parameters(), max_norm=5.0)
print("returned equals total:", torch.allclose(returned, total, rtol=1e-4))
after = torch.norm(torch.stack([p.grad.norm() for p in model.parameters()]))
print(f"after clipping {after.item():.4f}")

model.zero_grad()
nn.functional.mse_loss(forward(model, x), y).backward()
nn.utils.clip_grad_value_(model.parameters(), clip_value=0.5)
print("max abs grad after clip_value:", max(p.grad.abs().max().item() for p in model.parameters()))

for clip in [1.0]:
    model = make_model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    history = []
    for step in range(15):
        loss = nn.functional.mse_loss(forward(model, x), y)
        opt.zero_grad()
        loss.backward()
        if clip is not None:
            nn.utils.clip_grad_norm_(model.parameters(), clip)
        opt.step()
        history.append(loss.item())
    finite = all(torch.isfinite(p).all().item() for p in model.parameters())
    last = history[-1]
    print(f"clip={clip}: finite params {finite}, last loss finite {last == last and abs(last) != float('inf')}")
    if clip is not None:
        print("  losses", [f"{h:.4g}" for h in history[::3]])
vec = nn.utils.parameters_to_vector(model.parameters())
print("parameter vector", tuple(vec.shape))
