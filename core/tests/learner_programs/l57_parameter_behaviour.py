# What a Parameter is and what operations give back: repr, requires_grad default, integer
# Parameters refused, .data/.detach()/.clone()/arithmetic types, deepcopy, isinstance checks,
# and the difference between assigning a Parameter and a tensor to a module.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


p = nn.Parameter(torch.tensor([1.0, 2.0], device=device))
attempt("repr", lambda: repr(nn.Parameter(torch.tensor([1.0, 2.0]))))
attempt("no grad repr", lambda: nn.Parameter(torch.tensor([1.0]), requires_grad=False))
attempt("int param", lambda: nn.Parameter(torch.tensor([1])))
attempt("int param no grad", lambda: nn.Parameter(torch.tensor([1]), requires_grad=False))
attempt("types", lambda: [type(t).__name__ for t in (p.data, p.detach(), p.clone(), p * 2, p[0], copy.deepcopy(p))])
attempt("is tensor", lambda: (isinstance(p, torch.Tensor), isinstance(p * 1, nn.Parameter)))
attempt("is_leaf", lambda: (p.is_leaf, (p * 2).is_leaf, p.clone().is_leaf))
attempt("grad_fn", lambda: (p.grad_fn, type((p * 2).grad_fn).__name__))
attempt("requires_grad", lambda: (p.requires_grad, p.detach().requires_grad, p.data.requires_grad))
attempt("deepcopy shares?", lambda: copy.deepcopy(p).data_ptr() == p.data_ptr())
attempt("param of param", lambda: type(nn.Parameter(p)).__name__)

m = nn.Module()
m.w = nn.Parameter(torch.ones(2))
m.t = torch.ones(2)
attempt("registered", lambda: [n for n, _ in m.named_parameters()])
attempt("tensor attr", lambda: "t" in m.state_dict())
m.register_buffer("b", torch.zeros(1))
attempt("state", lambda: list(m.state_dict()))
attempt("replace param by param", lambda: (setattr(m, "w", nn.Parameter(torch.zeros(3))), [tuple(q.shape) for q in m.parameters()])[1])
attempt("replace param by tensor", lambda: setattr(m, "w", torch.zeros(3)))
attempt("buffer by param", lambda: (setattr(m, "b", nn.Parameter(torch.ones(1))), list(m.state_dict()))[1])
with torch.no_grad():
    p.mul_(3)
attempt("after no_grad mul_", lambda: (p.tolist(), p.requires_grad, p.grad_fn))
p.data = torch.tensor([5.0, 6.0], device=device)
attempt("after .data =", lambda: (p.tolist(), type(p).__name__))
attempt("sum grad", lambda: (p.sum().backward(), p.grad.tolist())[1])
