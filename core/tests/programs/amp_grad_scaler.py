# torch.amp.GradScaler on the program's device: scaled loss, unscaled gradients, a skipped step on
# inf gradients with the scale backed off, growth after growth_interval clean steps, state_dict,
# the disabled passthrough and torch.cuda.amp's spelling (disabled with no CUDA device).
import torch
import torch.nn as nn

device = "cpu"

torch.manual_seed(0)
model = nn.Linear(4, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device, init_scale=1024.0, growth_interval=2)
print(scaler.is_enabled(), scaler.get_scale(), scaler.state_dict())

x = torch.randn(8, 4, device=device)
y = torch.randn(8, 2, device=device)
for it in range(5):
    opt.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    scaled = scaler.scale(loss)
    scaled.backward()
    if it == 2:
        model.weight.grad[0, 1] = float("inf")  # an overflowed gradient: this step is skipped
    if it == 1:
        scaler.unscale_(opt)
        print("unscaled grad", model.bias.grad)
        total = torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
        print("total norm", round(total.item(), 5))
    ret = scaler.step(opt)
    scaler.update()
    print(it, round(loss.item(), 5), round(scaled.item(), 2),
          scaler.get_scale(), scaler._get_growth_tracker(), ret)
print(model.weight)
print(model.bias)
sd = scaler.state_dict()
print(sd)

other = torch.amp.GradScaler(device)
other.load_state_dict(sd)
print(other.get_scale(), other.get_growth_interval(), other.state_dict() == sd)
try:
    other.load_state_dict({})
except RuntimeError as e:
    print("RuntimeError:", e)

# update(new_scale)
scaler.update(new_scale=8.0)
print(scaler.get_scale())

# step twice without update: PyTorch's error
opt.zero_grad()
scaler.scale(((model(x) - y) ** 2).mean()).backward()
scaler.step(opt)
try:
    scaler.step(opt)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    scaler.unscale_(opt)
except RuntimeError as e:
    print("RuntimeError:", e)
scaler.update()
print(scaler.get_scale())

fresh = torch.amp.GradScaler(device)
try:
    fresh.step(opt)
except AssertionError as e:
    print("AssertionError:", e)

# enabled=False: everything passes through
off = torch.amp.GradScaler(device, enabled=False)
t = torch.tensor(3.0, device=device)
print(off.scale(t) is t, off.get_scale(), off.state_dict(), off.is_enabled())
opt.zero_grad()
((model(x) - y) ** 2).mean().backward()
print(off.step(opt))
off.update()
print(model.bias)

# torch.cuda.amp.GradScaler: "cuda" with no CUDA device disables itself, as in PyTorch
import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    cs = torch.cuda.amp.GradScaler()
    print(cs.is_enabled(), cs.get_scale(), cs.scale(t) is t)
    with torch.cuda.amp.autocast():
        print((t * 2).dtype)
# a list of outputs is scaled element-wise
s2 = torch.amp.GradScaler(device, init_scale=4.0)
print(s2.scale([torch.tensor(1.0, device=device), (torch.tensor(2.0, device=device),)]))
