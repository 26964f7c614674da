# Python's math functions and %-formatting take 0-d tensors through __float__/__int__, as with
# PyTorch (a training loop's `print("loss %.4f" % loss)`).
import math

import torch

device = "cpu"
t = torch.tensor(2.0, device=device)
print(math.exp(t), math.sqrt(torch.tensor(4, device=device)), math.isclose(t, 2.0), math.floor(t))
print(math.log(t, 2), math.pow(t, 2), round(math.atan2(t, torch.tensor(1.0, device=device)), 6))
loss = torch.tensor(0.123456, device=device)
step = torch.tensor(7, device=device)
print("loss %.4f at step %d" % (loss, step), "%5.1f|%-4d|%x" % (t, step, step))
print("%s" % torch.tensor([1.5, 2.0], device=device))
try:
    math.exp(torch.ones(2, device=device))
except ValueError as e:
    print("ValueError", e)
try:
    "%d" % torch.ones(3, device=device)
except ValueError as e:
    print("ValueError", e)
