import torch
import torch.nn.functional as F

device = "cpu"
a, b = torch.tensor([1, 2], device=device), torch.tensor([1, 3], device=device)
for f in (F.l1_loss, F.mse_loss, F.smooth_l1_loss, F.huber_loss):
    for r in ("none", "mean", "sum"):
        try:
            print(f.__name__, r, f(a, b, reduction=r))
        except Exception as e:
            print(f.__name__, r, type(e).__name__, e)
for f in (torch.nn.L1Loss(), torch.nn.MSELoss()):
    try: print(f(a, b))
    except Exception as e: print(type(e).__name__, e)
print(F.l1_loss(a.float(), b))
try: print(F.mse_loss(a, b.float()))
except Exception as e: print(type(e).__name__, e)
