# "Tensors" (Learn the Basics): initializing, attributes, indexing/slicing, joining,
# arithmetic three ways (operator, method, out=), single-element tensors and in-place ops.
import torch

device = "cpu"
torch.manual_seed(0)

data = [[1, 2], [3, 4]]
x_data = torch.tensor(data, device=device)
print(x_data, x_data.dtype)
x_ones = torch.ones_like(x_data)
print(f"Ones Tensor: \n {x_ones} \n")
x_rand = torch.rand_like(x_data, dtype=torch.float)
print(f"Random Tensor: \n {x_rand} \n")

shape = (2, 3,)
rand_tensor = torch.rand(shape, device=device)
ones_tensor = torch.ones(shape, device=device)
zeros_tensor = torch.zeros(shape, device=device)
print(f"Random Tensor: \n {rand_tensor} \n")
print(f"Ones Tensor: \n {ones_tensor} \n")
print(f"Zeros Tensor: \n {zeros_tensor}")

tensor = torch.rand(3, 4, device=device)
print(f"Shape of tensor: {tensor.shape}")
print(f"Datatype of tensor: {tensor.dtype}")
print(type(tensor.shape).__name__, tensor.shape == (3, 4), tensor.ndim, tensor.numel())

tensor = torch.ones(4, 4, device=device)
print(f"First row: {tensor[0]}")
print(f"First column: {tensor[:, 0]}")
print(f"Last column: {tensor[..., -1]}")
tensor[:, 1] = 0
print(tensor)

t1 = torch.cat([tensor, tensor, tensor], dim=1)
print(t1)
print(t1.shape, torch.stack([tensor, tensor]).shape, torch.hstack([tensor, tensor]).shape,
      torch.vstack([tensor, tensor]).shape)

tensor = torch.arange(16, dtype=torch.float32, device=device).reshape(4, 4)
y1 = tensor @ tensor.T
y2 = tensor.matmul(tensor.T)
y3 = torch.rand_like(y1)
torch.matmul(tensor, tensor.T, out=y3)
print(y1)
print(torch.equal(y1, y2), torch.equal(y1, y3))

z1 = tensor * tensor
z2 = tensor.mul(tensor)
z3 = torch.rand_like(tensor)
torch.mul(tensor, tensor, out=z3)
print(z3)
print(torch.equal(z1, z2), torch.equal(z1, z3))

agg = tensor.sum()
agg_item = agg.item()
print(agg_item, type(agg_item))

print(f"{tensor} \n")
tensor.add_(5)
print(tensor)
tensor = tensor.t()
print(tensor[0])
tensor.copy_(torch.full((4, 4), 2.5))
print(tensor.sum().item())
tensor.mul_(torch.arange(4.0, device=device)).sub_(1).div_(2).clamp_(min=0)
print(tensor)
t = torch.ones(5, device=device)
print(f"t: {t}")
t.add_(1)
print(f"t: {t}")
print(t.tolist(), t.int().tolist(), t.to(torch.float64).dtype)
print(tensor.to(device).device.type == device)
