# How tensors print: integer, bool, float with mixed magnitudes (scientific notation), large
# tensors summarized with '...', requires_grad/grad_fn suffixes, set_printoptions precision.
import torch

device = "cpu"
torch.manual_seed(32)

print(torch.tensor([1, -20, 300]).to(device))
print(torch.tensor([True, False]).to(device))
print(torch.tensor([1.0, 2.5, -3.25]).to(device))
print(torch.tensor([1e-5, 1.0, 1e5]).to(device))
print(torch.tensor([123456.0, 0.1]).to(device))
print(torch.tensor([[1e-10, 2.0], [3.0, 4.0]]).to(device))
print(torch.tensor([float("nan"), float("inf"), -float("inf"), 1.0]).to(device))
print(torch.arange(2000).to(device))
print(torch.zeros(3, 1000).to(device)[:, :3])
print(torch.randn(2, 3).to(device).requires_grad_())
w = torch.ones(2, requires_grad=True)
print(w * 2, (w * 2).sum())
print(torch.tensor(3.5).to(device), torch.tensor(7).to(device))
print(torch.tensor([1.0, 2.0], dtype=torch.float64).to(device), torch.tensor([1, 2], dtype=torch.int32).to(device))
print(torch.tensor([0.1, 0.25], dtype=torch.float16).to(device), torch.empty(0, 3).to(device))
torch.set_printoptions(precision=2)
print(torch.tensor([3.14159, 2.71828]).to(device))
torch.set_printoptions(sci_mode=True)
print(torch.tensor([3.14159, 200.0]).to(device))
torch.set_printoptions(profile="default")
print(torch.tensor([3.14159, 200.0]).to(device))
print(torch.randn(2, 2, 2).to(device))
print(repr(torch.ones(2, dtype=torch.uint8).to(device)), str(torch.ones(1).to(device).shape), torch.ones(2, 2).to(device).size(1))
