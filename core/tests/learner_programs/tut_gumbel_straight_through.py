# Discrete choices with gradients: F.gumbel_softmax soft and hard (one-hot forward, soft backward),
# the straight-through trick by hand with detach, temperature effects on sample sharpness, and
# learning logits to match a target distribution.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(35)
logits = torch.tensor([[1.0, 2.0, 0.5, -1.0]], device=device).repeat(2000, 1)
soft = F.gumbel_softmax(logits, tau=1.0)
print(tuple(soft.shape), torch.allclose(soft.sum(1), torch.ones(2000, device=device)))
hard = F.gumbel_softmax(logits, tau=1.0, hard=True)
print("one-hot:", bool(((hard == 0) | (hard == 1)).all()), hard.sum(1).unique().tolist())
freq = hard.mean(0)
print("freq ~ softmax:", [round(v, 1) for v in freq.tolist()], [round(v, 1) for v in F.softmax(logits[0], 0).tolist()])
for tau in [0.1, 1.0, 10.0]:
    s = F.gumbel_softmax(logits, tau=tau)
    print(tau, round(s.max(1).values.mean().item(), 1))

l = torch.zeros(1, 4, device=device, requires_grad=True)
h = F.gumbel_softmax(l, tau=0.5, hard=True)
(h * torch.tensor([[1.0, 2.0, 3.0, 4.0]], device=device)).sum().backward()
print("hard has grads:", l.grad is not None, round(l.grad.sum().item(), 5))

probs = F.softmax(torch.tensor([0.2, 1.5, -0.3], device=device), 0)
idx = probs.argmax()
one_hot = F.one_hot(idx, 3).float()
st = one_hot + probs - probs.detach()
print(st.tolist(), st.requires_grad)

target = torch.tensor([0.1, 0.6, 0.3], device=device)
theta = torch.zeros(3, device=device, requires_grad=True)
opt = torch.optim.Adam([theta], lr=0.1)
for step in range(150):
    opt.zero_grad()
    samples = F.gumbel_softmax(theta.expand(64, 3), tau=0.5)
    loss = (samples.mean(0) - target).pow(2).sum()
    loss.backward()
    opt.step()
print("learned:", [round(v, 1) for v in F.softmax(theta, 0).tolist()])
try:
    F.gumbel_softmax(logits, tau=1.0, dim=5)
except IndexError as e:
    print("IndexError")
