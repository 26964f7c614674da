# Tensors where Python wants an int: slice bounds, range(), list indices; `in` on a tensor.
import torch

device = "cpu"
x = torch.arange(10, device=device)
n = torch.tensor(3, device=device)
print(x[n:], x[:n], x[1:n * 2:2])
print(list(range(n)), list(range(n, 7)))
words = ["a", "b", "c", "d", "e"]
print(words[n], words[n:], words[: torch.tensor(2)])
scores = torch.tensor([0.1, 0.7, 0.2], device=device)
best = scores.argmax()
print(words[best], words[: best + 1])
t = torch.tensor([1.0, 2.0, 3.0], device=device)
print(2.0 in t, 5.0 in t, 3 in t, torch.tensor(1.0) in t, 4 not in t)
m = torch.tensor([[1, 2], [3, 4]], device=device)
print(4 in m, torch.tensor([1, 2], device=device) in m, torch.tensor([1, 3], device=device) in m)
try:
    "a" in t
except RuntimeError as e:
    print("RuntimeError", e)
try:
    words[torch.tensor(1.5)]
except TypeError as e:
    print("TypeError", e)
try:
    x[torch.tensor([1, 2]):]
except TypeError as e:
    print("TypeError", e)
