# In-place autograd mistakes: modifying a leaf that requires grad, changing a tensor saved for backward, in-place on a view of a leaf, and the ones no_grad makes legal.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

w = torch.ones(3, device=device, requires_grad=True)
attempt("leaf add_", lambda: w.add_(1))
attempt("leaf zero_", lambda: w.zero_())
attempt("leaf setitem", lambda: w.__setitem__(0, 5.0))
attempt("leaf fill_", lambda: w.fill_(2.0))
attempt("leaf data", lambda: w.data.add_(0).tolist())

def iadd():
    global w
    w += 1

attempt("leaf +=", iadd)

def nograd():
    with torch.no_grad():
        w.mul_(2)
    return w.tolist()

attempt("no_grad mul_", nograd)

def saved_exp():
    a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
    b = a.exp()
    b.add_(1)
    b.sum().backward()

attempt("saved exp", saved_exp)

def saved_sigmoid():
    a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
    b = torch.sigmoid(a)
    c = b * 2
    b.mul_(3)
    c.sum().backward()
    return a.grad.tolist()

attempt("saved sigmoid", saved_sigmoid)

def saved_mul():
    a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
    b = a * 1
    c = b * b
    b.add_(1)
    c.sum().backward()


def unsaved_add():
    a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
    b = a * 1
    c = b + 3
    b.add_(1)
    c.sum().backward()
    return a.grad.tolist()

attempt("unsaved add", unsaved_add)

def relu_inplace():
    a = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)
    b = a * 2
    c = F.relu(b, inplace=True)
    c.sum().backward()
    return a.grad.tolist()

attempt("relu inplace", relu_inplace)

def relu_leaf():
    a = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)
    F.relu(a, inplace=True)

attempt("relu leaf", relu_leaf)

def view_mod():
    a = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
    b = a.pow(2)
    v = b[1:]
    v.mul_(2)
    b.sum().backward()
    return a.grad.tolist()


def version():
    a = torch.ones(2, device=device)
    v0 = a._version
    a.add_(1)
    a.mul_(2)
    return a._version - v0

attempt("version", version)

def detach_mod():
    a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
    b = a.sin()
    d = b.detach()
    d.zero_()
    b.sum().backward()

attempt("detach mod", detach_mod)
