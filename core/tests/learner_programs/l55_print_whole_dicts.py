# Printing whole containers as beginners do: print(model.state_dict()) (OrderedDict repr with
# tensors), print(optimizer.state_dict()) after a step, a dict of metrics holding 0-d tensors, a
# list of tensors, a tuple from max(dim), named_parameters as a list, and pprint of a nested dict.
import pprint
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(593)

m = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2)).to(device)
with torch.no_grad():
    m[0].weight.copy_(torch.tensor([[0.5, -0.25], [1.0, 2.0]]))
    m[0].bias.fill_(0.125)
print(m.state_dict())
m(torch.tensor([[1.0, 2.0], [3.0, -1.0], [0.0, 0.5]], device=device))
lin = nn.Linear(2, 2).to(device)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[0.5, -0.25], [1.0, 2.0]]))
    lin.bias.fill_(0.125)
opt = torch.optim.SGD(lin.parameters(), lr=0.1, momentum=0.9)
x = torch.tensor([[1.0, 2.0], [3.0, -1.0], [0.0, 0.5]], device=device)
lin(x).pow(2).sum().backward()
opt.step()
print(opt.state_dict())
metrics = {"loss": torch.tensor(0.25), "acc": torch.tensor(0.75), "n": torch.tensor(4), "ok": torch.tensor(True)}
print(metrics)
print([torch.tensor([1, 2]), torch.tensor(3.5), torch.zeros(2, 1)])
print(torch.tensor([[1.0, 5.0], [7.0, 2.0]]).max(1))
print(list(m[0].named_parameters()))
pprint.pprint({"weights": m[0].weight.detach(), "cfg": {"lr": 0.1, "sizes": [2, 2]}, "buf": m[1].running_mean})
print((torch.tensor(1.0), torch.tensor([2])))
print({"a": m[1].num_batches_tracked}, str(m[1].running_var), repr(m[1].weight))
print(dict(m.named_buffers()))
