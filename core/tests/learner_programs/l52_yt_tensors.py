# "Introduction to PyTorch" video series, Introduction to PyTorch Tensors: creation, random seeds,
# shapes and *_like, dtypes, math and logic, broadcasting, in-place ops, out=, copying with
# clone/detach, and manipulating dimensions (unsqueeze/squeeze/reshape).
import math
import torch

device = "cpu"

zeros = torch.zeros(2, 3)
print(zeros)
ones = torch.ones(2, 3)
print(ones)
torch.manual_seed(1729)
random = torch.rand(2, 3)
print(random)

torch.manual_seed(1729)
random1 = torch.rand(2, 3)
random2 = torch.rand(2, 3)
torch.manual_seed(1729)
random3 = torch.rand(2, 3)
print(torch.equal(random1, random3), torch.equal(random1, random2))

x = torch.empty(2, 2, 3)
print(x.shape)
ones_like_x = torch.ones_like(x)
print(ones_like_x.shape)
rand_like_x = torch.rand_like(x)
print(rand_like_x.shape)

some_constants = torch.tensor([[3.1415926, 2.71828], [1.61803, 0.0072897]])
print(some_constants)
some_integers = torch.tensor((2, 3, 5, 7, 11, 13, 17, 19))
print(some_integers)
more_integers = torch.tensor(((2, 4, 6), [3, 6, 9]))
print(more_integers)

a = torch.ones((2, 3), dtype=torch.int16)
print(a)
b = torch.rand((2, 3), dtype=torch.float64) * 20.
print(b)
c = b.to(torch.int32)
print(c)

ones = torch.zeros(2, 2) + 1
twos = torch.ones(2, 2) * 2
threes = (torch.ones(2, 2) * 7 - 1) / 2
fours = twos ** 2
sqrt2s = twos ** 0.5
print(ones, twos, threes, fours, sqrt2s)
powers2 = twos ** torch.tensor([[1, 2], [3, 4]])
print(powers2)
fives = ones + fours
dozens = threes * fours
print(fives, dozens)

rand = torch.rand(2, 4)
doubled = rand * (torch.ones(1, 4) * 2)
print(rand)
print(doubled)

a = torch.ones(4, 3, 2)
b = a * torch.rand(3, 2)
print(b)
c = a * torch.rand(3, 1)
print(c)
d = a * torch.rand(1, 2)
print(d)
try:
    a * torch.rand(4, 3)
except RuntimeError as e:
    print("RuntimeError:", e)

a = torch.rand(2, 4) * 2 - 1
print('Common functions:')
print(torch.abs(a))
print(torch.ceil(a))
print(torch.floor(a))
print(torch.clamp(a, -0.5, 0.5))
angles = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
sines = torch.sin(angles)
inverses = torch.asin(sines)
print('\nSine and arcsine:')
print(angles)
print(sines)
print(inverses)
print('\nBitwise XOR:')
b = torch.tensor([1, 5, 11])
c = torch.tensor([2, 7, 10])
print(torch.bitwise_xor(b, c))
print('\nBroadcasted, element-wise equality comparison:')
d = torch.tensor([[1., 2.], [3., 4.]])
e = torch.ones(1, 2)
print(torch.eq(d, e))
print('\nReduction ops:')
print(torch.max(d))
print(torch.max(d).item())
print(torch.mean(d))
print(torch.std(d))
print(torch.prod(d))
print(torch.unique(torch.tensor([1, 2, 1, 2, 1, 2])))
v1 = torch.tensor([1., 0., 0.])
v2 = torch.tensor([0., 1., 0.])
m1 = torch.rand(2, 2)
m2 = torch.tensor([[3., 0.], [0., 3.]])
print('\nVectors & Matrices:')
print(torch.linalg.cross(v2, v1))
print(m1)
m3 = torch.linalg.matmul(m1, m2)
print(m3)

a = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
print('a:')
print(a)
print(torch.sin(a))
print(a)
b = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
print('\nb:')
print(b)
print(torch.sin_(b))
print(b)
a = torch.ones(2, 2)
b = torch.rand(2, 2)
print(a.add_(b))
print(b.mul_(b))

a = torch.rand(2, 2)
b = torch.rand(2, 2)
c = torch.zeros(2, 2)
old_id = id(c)
d = torch.matmul(a, b, out=c)
print(c)
print(c is d, id(c) == old_id)
torch.rand(2, 2, out=c)
print(c)

a = torch.ones(2, 2)
b = a
a[0][1] = 561
print(b)
a = torch.ones(2, 2)
b = a.clone()
assert b is not a
print(torch.eq(a, b))
a[0][1] = 561
print(b)
a = torch.rand(2, 2, requires_grad=True)
b = a.clone()
c = a.detach().clone()
print(b.requires_grad, c.requires_grad)

my_tensor = torch.rand(2, 2).to(device)
print(my_tensor.device.type == device)

a = torch.rand(3, 226, 226)
b = a.unsqueeze(0)
print(a.shape)
print(b.shape)
c = torch.rand(1, 1, 1, 1, 1)
print(c)
a = torch.rand(1, 20)
print(a.shape)
b = a.squeeze(0)
print(b.shape)
c = torch.rand(2, 2)
print(c.shape)
d = c.squeeze(0)
print(d.shape)
a = torch.ones(4, 3, 2)
c = a * torch.rand(3, 1)
print(c.shape)
output3d = torch.rand(6, 20, 20)
input1d = output3d.reshape(6 * 20 * 20)
print(input1d.shape)
print(torch.reshape(output3d, (6 * 20 * 20,)).shape)
