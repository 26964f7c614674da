# `s += x` on an intermediate result of the autograd graph (a running loss summed over a batch),
# in a loop, on an attribute and on a list item, and the other augmented operators: PyTorch adds in
# place and rebases the history; the gradients are the same.
import torch

device = "cpu"
w = torch.ones(2, device=device, requires_grad=True)
s = 0
for i in range(3):
    s += (w * i).sum()
s.backward()
print(s, w.grad)


class Acc:
    pass


a = Acc()
a.t = (w * 1).sum()
a.t += 1
print(a.t)
items = [(w * 1).sum()]
items[0] += 1
print(items)
q = w * 2
q -= 1
q *= 3
q /= 2
q.sum().backward()
print(q, w.grad)
batch_loss = 0
for x in torch.arange(4.0, device=device).reshape(2, 2):
    loss = ((x - w) ** 2).mean()
    batch_loss += loss
batch_loss = batch_loss / 2
w.grad = None
batch_loss.backward()
print(round(batch_loss.item(), 6), w.grad)
