# "Learning PyTorch with Examples", defining new autograd functions: LegendrePolynomial3 with
# ctx.save_for_backward, fitting y = sin(x) as a + b * P3(c + d * x).
import math
import torch


class LegendrePolynomial3(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)


device = "cpu"
dtype = torch.float
torch.manual_seed(9)

x = torch.linspace(-math.pi, math.pi, 200, dtype=dtype, device=device)
y = torch.sin(x)

a = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, device=device, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, device=device, dtype=dtype, requires_grad=True)

learning_rate = 5e-5
for t in range(300):
    P3 = LegendrePolynomial3.apply
    y_pred = a + b * P3(c + d * x)
    loss = (y_pred - y).pow(2).sum()
    if t % 50 == 49:
        print(t, f"{loss.item():.4f}")
    loss.backward()
    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad
        a.grad = None
        b.grad = None
        c.grad = None
        d.grad = None

print(f"Result: y = {round(a.item(), 3) + 0.0:.3f} + {b.item():.4f} * P3({round(c.item(), 3) + 0.0:.3f} + {d.item():.4f} x)")
print(y_pred.grad_fn.next_functions[1][0].next_functions[1][0].__class__.__name__)
