# f-strings and format() of tensors: a 0-dim tensor formats as its Python number, as PyTorch's
# Tensor.__format__ does; any other tensor as its str.
import torch

device = "cpu"
t = torch.tensor(0.5, device=device)
v = torch.tensor([1.0, 2.5], device=device)
print(f"{t}", f"{t:.3f}", f"{t:>8}", "{}".format(t), format(t, "e"))
print(f"{v}")
print(f"loss {torch.tensor(2.0, device=device) / 3:.4f}")
i = torch.tensor(7, device=device)
print(f"{i}", f"{i:03d}", f"{i:x}")
