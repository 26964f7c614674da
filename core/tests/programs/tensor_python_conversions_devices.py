import torch
device = "cpu"
t = torch.ones(2, device=device)
for f in (int, float):
    try:
        f(t)
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
try:
    t.item()
except Exception as e:
    print("item", type(e).__name__, e)
print(t.is_cuda, t.is_cpu == (device == "cpu"), torch.tensor(range(3), device=device), torch.tensor([range(2), range(2, 4)], device=device))
print(torch.zeros(1, device="cpu:0").device.type)
print(callable(torch.nn.ReLU()), callable(t))
m = torch.nn.Linear(2, 2).to(device)
print(m.to(torch.float32) is m)
try:
    m.to(torch.int64)
except TypeError as e:
    print("TypeError", e)
