import torch
import torch.nn as nn
device = "cpu"
model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1)).to(device)
fc = set(map(id, model[1].parameters()))
print(len([p for p in model.parameters() if id(p) not in fc]), id(model[0].weight) == id(model[0].weight))
print(torch.ones(2).dtype in (torch.float32, torch.float16), torch.int64 in [torch.float32])
m0 = model[0]
print(m0 in list(model.children()), model[0].weight in set(model.parameters()), torch.Size([2]) in [torch.Size([2])])
a, b = torch.ones(1, device=device), torch.ones(1, device=device)
print((a,) == (b,), [a] == [b], {"k": a} == {"k": b}, (a,) != (b,), [a] == [a], [a, 1] == [b, 2], [[a]] == [[b]])
c = torch.zeros(1, device=device)
print((a,) == (c,), [a] == (a,))
try:
    print([torch.ones(2)] == [torch.ones(2)])
except RuntimeError as e:
    print("RuntimeError", e)
print([a].count(a), "x" in {"x": a})
