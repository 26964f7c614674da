# Two tutorial idioms: a Python number on the left of a tensor op (`2 * b`, whose node PyTorch
# builds as the tensor's reflected method, tensor first), and accumulating losses in place into a
# tensor outside the graph (`loss = torch.Tensor([0]); loss += l`), which joins the graph.
import torch

device = "cpu"
a = torch.ones(2, device=device, requires_grad=True)
b = a.sin()
for name, f in [("2*b", lambda: 2 * b), ("2+b", lambda: 2 + b), ("2-b", lambda: 2 - b), ("2**b", lambda: 2 ** b),
                ("b*2", lambda: b * 2), ("b-2", lambda: b - 2), ("2.5*b", lambda: 2.5 * b)]:
    out = f()
    fns = [(type(n).__name__ if n is not None else None, i) for n, i in out.grad_fn.next_functions]
    print(name, type(out.grad_fn).__name__, fns)
c = 2 * b + 1
d = (3 - c) ** 2
d.sum().backward()
print(a.grad)
g, = torch.autograd.grad((2 * a.sin()).sum(), a, create_graph=True)
g2, = torch.autograd.grad(g.sum(), a)
print(g, g2)
w = torch.ones(2, device=device, requires_grad=True)
loss = torch.Tensor([0]).to(device)
for i in range(3):
    loss += (w * (i + 1)).sum()
print(loss, loss.requires_grad, loss.is_leaf)
loss.backward()
print(w.grad)
acc = torch.zeros(2, device=device)
acc *= 1
acc -= w * 2
acc.sum().backward()
print(acc, w.grad)
