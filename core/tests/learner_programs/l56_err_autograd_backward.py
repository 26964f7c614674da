# Autograd mistakes around backward: twice without retain_graph, non-scalar outputs, gradients of the wrong shape, tensors without grad, and what retain_graph allows.
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

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)

def twice():
    y = (x * x).sum()
    y.backward()
    y.backward()

attempt("twice", twice)

def twice_exp():
    y = x.exp().sum()
    y.backward()
    y.backward()

attempt("twice exp", twice_exp)

def twice_add():
    y = (x + 1).sum()
    y.backward()
    y.backward()
    return x.grad.tolist()

x.grad = None
attempt("twice add", twice_add)

def retain():
    x.grad = None
    y = (x * x).sum()
    y.backward(retain_graph=True)
    y.backward()
    return x.grad.tolist()

attempt("retain", retain)
attempt("non scalar", lambda: (x * 2).backward())
attempt("non scalar grad", lambda: (x * 2).backward(torch.ones(2, device=device)))

def with_grad():
    x.grad = None
    (x * 2).backward(torch.tensor([1.0, 0.0, 2.0], device=device))
    return x.grad.tolist()

attempt("non scalar ok", with_grad)
attempt("no grad", lambda: torch.ones(3, device=device).sum().backward())
attempt("detached", lambda: x.detach().sum().backward())

def under_no_grad():
    with torch.no_grad():
        y = (x * 2).sum()
    y.backward()

attempt("no_grad", under_no_grad)
attempt("grad int", lambda: torch.tensor([1, 2], device=device, requires_grad=True))
attempt("requires_grad_ int", lambda: torch.tensor([1, 2], device=device).requires_grad_())
attempt("requires_grad_ bool", lambda: torch.tensor([True], device=device).requires_grad_(True))
attempt("requires_grad_ off", lambda: torch.tensor([1, 2], device=device).requires_grad_(False).requires_grad)

def nonleaf():
    y = x * 2
    (y.sum()).backward()
    return y.grad, y.is_leaf, y.requires_grad

import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    attempt("nonleaf grad", nonleaf)

def set_nonleaf_rg():
    y = x * 2
    y.requires_grad = False

attempt("nonleaf requires_grad", set_nonleaf_rg)

def retain_grad():
    y = x * 2
    y.retain_grad()
    y.sum().backward()
    return y.grad.tolist()

attempt("retain_grad", retain_grad)

def grad_wrong_shape():
    x.grad = torch.ones(2, device=device)


def grad_wrong_dtype():
    x.grad = torch.ones(3, dtype=torch.float64, device=device)

attempt("backward scalar grad", lambda: (x.sum()).backward(torch.tensor(2.0, device=device)))
attempt("backward arg shape", lambda: (x.sum()).backward(torch.ones(3, device=device)))
attempt("tolist grad", lambda: (x * 1).tolist())
attempt("item grad", lambda: x.sum().item())
attempt("float grad", lambda: float(x[0]))
