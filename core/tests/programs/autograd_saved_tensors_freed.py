# What a backward frees and what it keeps: PyTorch frees the tensors each node saved once a
# backward without retain_graph has run through it. Nodes that saved nothing (sum, mean, add,
# sub) can be run again; nodes that saved tensors cannot. An in-place write to a tensor that no
# backward still needs (sum and mean save neither input nor result) is allowed.
import torch

device = "cpu"
w = torch.ones(3, device=device, requires_grad=True)


def attempt(label, fn):
    try:
        fn()
        print(label, "ok", w.grad)
    except RuntimeError as e:
        print(label, "RuntimeError:", str(e).split(".")[0])


s = w.sum()
attempt("sum once", s.backward)
attempt("sum twice", s.backward)
w.grad = None
m = (w + 1).mean()
attempt("add+mean once", m.backward)
attempt("add+mean twice", m.backward)
w.grad = None
d = (w - 2).sum() + w.sum()
attempt("sub twice a", d.backward)
attempt("sub twice b", d.backward)
w.grad = None
p = (w * 3).sum()
attempt("mul once", p.backward)
attempt("mul twice", p.backward)
w.grad = None
e = w.exp().sum()
attempt("exp once", e.backward)
attempt("exp twice", e.backward)
w.grad = None
r = (w * w).sum()
r.backward(retain_graph=True)
attempt("retained", r.backward)
attempt("after retained", r.backward)

# In-place writes that no backward still needs.
w.grad = None
h = w * 2
total = h.sum()
h.add_(1)
total.backward()
print("in-place after sum", h.detach(), w.grad)
w.grad = None
acc = w.sum()
acc += 1
acc *= 2
acc.backward()
print("augmented on a sum", acc.item(), w.grad)
w.grad = None
q = w * 2
avg = q.mean()
q.mul_(3)
(avg + q.sum()).backward()
print("in-place after mean", w.grad)
