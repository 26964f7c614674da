# memory_format= of the conversion methods, clone, contiguous and to; is_contiguous per format.
import torch

device = "cpu"

x = torch.arange(24.0, device=device).reshape(1, 2, 3, 4) - 5.0
cl = x.float(memory_format=torch.channels_last)
print(cl)
print(cl.is_contiguous(), cl.is_contiguous(memory_format=torch.channels_last))
print(torch.equal(cl, x), (cl * 2).sum().item())
for conv in ("float", "double", "half", "bfloat16", "int", "long", "bool"):
    y = getattr(x, conv)(memory_format=torch.channels_last)
    z = getattr(x, conv)(memory_format=torch.contiguous_format)
    w = getattr(x, conv)(memory_format=torch.preserve_format)
    print(conv, y.dtype, y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last),
          z.is_contiguous(), w.is_contiguous(), y.tolist() == z.tolist())

# preserve_format keeps a dense input's layout; contiguous_format lays it out row-major.
print(cl.double().is_contiguous(memory_format=torch.channels_last), cl.double().is_contiguous())
print(cl.clone().is_contiguous(memory_format=torch.channels_last))
print(cl.clone(memory_format=torch.contiguous_format).is_contiguous())
print(cl.contiguous().is_contiguous(), cl.contiguous() is cl, cl.float() is cl)
print(x.contiguous(memory_format=torch.channels_last).is_contiguous(memory_format=torch.channels_last))
print(x.to(memory_format=torch.channels_last).is_contiguous(memory_format=torch.channels_last))
print(x.to(torch.float64, memory_format=torch.channels_last).is_contiguous(memory_format=torch.channels_last))
print(torch.clone(x, memory_format=torch.channels_last).is_contiguous(memory_format=torch.channels_last))
print(x.cpu(memory_format=torch.channels_last).is_contiguous(memory_format=torch.channels_last))
t = x.transpose(2, 3)
print(t.double().is_contiguous(), t.clone().is_contiguous(), t.contiguous().is_contiguous())
print(t.double().transpose(2, 3).is_contiguous(), torch.equal(t.double(), t.contiguous().double()))

# Size-1 dims do not count; other ranks are not channels_last.
print(torch.zeros(2, 1, 3, 1, device=device).is_contiguous(memory_format=torch.channels_last))
print(torch.zeros(2, 3, device=device).is_contiguous(memory_format=torch.channels_last))
v = torch.zeros(2, 3, 2, 2, 2, device=device).float(memory_format=torch.channels_last_3d)
print(v.is_contiguous(memory_format=torch.channels_last_3d), v.is_contiguous())
print(x.is_contiguous(memory_format=torch.preserve_format))

# Gradients pass through the layout change.
g = x.clone().requires_grad_(True)
out = g.float(memory_format=torch.channels_last)
print(out.grad_fn.name())
(out * torch.arange(24.0, device=device).reshape(1, 2, 3, 4)).sum().backward()
print(g.grad)
h = x.clone().requires_grad_(True)
c = h.contiguous(memory_format=torch.channels_last)
print(c.grad_fn.name(), h.clone(memory_format=torch.channels_last).grad_fn.name())
(c.exp() * 0 + c).sum().backward()
print(h.grad.sum().item())

for f in (
    lambda: torch.zeros(2, 3, device=device).float(memory_format=torch.channels_last),
    lambda: torch.zeros(2, 3, 4, device=device).double(memory_format=torch.channels_last_3d),
    lambda: torch.zeros(2, 3, device=device).clone(memory_format=torch.channels_last),
    lambda: t.contiguous(memory_format=torch.preserve_format),
    lambda: x.float(memory_format=torch.float32),
):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
