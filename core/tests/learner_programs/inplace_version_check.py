# A tensor a backward needs, written in place after the forward: PyTorch's version check.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(name, f):
    try:
        f()
        print(name, "ok")
    except RuntimeError as e:
        print(name, "RuntimeError:", str(e).split(" Hint:")[0])


x = torch.tensor([[0.5, -1.0, 2.0]], device=device, requires_grad=True)


def weight_changed_under_no_grad():
    w = torch.ones(3, 2, device=device, requires_grad=True)
    y = (x @ w).sum()
    with torch.no_grad():
        w.mul_(2)
    y.backward()


def result_changed():
    a = x * 2
    b = a.exp()
    with torch.no_grad():
        b.add_(1)
    b.sum().backward()


def saved_input_changed():
    a = x * 2
    b = a.sin()
    with torch.no_grad():
        a.add_(1)
    b.sum().backward()


def leaf_changed():
    a = x.pow(2)
    with torch.no_grad():
        x.add_(0.0)
    a.sum().backward()


def view_of_a_changed_tensor():
    w = torch.ones(3, 2, device=device, requires_grad=True)
    v = w.t()
    s = (v * v).sum()
    with torch.no_grad():
        w.add_(1)
    s.backward()


def relu_output_changed():
    lin = nn.Linear(3, 2).to(device)
    r = F.relu(lin(x))
    s = r.sigmoid()
    with torch.no_grad():
        r.add_(1)
    s.sum().backward()


# PyTorch saves only what a needed formula reads: these run.
def unsaved_input_changed():
    w = torch.ones(3, device=device, requires_grad=True)
    y = x + w
    with torch.no_grad():
        w.mul_(3)
    y.sum().backward()
    print("  grad", w.grad)


def exp_input_changed():
    z = torch.tensor([0.0, 1.0], device=device, requires_grad=True)
    y = z.exp()
    with torch.no_grad():
        z.add_(1)
    y.sum().backward()
    print("  grad", z.grad)


def weight_of_a_constant_input_changed():
    data = torch.tensor([[1.0, 2.0, 3.0]], device=device)
    w = torch.tensor([0.5, 0.25, 2.0], device=device, requires_grad=True)
    y = (data * w).sum()
    with torch.no_grad():
        w.mul_(10)
    y.backward()
    print("  grad", w.grad)


def batchnorm_twice():
    bn = nn.BatchNorm1d(3).to(device)
    a = torch.randn(4, 3, device=device, requires_grad=True)
    b = torch.randn(4, 3, device=device)
    loss = (bn(a) * bn(b)).sum()
    loss.backward()
    print("  running_mean", bn.running_mean)


def training_steps():
    model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    inp = torch.randn(8, 3, device=device)
    target = torch.randn(8, 1, device=device)
    for step in range(3):
        opt.zero_grad()
        loss = F.mse_loss(model(inp), target)
        loss.backward()
        opt.step()
        print("  step", step, round(loss.item(), 4))


def step_before_backward():
    lin = nn.Linear(3, 1).to(device)
    opt = torch.optim.SGD(lin.parameters(), lr=0.1)
    loss = lin(x).pow(2).sum()
    loss.backward(retain_graph=True)
    opt.step()
    loss.backward()


for f in [weight_changed_under_no_grad, result_changed, saved_input_changed, leaf_changed,
          view_of_a_changed_tensor, relu_output_changed, unsaved_input_changed,
          exp_input_changed, weight_of_a_constant_input_changed, batchnorm_twice,
          training_steps, step_before_backward]:
    attempt(f.__name__, f)
