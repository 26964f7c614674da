import torch
device = "cpu"
class Evaluator:
    def __init__(self):
        self.w = torch.ones(2, requires_grad=True, device=device)
    @torch.no_grad()
    def run(self, x):
        return (self.w * x).sum()
    @torch.inference_mode()
    def run2(self, x):
        return self.w * x
    @torch.enable_grad()
    def run3(self, x):
        return (self.w * x).sum()
e = Evaluator()
r = e.run(torch.ones(2, device=device))
print(r, r.requires_grad, e.run2(torch.ones(2, device=device)).requires_grad)
with torch.no_grad():
    print(e.run3(torch.ones(2, device=device)).requires_grad)
print(Evaluator.run.__name__)
@torch.no_grad
def f(x):
    return x * 2
print(f(torch.ones(1, requires_grad=True)).requires_grad)
t = torch.ones(3, requires_grad=True, device=device)
u = t * 2
u.detach_()
print(u.requires_grad, u.grad_fn, min(torch.tensor(3.0), 2.0), max(1.5, torch.tensor(0.5)))
t = torch.tensor(3.0, device=device)
print(2.0 < t, t < 2.0, 2 > t, 1.5 == t)
print(min(t, 2.0))
print(max(1.5, torch.tensor(0.5)))
print(sorted([t, 1.0, torch.tensor(2.0)]))
