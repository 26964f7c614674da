# Filling preallocated buffers with values that carry gradients, as decoders and pooling code
# do: outputs[t] = step, index_copy_ of selected rows, index_put_ with accumulate, masked_scatter_
# and masked_fill_ with a learnable value, then backpropagating through the buffer.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

cell = nn.GRUCell(3, 4).to(device)
head = nn.Linear(4, 5).to(device)
x = torch.randn(6, 2, 3, device=device)
outputs = torch.zeros(6, 2, 5, device=device)
h = torch.zeros(2, 4, device=device)
for t in range(6):
    h = cell(x[t], h)
    outputs[t] = head(h)
print(outputs.requires_grad, outputs.shape)
loss = outputs.pow(2).mean()
loss.backward()
print(f"{loss.item():.5f}", head.bias.grad.round(decimals=4))

w = torch.randn(3, 4, device=device, requires_grad=True)
rows = torch.zeros(5, 4, device=device)
rows.index_copy_(0, torch.tensor([4, 0, 2], device=device), w * 2)
print(rows.round(decimals=3))
(rows * torch.arange(5.0, device=device)[:, None]).sum().backward()
print(w.grad)

w.grad = None
acc = torch.zeros(3, device=device)
acc.index_put_((torch.tensor([0, 2, 0, 1], device=device),), w[0], accumulate=True)
acc.sum().backward()
print(acc.round(decimals=4), w.grad[0])

w.grad = None
grid = torch.zeros(2, 4, device=device)
mask = torch.tensor([[True, False, True, False], [False, True, True, False]], device=device)
grid.masked_scatter_(mask, w[1])
(grid * 10).sum().backward()
print(grid.round(decimals=4), w.grad[1])

pad_value = nn.Parameter(torch.tensor(-1.0, device=device))
scores = torch.zeros(2, 3, device=device)
scores.masked_fill_(torch.tensor([[False, True, True], [False, False, True]], device=device), pad_value)
scores.sum().backward()
print(scores.detach(), scores.requires_grad, pad_value.grad)
