# Module reprs as PyTorch prints them: extra_repr (one line, several lines, with children), a
# Python module (Flatten, Unflatten, a user class) nested in user modules and containers, runs of
# identical children in a ModuleList, empty containers.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self, d, note=""):
        super().__init__()
        self.d = d
        self.note = note
        self.fc = nn.Linear(d, d)
        self.act = nn.GELU()

    def extra_repr(self):
        return self.note


class Multi(nn.Module):
    def extra_repr(self):
        return "first line\nsecond line"


class Leafy(nn.Module):
    def extra_repr(self):
        return "k=3"


class Empty(nn.Module):
    pass


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.blocks = nn.ModuleList([Block(4), Block(4), Block(4, "odd"), Block(4)])
        self.heads = nn.ModuleDict({"a": nn.Unflatten(1, (2, 2)), "b": nn.Identity()})
        self.seq = nn.Sequential(Leafy(), Multi(), Empty(), nn.Sequential())
        self.none = None


net = Net().to(device)
print(net)
print(Block(2, "with note"))
print(Multi(), Leafy(), Empty())
print(nn.ModuleList(), nn.Sequential(), nn.ModuleDict())
print(nn.ModuleList([nn.Flatten(), nn.Flatten(), nn.Flatten(0)]))
print(nn.Sequential(nn.Flatten(), nn.Unflatten(1, (3, 4)), nn.Identity()))
print(str(net.seq), repr(net.heads))
print(f"{Leafy()}")
print(net.flatten(torch.ones(2, 2, 2, device=device)).shape)
