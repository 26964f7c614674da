# Adam (amsgrad), AdamW and NAdam/RAdam on the same tiny regression; the optimizer's
# state_dict (step counts, exp_avg shapes) and restoring it into a fresh optimizer.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(4)

X = torch.randn(16, 3)
y = X @ torch.tensor([[2.0], [-1.0], [0.5]]) + 0.3


def run(make_opt, steps=20):
    torch.manual_seed(10)
    m = nn.Linear(3, 1).to(device)
    opt = make_opt(m.parameters())
    for _ in range(steps):
        loss = nn.functional.mse_loss(m(X.to(device)), y.to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
    return m, opt, loss.item()


for name, mk in [
    ("adam", lambda p: torch.optim.Adam(p, lr=0.1)),
    ("amsgrad", lambda p: torch.optim.Adam(p, lr=0.1, amsgrad=True)),
    ("adam_wd", lambda p: torch.optim.Adam(p, lr=0.1, weight_decay=0.1)),
    ("adamw", lambda p: torch.optim.AdamW(p, lr=0.1, weight_decay=0.1)),
    ("nadam", lambda p: torch.optim.NAdam(p, lr=0.1)),
    ("radam", lambda p: torch.optim.RAdam(p, lr=0.1)),
    ("adamax", lambda p: torch.optim.Adamax(p, lr=0.1)),
]:
    m, opt, l = run(mk)
    print(f"{name:8s} loss {l:.5f} w {[round(v, 3) for v in m.weight.flatten().tolist()]}")

m, opt, _ = run(lambda p: torch.optim.Adam(p, lr=0.05, amsgrad=True), steps=3)
sd = opt.state_dict()
print(sorted(sd.keys()), list(sd["state"].keys()))
st = sd["state"][0]
print(sorted(st.keys()), float(st["step"]), tuple(st["exp_avg"].shape))
print({k: v for k, v in sd["param_groups"][0].items() if k in ("lr", "betas", "eps", "amsgrad", "params")})
opt2 = torch.optim.Adam(m.parameters(), lr=0.5)
opt2.load_state_dict(sd)
print("lr after load", opt2.param_groups[0]["lr"], float(opt2.state[m.weight]["step"]))
loss = nn.functional.mse_loss(m(X.to(device)), y.to(device))
opt2.zero_grad()
loss.backward()
opt2.step()
print(f"continued {loss.item():.5f} step {float(opt2.state[m.bias]['step'])}")
