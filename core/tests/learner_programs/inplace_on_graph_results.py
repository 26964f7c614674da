# In-place writes to results in the autograd graph: what PyTorch computes and what it refuses.
import torch

device = "cpu"
torch.manual_seed(0)
x = torch.randn(5, device=device, requires_grad=True)


def report(name, f):
    try:
        print(name, f())
    except RuntimeError as e:
        print(name, "RuntimeError:", str(e).split(" Hint:")[0])


def grad_of(out):
    out.sum().backward()
    g = x.grad.clone()
    x.grad = None
    return [round(v, 4) for v in g.tolist()]


def masked_fill_after_scalar_div():
    s = x / 2
    s.masked_fill_(s > 0.2, 0.0)
    return grad_of(s * 3)


def sigmoid_then_add_():
    s = torch.sigmoid(x * 1).add_(1)
    return grad_of(s)


def exp_then_mul_():
    z = torch.exp(x)
    z.mul_(2)
    return type(z.grad_fn).__name__, z._version, grad_of(z)


def tanh_then_index_write():
    z = torch.tanh(x)
    z[1] = 0.0
    return grad_of(z)


def relu_then_iadd():
    z = torch.relu(x)
    z += 1
    return grad_of(z)


def copy_into_result():
    h = x * 3
    h.copy_(x * x)
    return type(h.grad_fn).__name__, h._version, grad_of(h)


def zero_and_fill():
    h = x * 3
    h.zero_()
    k = x * 5
    k.fill_(2.0)
    return type(h.grad_fn).__name__, type(k.grad_fn).__name__, grad_of(h + k + x)


def copy_into_buffer():
    buf = torch.zeros(5, device=device)
    buf.copy_(x * 2)
    return buf.requires_grad, type(buf.grad_fn).__name__, grad_of(buf * buf)


def copy_broadcast_and_cast():
    h = (x * 1).view(5, 1).expand(5, 2).contiguous()
    h.copy_(x.double().view(5, 1) * 4)
    return h.dtype, grad_of(h)


def data_ptr_sharing():
    a = torch.arange(6.0, device=device)
    v = a.view(2, 3)
    s = a[2:]
    c = a.clone()
    return (a.data_ptr() == v.data_ptr(), s.data_ptr() - a.data_ptr(),
            c.data_ptr() == a.data_ptr(), a.detach().data_ptr() == a.data_ptr())


for f in [masked_fill_after_scalar_div, sigmoid_then_add_, exp_then_mul_, tanh_then_index_write,
          relu_then_iadd, copy_into_result, zero_and_fill, copy_into_buffer,
          copy_broadcast_and_cast, data_ptr_sharing]:
    report(f.__name__, f)
