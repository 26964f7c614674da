import torch
device = "cpu"
torch.manual_seed(0)
x = torch.tensor([1, 2, 3, 4], device=device)
f = torch.tensor([1.5, -2.0, 3.25, 0.0], device=device)
print(x.divide(2), x.divide(3, rounding_mode="floor"), x.multiply(3), x.subtract(1, alpha=2))
y = f.clone()
print(y.divide_(2), y.multiply_(4), y.subtract_(torch.ones(4, device=device), alpha=0.5), y)
try:
    x.clone().divide_(2)
except RuntimeError as e:
    print("RuntimeError", e)
z = x.clone()
print(z.eq_(2), z.dtype)
g = f.clone()
print(g.gt_(0.5), g.dtype, f.clone().le_(torch.tensor([2.0, -3.0, 3.25, 1.0], device=device)))
print(f.clone().ne_(0), f.clone().ge_(0), f.clone().lt_(0), f.clone().greater_(1), f.clone().less_equal_(0))
print(f.where(f > 0, torch.tensor(-1.0, device=device)), f.where(f > 0, 9.0))
print(f.get_device() == (-1 if device == "cpu" else 0), torch.tensor([0.0]).is_nonzero(), torch.tensor([[3]]).is_nonzero())
for bad in [torch.tensor([]), torch.tensor([1, 2])]:
    try:
        bad.is_nonzero()
    except RuntimeError as e:
        print("RuntimeError", e)
print(f.is_same_size(x), f.is_same_size(torch.ones(2, 2)))
m = torch.arange(24.0, device=device).view(2, 3, 4)
print(m.sum_to_size(3, 1), m.sum_to_size((1, 3, 4)).shape, m.sum_to_size(4), m.sum_to_size(2, 3, 4).shape)
try:
    m.sum_to_size(5)
except RuntimeError as e:
    print("RuntimeError", e)
print(m.adjoint().shape, f.hardshrink(1.6), f.prelu(torch.tensor([0.25], device=device)))
c = torch.ones(5, device=device)
print(c.cumsum_(0), c)
w = torch.tensor([0.5, 1.5, 2.5], device=device)
print(w.clone().lgamma_(), w.clone().digamma_(), w.clone().polygamma_(1), w.clone().i0_())
print(torch.tensor([12, 18], device=device).gcd_(torch.tensor([8, 12], device=device)), torch.tensor([4, 6], device=device).lcm_(torch.tensor([6, 4], device=device)))
acc = torch.zeros(2, 2, device=device)
print(acc.addmm_(torch.ones(2, 3, device=device), torch.ones(3, 2, device=device), beta=0.5, alpha=2))
print(torch.zeros(3, device=device).addmv_(torch.eye(3, device=device), torch.tensor([1.0, 2.0, 3.0], device=device)))
print(torch.zeros(2, 2, device=device).baddbmm_(torch.ones(4, 2, 3, device=device), torch.ones(4, 3, 2, device=device)).shape if False else torch.zeros(4, 2, 2, device=device).baddbmm_(torch.ones(4, 2, 3, device=device), torch.ones(4, 3, 2, device=device))[0])
print(torch.tensor([-1.0, 0.0, 2.0], device=device).heaviside_(torch.tensor([0.5], device=device)))
a = torch.tensor([1.0, 2.0], device=device)
print(torch.asarray([1, 2], device=device), torch.asarray(a) is a, torch.asarray(a, copy=True) is a, torch.asarray(a, dtype=torch.int64))
b = torch.asarray(a)
b[0] = 9
print(a, torch.asarray(3.0, device=device), torch.asarray([0.5, 1.0], device=device, requires_grad=True))
try:
    torch.asarray(a, copy=False, dtype=torch.int32)
except ValueError as e:
    print("ValueError", e)
