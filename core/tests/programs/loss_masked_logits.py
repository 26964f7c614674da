# Masked logits (-inf where a class is not allowed, as contrastive losses mask the diagonal) in
# cross_entropy and nll_loss: only the target's log-probability counts, so the loss is finite.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
logits = torch.tensor([[float("-inf"), 1.0, 2.0], [0.5, float("-inf"), -1.0]], device=device)
target = torch.tensor([1, 0], device=device)
print(F.cross_entropy(logits, target))
print(F.cross_entropy(logits, target, reduction="none"))
print(F.cross_entropy(logits, target, reduction="sum"))
print(F.nll_loss(F.log_softmax(logits, dim=1), target))
z = torch.randn(4, 8, device=device)
z = F.normalize(z, dim=1)
sim = z @ z.t() / 0.5
sim = sim.masked_fill(torch.eye(4, dtype=torch.bool, device=device), float("-inf"))
labels = torch.tensor([1, 0, 3, 2], device=device)
w = torch.randn(4, 4, device=device, requires_grad=True)
loss = F.cross_entropy(sim + w * 0.1, labels)
loss.backward()
print(round(loss.item(), 4), loss.grad_fn.name())
print(w.grad.abs().sum().round(decimals=4), torch.isfinite(w.grad).all())
print(F.cross_entropy(logits, torch.tensor([1, -100], device=device)))
