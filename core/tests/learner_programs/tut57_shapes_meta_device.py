# Recipes "Reasoning about Shapes in PyTorch", "Changing default device" and "Tips for loading an
# nn.Module from a checkpoint": meta tensors through conv/pool/linear (shapes only), forward
# hooks printing shapes, a model moved to the meta device then load_state_dict(assign=True),
# to_empty from meta, and torch.get/set_default_device.
import io
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
t = torch.rand(2, 3, 10, 10, device="meta")
conv = torch.nn.Conv2d(3, 5, 2, device="meta")
print(f"{conv(t).shape=}")
print(t.device, t.is_meta, conv.weight.is_meta)
m = torch.rand(4, 6, device="meta") @ torch.rand(6, 2, device="meta")
print(m.shape, m.dtype, m.device)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


def fw_hook(module, input, output):
    print(f"Shape of output to {module} is {output.shape}.")


net = Net().to_empty(device="meta")
inp = torch.randn((64, 3, 32, 32), device="meta")
print(inp.device, net.fc1.weight.device)
for name, layer in net.named_modules():
    layer.register_forward_hook(fw_hook)
out = net(inp)
print(out.shape)

real = Net().to(device)
buf = io.BytesIO()
torch.save(real.state_dict(), buf)
buf.seek(0)
state_dict = torch.load(buf, weights_only=True)
meta_m = Net().to("meta")
print(meta_m.load_state_dict(state_dict, assign=True))
print(meta_m.fc3.weight.device == real.fc3.weight.device, torch.equal(meta_m.fc3.bias.cpu(), real.fc3.bias.cpu()))
x = torch.randn(2, 3, 32, 32)
print(torch.allclose(meta_m(x.to(device)).cpu(), real(x.to(device)).cpu()))

small = nn.Linear(3, 2, device="meta")
small = small.to_empty(device="cpu")
print(small.weight.shape, small.weight.device)
with torch.no_grad():
    small.weight.fill_(0.5)
    small.bias.zero_()
print(small(torch.ones(1, 3)))

print(torch.get_default_device())
torch.set_default_device("cpu")
print(torch.ones(2).device, torch.get_default_device())
