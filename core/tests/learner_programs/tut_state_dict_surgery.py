# Editing a state_dict by hand: renaming keys after a refactor, dropping a head, loading with
# strict=False and reading the missing/unexpected keys it reports, and buffers that are (or are not)
# saved with persistent=False.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Old(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 3)
        self.head = nn.Linear(3, 2)
        self.register_buffer("mean", torch.zeros(4))
        self.register_buffer("scratch", torch.ones(2), persistent=False)

    def forward(self, x):
        return self.head(torch.relu(self.body(x - self.mean)))


class New(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 3)
        self.classifier = nn.Linear(3, 5)
        self.register_buffer("mean", torch.zeros(4))

    def forward(self, x):
        return self.classifier(torch.relu(self.encoder(x - self.mean)))


old = Old().to(device)
sd = old.state_dict()
print(list(sd.keys()))
print("scratch saved:", "scratch" in sd, "in buffers:", "scratch" in dict(old.named_buffers()))
print(type(sd).__name__, sd["body.weight"].shape, sd["mean"].device.type == device)

renamed = {k.replace("body.", "encoder."): v for k, v in sd.items()}
new = New().to(device)
result = new.load_state_dict(renamed, strict=False)
print("missing:", result.missing_keys)
print("unexpected:", result.unexpected_keys)
print(torch.equal(new.encoder.weight, old.body.weight))

try:
    new.load_state_dict(renamed)
except RuntimeError as e:
    msg = str(e)
    print(msg.splitlines()[0])
    print("Missing key(s)" in msg, "Unexpected key(s)" in msg)

bad = dict(new.state_dict())
bad["classifier.weight"] = torch.zeros(4, 3)
try:
    new.load_state_dict(bad)
except RuntimeError as e:
    print("size mismatch" in str(e))

filtered = {k: v for k, v in renamed.items() if not k.startswith("head.")}
res2 = new.load_state_dict(filtered, strict=False)
print(res2.missing_keys, res2.unexpected_keys)

sd2 = new.state_dict()
sd2["mean"].fill_(0.5)
print("state_dict shares storage:", new.mean.tolist())
sd3 = {k: v.clone() for k, v in new.state_dict().items()}
sd3["mean"].fill_(-1.0)
print("clone does not:", new.mean.tolist())

x = torch.randn(2, 4, device=device)
print([round(v, 4) for v in new(x).flatten().tolist()])
print(len(new.state_dict(prefix="model.")), list(new.state_dict(prefix="model.").keys())[0])
