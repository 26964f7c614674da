# div's rounding_mode changes the result; an unknown mode is refused.
# reference: pytorch
# exit: 1
# error: RuntimeError: div expected rounding_mode to be one of None, 'trunc', or 'floor' but found 'bogus'
import torch

a = torch.tensor([7.0, -7.0, 5.0])
print(torch.div(a, 2), torch.div(a, 2, rounding_mode="floor"), torch.div(a, 2, rounding_mode="trunc"))
print(a.div(2, rounding_mode="floor"), torch.tensor([7, -7]).div(2, rounding_mode="trunc"))
b = a.clone()
b.div_(2, rounding_mode="floor")
print(b)
print(torch.div(a, 2, rounding_mode="bogus"))
