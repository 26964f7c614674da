# Tensor creation recipes and their gotchas: arange with float steps (end excluded, rounding),
# linspace/logspace including the end, torch.tensor vs torch.as_tensor vs from a list of tensors,
# full/empty_like/zeros_like keeping dtype, eye/diag/diag_embed, tril/triu masks, repeat_interleave,
# randint bounds, and clone().detach() as the right way to copy a tensor.
import torch

device = "cpu"
torch.manual_seed(0)

print(torch.arange(5), torch.arange(2, 10, 3), torch.arange(1.0, 2.0, 0.25))
print("arange(0, 1, 0.1) length:", len(torch.arange(0, 1, 0.1)), "last:", round(torch.arange(0, 1, 0.1)[-1].item(), 4))
print("arange descending:", torch.arange(5, 0, -2))
print(torch.linspace(0, 1, steps=5), torch.linspace(-1, 1, 3, dtype=torch.float64))
print(torch.logspace(0, 3, steps=4), torch.logspace(0, 3, 4, base=2))
print(torch.full((2, 3), 7), torch.full((2,), 0.5).dtype, torch.full((1,), True).dtype)
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32, device=device)
print(torch.zeros_like(x), torch.ones_like(x, dtype=torch.float32), torch.full_like(x, 9))
print("empty_like shape/dtype:", torch.empty_like(x).shape, torch.empty_like(x).dtype)
print("new_zeros/new_full:", x.new_zeros(3), x.new_full((2,), 5), x.new_tensor([1.5]).dtype, x.new_ones(1, 2).dtype)
print(torch.eye(2, 3), torch.diag(torch.tensor([1, 2, 3])), torch.diag(torch.arange(9).view(3, 3)))
print("diag_embed:", torch.diag_embed(torch.tensor([[1.0, 2.0], [3.0, 4.0]])))
print("tril:\n", torch.ones(3, 3).tril(), "\ntriu(1) as mask:\n", torch.ones(3, 3, dtype=torch.bool).triu(1))
print("repeat_interleave:", torch.tensor([1, 2, 3]).repeat_interleave(2), torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([3, 1])))
print("repeat vs tile:", torch.tensor([1, 2]).repeat(2, 2), torch.tensor([1, 2]).tile((2,)))
r = torch.randint(3, 6, (1000,))
print("randint(3, 6) range:", r.min().item(), r.max().item(), "dtype", r.dtype)
print("rand range ok:", bool(((torch.rand(1000) >= 0) & (torch.rand(1000) < 1)).all()))
print("randn_like:", torch.randn_like(torch.zeros(2, 2)).shape, "randperm:", torch.randperm(6).tolist())
print("normal with tensors:", torch.normal(torch.tensor([0.0, 100.0]), torch.tensor([1e-3, 1e-3])).round())

data = [1.0, 2.0, 3.0]
t = torch.tensor(data)
a = torch.as_tensor(t)
print("as_tensor of a tensor shares it:", a is t)
print("torch.tensor of a list of 0-d tensors:", torch.tensor([torch.tensor(1.0), torch.tensor(2.0)]))
print("stack instead of tensor(list of tensors):", torch.stack([torch.ones(2), torch.zeros(2)]))
c = t.clone().detach()
c[0] = 100
print("clone().detach() is a real copy:", t[0].item())
w = torch.ones(2, requires_grad=True)
print("torch.tensor(w) warns; clone().detach():", w.clone().detach().requires_grad)
print("from range:", torch.tensor(range(4)), "from tuple of tuples:", torch.tensor(((1, 2), (3, 4))).shape)
print("bool from ints:", torch.tensor([0, 2, -1]).bool(), "complex-free int from bool:", torch.tensor([True, False]).long())
print("heaviside:", torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor(0.5)))
print("zeros with a size tuple or varargs:", torch.zeros((2, 3)).shape == torch.zeros(2, 3).shape)
print("scalar_tensor:", torch.scalar_tensor(3), "tensor(3.) dim:", torch.tensor(3.0).dim(), "shape:", torch.tensor(3.0).shape)
print("on device:", torch.ones(2, device=device).sum().item())
