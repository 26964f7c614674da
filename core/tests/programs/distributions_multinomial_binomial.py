import torch
from torch import distributions as D
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
m = D.Multinomial(10, probs=torch.tensor([0.2, 0.3, 0.5], device=device))
print(m, m.batch_shape, m.event_shape, m.support)
s = m.sample()
print(s, s.sum())
print(m.sample((4,)))
print(m.log_prob(torch.tensor([2.0, 3.0, 5.0], device=device)), m.mean, m.variance)
mb = D.Multinomial(5, logits=torch.tensor([[0.0, 1.0], [2.0, -1.0]], device=device))
print(mb.batch_shape, mb.sample((2,)).shape, mb.log_prob(torch.tensor([[1.0, 4.0], [5.0, 0.0]], device=device)))
print(round(D.Multinomial(3, probs=torch.tensor([1.0, 0.0], device=device)).log_prob(torch.tensor([3.0, 0.0], device=device)).item(), 4))
b = D.Binomial(5, torch.tensor(0.4, device=device))
print(b, b.mean, b.variance, b.mode)
print(b.log_prob(torch.tensor([0.0, 2.0, 5.0], device=device)), b.entropy())
b2 = D.Binomial(torch.tensor([3.0, 10.0], device=device), logits=torch.tensor([0.5, -1.0], device=device))
print(b2.probs, b2.log_prob(torch.tensor([1.0, 4.0], device=device)))
logits = torch.zeros(3, device=device, requires_grad=True)
counts = torch.tensor([[3.0, 1.0, 0.0], [2.0, 2.0, 0.0], [4.0, 0.0, 0.0]], device=device)
opt = torch.optim.SGD([logits], lr=0.1)
for _ in range(50):
    opt.zero_grad()
    loss = -D.Multinomial(4, logits=logits).log_prob(counts).mean()
    loss.backward()
    opt.step()
print(round(loss.item(), 4), [round(p, 3) for p in torch.softmax(logits, 0).tolist()])
try:
    D.Multinomial(torch.tensor(3), probs=torch.tensor([0.5, 0.5]))
except NotImplementedError as e:
    print("NotImplementedError", e)
try:
    m.log_prob(torch.tensor([2.0, -3.0, 5.0], device=device))
except ValueError as e:
    print("ValueError", str(e).split("\n")[0][:60])
