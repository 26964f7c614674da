# Autograd mistakes: backward twice, backward on non-scalar, in-place on a leaf,
# in-place modification of a saved tensor, grad of non-requires-grad, .grad of non-leaf.
import torch
import torch.nn as nn
import warnings

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__)
        print(str(e))


w = torch.randn(3, device=device, requires_grad=True)
x = torch.randn(3, device=device)


def twice():
    loss = (w * x).exp().sum()
    loss.backward()
    loss.backward()


attempt("backward twice", twice)


def retain():
    w.grad = None
    loss = (w * x).exp().sum()
    loss.backward(retain_graph=True)
    loss.backward()
    return [round(v, 4) for v in (w.grad / 2).tolist()]


attempt("retain_graph", retain)
attempt("non-scalar", lambda: (w * 2).backward())
attempt("leaf inplace", lambda: w.add_(1))
attempt("leaf inplace no_grad", lambda: torch.no_grad()(lambda: w.mul_(1))() is not None)


def saved_modified():
    a = torch.randn(3, requires_grad=True, device=device)
    b = a.sigmoid()
    c = b * 2
    b.mul_(3)
    c.sum().backward()


attempt("sigmoid saved", saved_modified)


def exp_saved():
    a = torch.randn(2, 2, requires_grad=True, device=device)
    e = a.exp()
    e += 1
    e.sum().backward()


attempt("exp saved", exp_saved)


def no_grad_tensor():
    t = torch.ones(2, device=device)
    (t * 2).sum().backward()


attempt("no requires_grad", no_grad_tensor)
attempt("int requires_grad", lambda: torch.tensor([1, 2], requires_grad=True, device=device))
attempt("grad int", lambda: torch.arange(3, device=device).requires_grad_())


def nonleaf_grad():
    a = torch.ones(2, requires_grad=True, device=device)
    b = a * 2
    b.sum().backward()
    return b.grad, b.is_leaf


attempt("non-leaf grad", nonleaf_grad)


def grad_api():
    a = torch.ones(2, requires_grad=True, device=device)
    y = (a ** 2).sum()
    (g,) = torch.autograd.grad(y, a)
    torch.autograd.grad(y, a)


attempt("autograd.grad twice", grad_api)


def unused_input():
    a = torch.ones(2, requires_grad=True, device=device)
    b = torch.ones(2, requires_grad=True, device=device)
    return torch.autograd.grad((a * 2).sum(), [a, b])


attempt("unused", unused_input)


def detach_mistake():
    a = torch.ones(2, requires_grad=True, device=device)
    y = (a.detach() * 2).sum()
    y.backward()


attempt("detached", detach_mistake)


def view_inplace():
    a = torch.ones(4, requires_grad=True, device=device)
    v = a[:2]
    v.zero_()


attempt("set requires_grad non-leaf", lambda: setattr((w * 2), "requires_grad", False))
