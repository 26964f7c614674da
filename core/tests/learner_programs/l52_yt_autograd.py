# "Introduction to PyTorch" video series, The Fundamentals of Autograd: the grad_fn chain of
# sin(linspace), next_functions, a tiny model's gradients across steps, turning autograd off and on,
# in-place on a leaf error, and torch.autograd.functional.jacobian/vjp/hvp.
import math
import torch

device = "cpu"
torch.manual_seed(26)

a = torch.linspace(0., 2. * math.pi, steps=9, requires_grad=True, device=device)
print(a)
b = torch.sin(a)
print(b)
c = 2 * b
print(c)
d = c + 1
print(d)
out = d.sum()
print(f"{out.item():.4f}", out.grad_fn.name())



def fn(f):
    return None if f is None else type(f).__name__


def nexts(f):
    return tuple((fn(g), i) for g, i in f.next_functions)


print('d:')
print(fn(d.grad_fn))
print(nexts(d.grad_fn))
print(nexts(d.grad_fn.next_functions[0][0]))
print(nexts(d.grad_fn.next_functions[0][0].next_functions[0][0]))
print(nexts(d.grad_fn.next_functions[0][0].next_functions[0][0].next_functions[0][0]))
print('\nc:')
print(fn(c.grad_fn))
print('\nb:')
print(fn(b.grad_fn))
print('\na:')
print(a.grad_fn)
out.backward()
print(a.grad)

BATCH_SIZE = 4
DIM_IN = 10
HIDDEN_SIZE = 6
DIM_OUT = 3


class TinyModel(torch.nn.Module):
    def __init__(self):
        super(TinyModel, self).__init__()
        self.layer1 = torch.nn.Linear(DIM_IN, HIDDEN_SIZE)
        self.relu = torch.nn.ReLU()
        self.layer2 = torch.nn.Linear(HIDDEN_SIZE, DIM_OUT)

    def forward(self, x):
        x = self.layer1(x)
        x = self.relu(x)
        x = self.layer2(x)
        return x


some_input = torch.randn(BATCH_SIZE, DIM_IN, requires_grad=False, device=device)
ideal_output = torch.randn(BATCH_SIZE, DIM_OUT, requires_grad=False, device=device)
model = TinyModel().to(device)
print(model.layer2.weight[0][0:4])
print(model.layer2.weight.grad)
optimizer = torch.optim.SGD(model.parameters(), lr=0.001)
prediction = model(some_input)
loss = (ideal_output - prediction).pow(2).sum()
print(loss)
loss.backward()
print(model.layer2.weight[0][0:4])
print(model.layer2.weight.grad[0][0:4])
optimizer.step()
print(model.layer2.weight[0][0:4])
print(model.layer2.weight.grad[0][0:4])
for i in range(0, 3):
    prediction = model(some_input)
    loss = (ideal_output - prediction).pow(2).sum()
    loss.backward()
print(model.layer2.weight.grad[0][0:4])
optimizer.zero_grad(set_to_none=False)
print(model.layer2.weight.grad[0][0:4])

a = torch.ones(2, 3, requires_grad=True)
print(a)
b1 = 2 * a
print(b1)
a.requires_grad = False
b2 = 2 * a
print(b2)
a = torch.ones(2, 3, requires_grad=True) * 2
b = torch.ones(2, 3, requires_grad=True) * 3
c1 = a + b
print(c1)
with torch.no_grad():
    c2 = a + b
print(c2)
c3 = a * b
print(c3)


def add_tensors1(x, y):
    return x + y


@torch.no_grad()
def add_tensors2(x, y):
    return x + y


a = torch.ones(2, 3, requires_grad=True) * 2
b = torch.ones(2, 3, requires_grad=True) * 3
c1 = add_tensors1(a, b)
print(c1)
c2 = add_tensors2(a, b)
print(c2)
x = torch.rand(5, requires_grad=True)
y = x.detach()
print(x.requires_grad, y.requires_grad)

a = torch.linspace(0., 2. * math.pi, steps=5, requires_grad=True)
try:
    torch.sin_(a)
except RuntimeError as e:
    print("RuntimeError:", e)


def exp_adder(x, y):
    return 2 * x.exp() + 3 * y


inputs = (torch.rand(1), torch.rand(1))
print(inputs)
print(torch.autograd.functional.jacobian(exp_adder, inputs))
inputs = (torch.rand(3), torch.rand(3))
print(torch.autograd.functional.jacobian(exp_adder, inputs))


def do_some_doubling(x):
    y = x * 2
    while y.data.norm() < 1000:
        y = y * 2
    return y


inputs = torch.randn(3)
my_gradients = torch.tensor([0.1, 1.0, 0.0001])
print(torch.autograd.functional.vjp(do_some_doubling, inputs, v=my_gradients))


def pow_reducer(x):
    return x.pow(3).sum()


inputs = torch.rand(2, 2)
v = torch.ones(2, 2)
print(torch.autograd.functional.hvp(pow_reducer, inputs, v))
print(torch.autograd.functional.hessian(pow_reducer, torch.tensor([1.0, 2.0])))
