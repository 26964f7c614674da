# torch.autograd.grad mistakes: unused inputs, outputs without grad, create_graph for second derivatives, and grads of integer or non-leaf tensors.
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

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
y = torch.tensor([3.0, 4.0], device=device, requires_grad=True)
attempt("unused", lambda: torch.autograd.grad((x * 2).sum(), [x, y]))
attempt("allow_unused", lambda: [None if g is None else g.tolist() for g in torch.autograd.grad((x * 2).sum(), [x, y], allow_unused=True)])
attempt("materialize", lambda: [g.tolist() for g in torch.autograd.grad((x * 2).sum(), [x, y], allow_unused=True, materialize_grads=True)])
attempt("non scalar", lambda: torch.autograd.grad(x * 2, x))
attempt("non scalar go", lambda: torch.autograd.grad(x * 2, x, torch.ones(2, device=device))[0].tolist())
attempt("no grad out", lambda: torch.autograd.grad(torch.ones(1, device=device).sum(), x))
attempt("input no grad", lambda: torch.autograd.grad((x * 2).sum(), torch.ones(2, device=device)))
attempt("int input", lambda: torch.autograd.grad((x * 2).sum(), torch.ones(2, dtype=torch.long, device=device)))

def second_no_create():
    (g,) = torch.autograd.grad((x ** 3).sum(), x)
    return torch.autograd.grad(g.sum(), x)

attempt("second no create", second_no_create)

def second():
    (g,) = torch.autograd.grad((x ** 3).sum(), x, create_graph=True)
    (h,) = torch.autograd.grad(g.sum(), x)
    return h.tolist()

attempt("second", second)

def grad_twice():
    out = (x * x).sum()
    torch.autograd.grad(out, x)
    torch.autograd.grad(out, x)

attempt("grad twice", grad_twice)

def grad_nonleaf():
    z = x * 3
    return torch.autograd.grad((z * z).sum(), z)[0].tolist()

attempt("nonleaf input", grad_nonleaf)
attempt("grad_outputs shape", lambda: torch.autograd.grad(x * 2, x, torch.ones(3, device=device)))
attempt("grad leaves .grad", lambda: (torch.autograd.grad((x * 2).sum(), x), x.grad)[1])

def backward_inputs():
    x.grad = None
    y.grad = None
    (x * y).sum().backward(inputs=[x])
    return x.grad.tolist(), y.grad


def requires_grad_false():
    z = torch.ones(2, device=device)
    z.requires_grad = True
    return torch.autograd.grad((z * 5).sum(), z)[0].tolist()

attempt("set requires_grad", requires_grad_false)

def functional_jac():
    return torch.autograd.functional.jacobian(lambda t: t ** 2, x).tolist()

attempt("jacobian", functional_jac)

def hook_bad():
    z = torch.ones(2, device=device)
    z.register_hook(lambda g: g)

attempt("hook no grad", hook_bad)

def hook_shape():
    z = torch.ones(2, device=device, requires_grad=True)
    z.register_hook(lambda g: torch.ones(3, device=device))
    (z * 2).sum().backward()

