# In-place mistakes and the version-counter errors learners meet: modifying a tensor that a
# backward saved (tanh output, matmul input), weights changed between forward and backward,
# an optimizer step between two backward passes, leaf writes, out= on a leaf, shared detach.
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
        print(label, type(e).__name__ + ":", e)
def tanh_then_add():
    a = torch.randn(2, 3, device=device, requires_grad=True)
    b = a.tanh()
    b.add_(1)
    b.sum().backward()
attempt("tanh add_", tanh_then_add)
def mul_saved_input():
    w = torch.randn(3, device=device, requires_grad=True)
    x = torch.randn(3, device=device)
    y = w * x
    x.mul_(2)
    y.sum().backward()
    return w.grad is not None
attempt("mul saved input", mul_saved_input)
def mm_saved():
    w = torch.randn(3, 3, device=device, requires_grad=True)
    x = torch.randn(2, 3, device=device)
    y = x @ w
    x += 1
    y.sum().backward()
attempt("mm saved", mm_saved)
def model_inplace():
    lin = nn.Linear(2, 2).to(device)
    out = lin(torch.ones(1, 2, device=device))
    with torch.no_grad():
        lin.weight.add_(1)
    out.sum().backward()
    return [[round(v, 4) for v in r] for r in lin.weight.grad.tolist()]
attempt("weight modified after forward", model_inplace)
def optimizer_between():
    lin = nn.Linear(2, 2).to(device)
    opt = torch.optim.SGD(lin.parameters(), lr=0.1)
    x = torch.ones(1, 2, device=device, requires_grad=True)
    h = lin(x)
    out = lin(h)
    out.sum().backward(retain_graph=True)
    opt.step()
    out.sum().backward()
attempt("step between backward", optimizer_between)
def leaf_setitem():
    a = torch.zeros(3, device=device, requires_grad=True)
    a[0] = 1
attempt("leaf setitem", leaf_setitem)
def leaf_data_ok():
    a = torch.zeros(3, device=device, requires_grad=True)
    a.data[0] = 1
    return a.tolist()
attempt("leaf .data setitem", leaf_data_ok)
def nonleaf_inplace_ok():
    a = torch.zeros(3, device=device, requires_grad=True)
    b = a + 1
    b[0] = 5
    b.sum().backward()
    return a.grad.tolist()
attempt("nonleaf setitem", nonleaf_inplace_ok)
def exp_out():
    a = torch.randn(3, device=device, requires_grad=True)
    torch.exp(a, out=a)
attempt("out= leaf", exp_out)
def detach_inplace():
    a = torch.randn(3, device=device, requires_grad=True)
    b = a.exp()
    d = b.detach()
    d.zero_()
    b.sum().backward()
attempt("detach shared inplace", detach_inplace)
def backward_graph_freed_view():
    x = torch.ones(2, device=device, requires_grad=True)
    y = x * x
    z = y.sum()
    z.backward()
    y.sum().backward()
attempt("freed by other", backward_graph_freed_view)
def grad_none_step():
    w = torch.ones(2, device=device, requires_grad=True)
    return w.grad
attempt("grad none", grad_none_step)
def backward_nonscalar_grad():
    x = torch.ones(2, device=device, requires_grad=True)
    y = x * 2
    y.backward(torch.ones(3, device=device))
attempt("backward wrong grad shape", backward_nonscalar_grad)
def int_grad():
    x = torch.ones(2, device=device, requires_grad=True)
    (x * 2).sum().backward(torch.tensor(1, device=device))
attempt("int grad tensor", int_grad)
