# torch.i0 (the modified Bessel function of order 0) over a range, on ints, and its gradient (i1).
import torch

device = "cpu"
x = torch.tensor([-12.5, -8.25, -3.0, -0.5, 0.0, 0.75, 2.0, 5.5, 9.0, 20.0], device=device, requires_grad=True)
y = torch.i0(x)
y.sum().backward()
print("i0", [float("%.5g" % v) for v in y.tolist()])
print("grad", [float("%.5g" % v) for v in x.grad.tolist()])
print("int", [float("%.5g" % v) for v in torch.i0(torch.tensor([0, 1, -3], device=device)).tolist()])
print("method", [float("%.5g" % v) for v in x.detach()[:3].i0().tolist()])
print("empty", torch.i0(torch.zeros(0, 2, device=device)).shape)
