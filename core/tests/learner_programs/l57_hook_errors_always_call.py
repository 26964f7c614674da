# Hooks that go wrong: a forward hook raising, always_call hooks still running after a
# pre-hook's error, pre-hooks returning a bare tensor, kwargs pre-hooks returning the wrong
# thing, hooks on tensors that don't require grad, and post-accumulate-grad hooks.
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


x = torch.ones(1, 2, device=device)
lin = nn.Linear(2, 2).to(device)


def bad_hook(m, i, o):
    raise ValueError("boom in " + type(m).__name__)


h = lin.register_forward_hook(bad_hook)
attempt("hook raises", lambda: lin(x))
h.remove()
h_always = lin.register_forward_hook(lambda m, i, o: print("always-call sees output", o is None), always_call=True)


def bad_pre(m, args):
    raise KeyError("pre")


h_pre = lin.register_forward_pre_hook(bad_pre)
attempt("pre raises", lambda: lin(x))
h_pre.remove()
attempt("after removing pre", lambda: tuple(lin(x).shape))
h_always.remove()

lin2 = nn.Linear(2, 2).to(device)
lin2.register_forward_pre_hook(lambda m, a: a[0] * 0)
attempt("pre returns tensor", lambda: lin2(x).tolist() == [lin2.bias.tolist()])
lin3 = nn.Linear(2, 2).to(device)
lin3.register_forward_pre_hook(lambda m, a, k: a, with_kwargs=True)
attempt("kwargs pre bad return", lambda: lin3(x))
h1 = lin3.register_forward_hook(lambda *a: None)
h2 = lin3.register_forward_hook(lambda *a: None)
print("handle ids step", h2.id - h1.id, type(h1.id).__name__)

t = torch.ones(2, device=device, requires_grad=True)
y = t * 3
y.register_hook(lambda g: print("grad at y", g.tolist()))
y.sum().backward()
print("t.grad", t.grad.tolist())
attempt("hook on no-grad tensor", lambda: torch.ones(2, device=device).register_hook(lambda g: g))
t2 = torch.ones(2, device=device, requires_grad=True)
t2.register_post_accumulate_grad_hook(lambda p: print("accumulated", p.grad.tolist()))
(t2 * 2).sum().backward()
(t2 * 5).sum().backward()

m = nn.Linear(2, 1).to(device)
m.register_full_backward_hook(lambda mod, gi, go: print("grad_input None", gi[0] is None, [round(v, 4) for v in go[0].flatten().tolist()]))
m(torch.ones(3, 2, device=device)).mean().backward()

m3 = nn.Linear(2, 2).to(device)
m3.register_state_dict_post_hook(lambda mod, sd, prefix, local: print("state_dict built", list(sd.keys())))
m3.register_load_state_dict_post_hook(lambda mod, keys: print("loaded", keys))
m3.load_state_dict(m3.state_dict())
