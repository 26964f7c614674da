# state_dict contents: parameters and persistent buffers (a persistent=False buffer is left
# out), load_state_dict(strict=False) reporting missing/unexpected keys, and prefix handling.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(9)


class Net(nn.Module):
    def __init__(self, extra=False):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
        self.head = nn.Linear(4, 1)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("cache", torch.ones(2), persistent=False)
        if extra:
            self.extra = nn.Linear(1, 1)

    def forward(self, x):
        self.steps += 1
        return self.head(self.body(x))


net = Net().to(device)
net(torch.randn(5, 3).to(device))
sd = net.state_dict()
print(list(sd.keys()))
print(sd["steps"], sd["body.1.num_batches_tracked"], [n for n, _ in net.named_buffers()])

other = Net(extra=True).to(device)
res = other.load_state_dict(sd, strict=False)
print("missing", res.missing_keys, "unexpected", res.unexpected_keys)
print("head equal", torch.equal(other.head.weight, net.head.weight), int(other.steps))
sd2 = dict(sd)
sd2["bogus.weight"] = torch.zeros(1)
res = net.load_state_dict(sd2, strict=False)
print(res.unexpected_keys)
try:
    net.load_state_dict(sd2)
except RuntimeError as e:
    print("strict error:", str(e).splitlines()[0])

body_sd = {k[len("body."):]: v for k, v in sd.items() if k.startswith("body.")}
fresh = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4)).to(device)
fresh.load_state_dict(body_sd)
print("running_mean copied", torch.equal(fresh[1].running_mean, net.body[1].running_mean))
buf = io.BytesIO()
torch.save(net.state_dict(), buf)
buf.seek(0)
loaded = torch.load(buf)
print(type(loaded).__name__, loaded["steps"].dtype, loaded["head.bias"].shape)
net.head.weight.data.zero_()
print("state_dict shares storage", float(sd["head.weight"].abs().sum()))
