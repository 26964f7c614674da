# A view or reshape to a shape of another number of elements is PyTorch's RuntimeError, never a
# crash: view_as and reshape_as included (the fuzzer's mutated program reached vector_to_parameters
# with a vector shorter than the parameters); copy_ between shapes that do not broadcast.
import torch
import torch.nn as nn

device = "cpu"


def show(what, f):
    try:
        print(what, f())
    except RuntimeError as e:
        print(what, "RuntimeError", e)


v = torch.arange(2, device=device)
p = torch.zeros(2, 3, device=device)
show("view_as", lambda: v[0:6].view_as(p))
show("reshape_as", lambda: v.reshape_as(p))
show("view", lambda: v.view(2, 3))
show("reshape", lambda: v.reshape(3, -1))
show("view_as ok", lambda: torch.arange(6.0, device=device).view_as(p))
show("reshape_as ok", lambda: torch.arange(6.0, device=device).reshape_as(p))
with torch.no_grad():
    show("copy_ mismatch", lambda: p.copy_(v))
    show("copy_ grows", lambda: v.clone().copy_(torch.zeros(3, 2, device=device)))
    show("copy_ broadcast", lambda: p.copy_(torch.ones(3, device=device)))
torch.manual_seed(0)
m = nn.Linear(3, 2).to(device)
show("vector_to_parameters short", lambda: nn.utils.vector_to_parameters(torch.arange(2.0, device=device), m.parameters()))
nn.utils.vector_to_parameters(torch.arange(8.0, device=device), m.parameters())
print(m.weight, m.bias)
