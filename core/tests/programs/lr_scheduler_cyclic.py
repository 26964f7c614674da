# torch.optim.lr_scheduler: CyclicLR and OneCycleLR, which also cycle SGD's momentum or Adam's
# beta1, then a short training loop whose steps use the scheduled rates and momentums.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as L

device = "cpu"
torch.manual_seed(0)
m = nn.Linear(3, 2).to(device)


def sgd():
    return torch.optim.SGD(
        [{"params": [m.weight], "lr": 0.1}, {"params": [m.bias]}], lr=0.05, momentum=0.9
    )


def adam():
    return torch.optim.Adam(m.parameters(), lr=0.01, betas=(0.8, 0.99))


def momentum(opt):
    g = opt.param_groups[0]
    return g["betas"] if "betas" in g else g["momentum"]


def run(tag, make, opt, steps):
    s = make(opt)
    print(tag, s.last_epoch, s.get_last_lr(), momentum(opt))
    for i in range(steps):
        opt.step()
        s.step()
        print(" ", s.last_epoch, s.get_last_lr(), opt.param_groups[0]["lr"], momentum(opt))


cyclic = [
    ("tri", lambda o: L.CyclicLR(o, 0.01, 0.1, step_size_up=3)),
    ("tri2", lambda o: L.CyclicLR(o, [0.01, 0.02][: len(o.param_groups)], [0.1, 0.05][: len(o.param_groups)], 2, 3, mode="triangular2")),
    ("exp", lambda o: L.CyclicLR(o, 0.001, 0.01, 4, mode="exp_range", gamma=0.9, max_momentum=0.95)),
    ("fn", lambda o: L.CyclicLR(o, 0.01, 0.1, 2, scale_fn=lambda x: 0.5 ** x, scale_mode="iterations")),
    ("nomom", lambda o: L.CyclicLR(o, 0.01, 0.1, 2, cycle_momentum=False)),
]
for tag, make in cyclic:
    run(tag, make, sgd(), 14)
    run(tag, make, adam(), 7)

onecycle = [
    ("cos", lambda o: L.OneCycleLR(o, 0.1, total_steps=12)),
    ("linear", lambda o: L.OneCycleLR(o, [0.1, 0.2][: len(o.param_groups)], epochs=3, steps_per_epoch=4, anneal_strategy="linear")),
    ("three", lambda o: L.OneCycleLR(o, 0.5, total_steps=15, pct_start=0.4, three_phase=True, div_factor=10.0)),
    ("nomom", lambda o: L.OneCycleLR(o, 0.1, total_steps=6, cycle_momentum=False, final_div_factor=100.0)),
]
for tag, make in onecycle:
    opt = sgd()
    run(tag, make, opt, 11 if tag != "nomom" else 6)
    print(" groups", sorted(k for k in opt.param_groups[1] if k != "params"))
    run(tag, make, adam(), 6)

opt = sgd()
s = L.OneCycleLR(opt, 0.1, total_steps=3)
for i in range(3):
    s.step()
try:
    s.step()
except ValueError as e:
    print("ValueError", e)

# state dicts
s = L.CyclicLR(sgd(), 0.01, 0.1, 2, mode="exp_range", gamma=0.95)
for i in range(3):
    s.step()
sd = s.state_dict()
print(sorted(sd), sd["total_size"], sd["step_ratio"], sd["_scale_fn_custom"])
opt2 = sgd()
s2 = L.CyclicLR(opt2, 0.01, 0.1, 2, mode="exp_range", gamma=0.95)
s2.load_state_dict(sd)
s.step()
s2.step()
print(s.get_last_lr() == s2.get_last_lr(), s2.get_last_lr(), s2.last_epoch, momentum(opt2))
s = L.OneCycleLR(adam(), 0.1, total_steps=10)
s.step()
print(sorted(s.state_dict()), s.state_dict()["_schedule_phases"])

for bad in [
    lambda: L.CyclicLR(sgd(), 0.01, 0.1, mode="sine"),
    lambda: L.CyclicLR(sgd(), [0.01], 0.1),
    lambda: L.CyclicLR(torch.optim.SGD(m.parameters(), lr=0.1), 0.01, 0.1, base_momentum=[0.8, 0.7]),
    lambda: L.CyclicLR(3, 0.01, 0.1),
    lambda: L.OneCycleLR(sgd(), 0.1),
    lambda: L.OneCycleLR(sgd(), 0.1, total_steps=0),
    lambda: L.OneCycleLR(sgd(), 0.1, epochs=0, steps_per_epoch=3),
    lambda: L.OneCycleLR(sgd(), 0.1, epochs=2, steps_per_epoch=1.5),
    lambda: L.OneCycleLR(sgd(), 0.1, total_steps=5, pct_start=1),
    lambda: L.OneCycleLR(sgd(), 0.1, total_steps=5, anneal_strategy="exp"),
    lambda: L.OneCycleLR(sgd(), [0.1], total_steps=5),
]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

# A short training loop: OneCycleLR over SGD with momentum, then CyclicLR over Adam's beta1.
x = torch.randn(16, 3, device=device)
y = torch.randn(16, 2, device=device)
for make_opt, make in (
    (lambda: torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9), lambda o: L.OneCycleLR(o, 0.2, total_steps=8)),
    (lambda: torch.optim.Adam(m.parameters(), lr=0.05), lambda o: L.CyclicLR(o, 0.01, 0.05, 2)),
):
    opt = make_opt()
    sched = make(opt)
    for i in range(8):
        opt.zero_grad()
        loss = nn.functional.mse_loss(m(x), y)
        loss.backward()
        opt.step()
        sched.step()
        print(i, round(loss.item(), 5), sched.get_last_lr(), momentum(opt))
print([round(v, 4) for v in m.weight.flatten().tolist()], [round(v, 4) for v in m.bias.tolist()])
