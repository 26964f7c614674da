# Edge cases OpInfo samples found wrong: logit with eps above 0.5 (ATen tests the low bound first, so it is not clamp) and its gradient, linspace with one step (start, not end).
import torch

device = "cpu"
x = torch.tensor([0.1, 0.5, 0.9, 0.3], device=device, requires_grad=True)
for eps in [0.6, 0.2, None, 0.0]:
    y = torch.logit(x, eps)
    y.sum().backward()
    print(eps, [round(v, 5) for v in y.tolist()], [round(v, 5) for v in x.grad.tolist()])
    x.grad = None
print(torch.linspace(-3, 5, 1, device=device), torch.linspace(-3, 5, 2, device=device), torch.linspace(-3, 5, 0, device=device), torch.linspace(0, 1, 5, device=device))
