# torch.compile on a small model the way tutorials show it: compile the module and a plain function,
# check results match eager, train the compiled model (parameters shared with the original), and
# the mode/fullgraph options.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(31)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 16)
        self.fc2 = nn.Linear(16, 3)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


model = MLP().to(device)
compiled = torch.compile(model)
x = torch.randn(8, 4, device=device)
print("same output:", torch.allclose(model(x), compiled(x), atol=1e-6))
print("shares params:", compiled.fc1.weight is model.fc1.weight)
print(sorted(k.replace("_orig_mod.", "") for k in compiled.state_dict())[:2])


@torch.compile
def gelu_tanh(t):
    return 0.5 * t * (1 + torch.tanh(0.7978845608 * (t + 0.044715 * t ** 3)))


print("function:", torch.allclose(gelu_tanh(x), nn.functional.gelu(x, approximate="tanh"), atol=1e-5))
f2 = torch.compile(lambda a, b: (a * b).sum(-1), fullgraph=True, mode="reduce-overhead")
print([round(v, 4) for v in f2(x, x).tolist()])

opt = torch.optim.SGD(compiled.parameters(), lr=0.2)
y = torch.randint(0, 3, (8,), device=device)
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(compiled(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print("eager sees training:", torch.allclose(model(x), compiled(x), atol=1e-6))
for shape in [(2, 4), (5, 4), (1, 4)]:
    print(shape, tuple(compiled(torch.randn(*shape, device=device)).shape))
compiled.eval()
print(model.training, compiled.training)
with torch.no_grad():
    print(compiled(x).argmax(1).tolist())
