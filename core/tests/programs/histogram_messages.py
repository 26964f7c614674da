# torch.histogram / histogramdd: counts, weights, density, and PyTorch's messages for bad edges
# (the dtype named as its C++ type).
import torch

device = "cpu"
x = torch.tensor([[0.1, 0.9], [0.5, 0.2], [0.7, 0.7], [0.3, 0.4]], device=device)
h = torch.histogram(x[:, 0].cpu(), torch.tensor([0.0, 0.5, 1.0]))
print(h.hist, h.bin_edges)
print(torch.histogram(x[:, 1].cpu(), 4, range=(0.0, 1.0), density=True).hist)
d = torch.histogramdd(x.cpu(), [2, 2], range=[0.0, 1.0, 0.0, 1.0], weight=torch.tensor([1.0, 2.0, 3.0, 4.0]))
print(d.hist)
for dt in [torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8, torch.bool, torch.float64, torch.float16]:
    try:
        torch.histogramdd(x.cpu(), [torch.tensor([0.0, 1.0]), torch.tensor([0, 1]).to(dt)])
    except RuntimeError as e:
        print(e)
for bad in [torch.tensor([[0.0, 1.0]]), torch.tensor([1.0])]:
    try:
        torch.histogram(x[:, 0].cpu(), bad)
    except RuntimeError as e:
        print(e)
