import torch

device = "cpu"
a = torch.zeros(3, 4, device=device)
a[1] = torch.ones(1, 4)
a[2] = torch.full((1, 1, 4), 2.0)
a[0, 1:3] = torch.tensor([[7.0, 8.0]])
print(a)
b = torch.zeros(2, 3)
b[torch.tensor([0, 1])] = torch.ones(1, 2, 3)
print(b)
c = torch.zeros(2, 2, requires_grad=False)
c[:] = torch.ones(1, 1, 1, 2)
print(c)
try:
    a[1] = torch.ones(2, 4)
except RuntimeError as e:
    print("RuntimeError", e)
x = torch.zeros(1, 4)
x[0] = torch.ones(1, 4)
print(x)
t = torch.ones(3)
for f in (lambda: t.__setitem__(slice(0, 2), torch.ones(3)), lambda: a.__setitem__((slice(0, 2),), torch.ones(3, 4)), lambda: a.__setitem__(0, torch.ones(2, 2))):
    try: f()
    except RuntimeError as e: print("RuntimeError", e)
