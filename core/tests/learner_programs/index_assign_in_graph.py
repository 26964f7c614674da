# Index assignments into tensors of the autograd graph, as training code writes them:
# augmented assignments on a slice (`y[:, 1] *= 3`), a slice written from its own value, a
# masked fill, and writes into a clone of a weight; each is PyTorch's CopySlices.
import torch

device = "cpu"
torch.manual_seed(0)

x = torch.randn(3, 4, device=device, requires_grad=True)
y = x * 2 + 1
y[:, 1] *= 3
y[0] += torch.tensor([1.0, 2.0, 3.0, 4.0], device=device)
y[:, 0] = y[:, 0] * 10
y[y > 5] = 5.0
print(y)
print(y.grad_fn.name(), type(y.grad_fn).__name__)
(y * y).sum().backward()
print(x.grad)

# Positional encodings filled into a buffer-like tensor that then joins the graph.
w = torch.randn(4, 6, device=device, requires_grad=True)
pe = w.clone()
position = torch.arange(4.0, device=device).unsqueeze(1)
pe[:, 0::2] = torch.sin(position / 10.0)
pe[:, 1::2] = pe[:, 1::2] * 0.5
loss = pe.pow(2).sum()
loss.backward()
print(round(loss.item(), 4))
print(w.grad)

# A score matrix with its diagonal masked out, then softmax.
q = torch.randn(3, 3, device=device, requires_grad=True)
scores = q @ q.t()
scores[torch.eye(3, dtype=torch.bool, device=device)] = float("-inf")
attn = scores.softmax(dim=-1)
attn[:, 0].sum().backward()
print(attn)
print(q.grad)
