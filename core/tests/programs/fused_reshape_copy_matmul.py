# A reshape no view can express (a transposed tensor flattened) copies; in Fused mode that copy
# once folded into the matmul reading it with the source's rank: wrong values on the GPU and a
# read past the storage on the CPU. The matmul's operand is the copy, as in Strict.
import torch

device = "cpu"
T = torch.arange(24.0, device=device).reshape(2, 3, 4)
M = torch.ones(3, device=device)
print(M + 1, torch.ones(3, 8, device=device).matmul(T.transpose(1, 2).reshape(8, 3)))
W = torch.arange(12.0, device=device).reshape(3, 4)
x = torch.arange(8.0, device=device).reshape(2, 4)
print(x @ W.t(), (x @ W.t().contiguous()) * 2)
A = torch.arange(30.0, device=device).reshape(5, 6)
print(A.t().reshape(3, 10) @ torch.ones(10, 2, device=device), A.t().reshape(6, 5).t() @ torch.ones(6, 1, device=device))
