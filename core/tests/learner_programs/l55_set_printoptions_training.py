# A training run printed with set_printoptions changes: sci_mode off for small gradients,
# precision 6 for weights, linewidth 60 for wide rows, then profile restored; printing parameters
# (Parameter containing:), grads, and a state_dict entry under each option.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(575)

lin = nn.Linear(6, 2).to(device)
x = torch.randn(16, 6, device=device) * 0.01
y = torch.randn(16, 2, device=device) * 0.01
loss = nn.functional.mse_loss(lin(x), y)
loss.backward()
print(lin.weight.grad)
torch.set_printoptions(sci_mode=False)
print(lin.weight.grad)
torch.set_printoptions(precision=6)
print(lin.bias)
print(lin.weight.grad * 1000)
torch.set_printoptions(linewidth=60)
print(lin.weight)
print((torch.arange(30, device=device).view(3, 10) - 14.5) * 13.37)
torch.set_printoptions(profile="default")
print(lin.weight.grad)
torch.set_printoptions(precision=2, sci_mode=False)
opt = torch.optim.SGD(lin.parameters(), lr=0.5)
for step in range(3):
    opt.zero_grad()
    loss = nn.functional.mse_loss(lin(x), y)
    loss.backward()
    opt.step()
    print(step, loss, lin.bias.data)
print(lin.state_dict()["weight"])
torch.set_printoptions(precision=4, threshold=5, edgeitems=1)
print(torch.arange(12, device=device).float().view(3, 4) / 7)
print(torch.arange(6, device=device).float() / 7)
torch.set_printoptions(profile="default")
print(torch.tensor([1234567.0, 0.5], device=device), torch.tensor([0.0001, 0.5], device=device))
