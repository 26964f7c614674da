# A keyword the op does not take is a TypeError, not ignored.
# reference: pytorch
# exit: 1
# error: TypeError: add() got an unexpected keyword argument 'bogus'
import torch

x = torch.ones(3)
for f in (lambda: x.sum(bogus=5), lambda: x.add(1, bogus=2), lambda: torch.relu(x, bogus=1)):
    try:
        f()
    except TypeError as e:
        print("TypeError")
torch.add(x, 1, bogus=2)
