# A two-layer network as an nn.Module subclass, trained with SGD and momentum on a smooth target.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(21)

samples = torch.rand(48, 2, device=device) * 4 - 2
labels = (torch.cos(samples[:, 0]) * samples[:, 1]).unsqueeze(1)
print("samples:", samples.shape, samples.dtype, "labels:", labels.shape)


class Net(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.hidden = nn.Linear(2, width)
        self.act = nn.Tanh()
        self.out = nn.Linear(width, 1)

    def forward(self, inputs):
        return self.out(self.act(self.hidden(inputs)))


net = Net(12).to(device)
print(net)
print("hidden.bias[:3]:", net.hidden.bias[:3])
print("out.weight:", net.out.weight)
for name, param in net.named_parameters():
    print(f"{name:14s} {list(param.shape)} requires_grad={param.requires_grad}")
print("parameters:", sum(p.numel() for p in net.parameters()))

criterion = nn.MSELoss()
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.8)
with torch.no_grad():
    print(f"loss before training: {criterion(net(samples), labels).item():.4f}")
for step in range(1, 121):
    opt.zero_grad()
    loss = criterion(net(samples), labels)
    loss.backward()
    if step == 1:
        print("first gradient of out.bias:", net.out.bias.grad)
    opt.step()
    if step % 30 == 0:
        print(f"step {step:3d} loss {loss.item():.4f}")
velocity = opt.state[net.out.bias]["momentum_buffer"]
print("momentum buffer of out.bias has shape", tuple(velocity.shape))

net.eval()
with torch.no_grad():
    probe = torch.tensor([[0.0, 1.0], [1.0, -1.0]], device=device)
    want = (torch.cos(probe[:, 0]) * probe[:, 1]).unsqueeze(1)
    got = net(probe)
    print("probe error below 0.3:", bool((got - want).abs().max() < 0.3))
    final = criterion(net(samples), labels)
print(f"final loss {final.item():.4f}")
print("final loss is detached:", final.grad_fn is None)
