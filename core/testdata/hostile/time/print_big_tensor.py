# Formatting a 2^24-element tensor in full, forever: the printer polls the deadline, and no cut printout is kept.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 1
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
import torch

torch.set_printoptions(threshold=10**9)
t = torch.arange(2**24)
print("formatting")
while True:
    s = str(t)
