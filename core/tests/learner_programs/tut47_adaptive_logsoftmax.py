# nn.AdaptiveLogSoftmaxWithLoss for a large-vocabulary head: clusters, output/loss, log_prob,
# predict, and a few training steps.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
asm = nn.AdaptiveLogSoftmaxWithLoss(in_features=8, n_classes=20, cutoffs=[4, 10], div_value=2.0, head_bias=True).to(device)
print(asm)
print(asm.shortlist_size, asm.n_clusters, asm.head_size, [n for n, _ in asm.named_parameters()])
x = torch.randn(6, 8, device=device)
y = torch.tensor([0, 3, 5, 9, 12, 19], device=device)
out = asm(x, y)
print(type(out).__name__, out.output.shape, round(out.loss.item(), 4))
print(out.output)
lp = asm.log_prob(x)
print(lp.shape, lp.exp().sum(1))
print(torch.allclose(lp.gather(1, y.view(-1, 1)).view(-1), out.output, atol=1e-5))
print(asm.predict(x), lp.argmax(1))
opt = torch.optim.Adam(asm.parameters(), lr=0.05)
for step in range(6):
    opt.zero_grad()
    r = asm(x, y)
    r.loss.backward()
    opt.step()
    print(step, round(r.loss.item(), 4))
print(asm.predict(x).tolist(), y.tolist())
print(asm(x[0], y[0]).output.shape)
