"""Our rewrite of the PyTorch tutorial "Tensors" (Learn the Basics),
https://pytorch.org/tutorials/beginner/basics/tensorqs_tutorial.html

Same sections, calls and prints in the same order. Changed: NumPy does not exist in the playground,
so the two NumPy parts (a tensor from a NumPy array, and the "Bridge with NumPy" section at the end)
are left out. The tensors are made on `device` (the test runs the file on the TPU as well), except
the one whose attributes are printed, which starts on the CPU as in the tutorial and then moves to
`torch.accelerator.current_accelerator()` when the device line asks for an accelerator (the
tutorial moves it whenever one is available). Random values come from the seeded default generator
so the output is reproducible.
"""
import torch

device = "cpu"
torch.manual_seed(0)

# --- Making a tensor ---------------------------------------------------------------------------
# Straight from Python data: the dtype is inferred (integers here).
data = [[1, 2], [3, 4]]
x_data = torch.tensor(data, device=device)

# From another tensor: the *_like functions keep its shape (and dtype, unless told otherwise).
x_ones = torch.ones_like(x_data)
print(f"Ones Tensor: \n {x_ones} \n")

x_rand = torch.rand_like(x_data, dtype=torch.float)
print(f"Random Tensor: \n {x_rand} \n")

# From a shape: a tuple of sizes.
shape = (2, 3,)
rand_tensor = torch.rand(shape, device=device)
ones_tensor = torch.ones(shape, device=device)
zeros_tensor = torch.zeros(shape, device=device)

print(f"Random Tensor: \n {rand_tensor} \n")
print(f"Ones Tensor: \n {ones_tensor} \n")
print(f"Zeros Tensor: \n {zeros_tensor}")

# --- What a tensor knows about itself ------------------------------------------------------------
tensor = torch.rand(3, 4)

print(f"Shape of tensor: {tensor.shape}")
print(f"Datatype of tensor: {tensor.dtype}")
print(f"Device tensor is stored on: {tensor.device}")

# Tensors start on the CPU; `.to` moves one to the accelerator, when the device line asks for one.
if device != "cpu" and torch.accelerator.is_available():
    tensor = tensor.to(torch.accelerator.current_accelerator())

# --- Operations ----------------------------------------------------------------------------------
# Indexing and slicing, as with NumPy arrays.
tensor = torch.ones(4, 4, device=device)
print(f"First row: {tensor[0]}")
print(f"First column: {tensor[:, 0]}")
print(f"Last column: {tensor[..., -1]}")
tensor[:, 1] = 0
print(tensor)

# Joining: torch.cat puts tensors side by side along an existing dimension.
t1 = torch.cat([tensor, tensor, tensor], dim=1)
print(t1)

# Matrix product, three ways that give the same y (`.T` is the transpose).
y1 = tensor @ tensor.T
y2 = tensor.matmul(tensor.T)

y3 = torch.rand_like(y1)
torch.matmul(tensor, tensor.T, out=y3)
print(y1, torch.equal(y1, y2), torch.equal(y1, y3))

# Element-wise product, three ways again.
z1 = tensor * tensor
z2 = tensor.mul(tensor)

z3 = torch.rand_like(tensor)
torch.mul(tensor, tensor, out=z3)
print(z1, torch.equal(z1, z2), torch.equal(z1, z3))

# A one-element tensor becomes a Python number with item().
agg = tensor.sum()
agg_item = agg.item()
print(agg_item, type(agg_item))

# In-place operations end in an underscore and change the tensor itself.
print(f"{tensor} \n")
tensor.add_(5)
print(tensor)
