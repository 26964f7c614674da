import torch, torch.nn.functional as F
device = "cpu"
torch.manual_seed(0)
x = torch.randn(1, 2, 6, 6, device=device)
print(F.adaptive_max_pool2d_with_indices(x, 2))
print(F.adaptive_max_pool1d_with_indices(x[0], 3)[1])
print(F.adaptive_max_pool3d_with_indices(x[None], (1, 2, 2))[1].shape)
print(F.fractional_max_pool2d_with_indices(x, 2, output_size=3)[1].shape)
