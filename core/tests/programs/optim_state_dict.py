# Optimizer state_dict / load_state_dict (SGD with and without momentum, Adam) and the "save and
# load a general checkpoint" recipe: model and optimizer state, epoch and loss in one torch.save.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
w = nn.Parameter(torch.randn(2, device=device))
b = nn.Parameter(torch.randn(1, device=device))
for opt in [torch.optim.SGD([w, b], lr=0.1), torch.optim.SGD([w, b], lr=0.1, momentum=0.9),
            torch.optim.Adam([w, b], lr=0.01)]:
    print(opt.state_dict())
    for _ in range(2):
        opt.zero_grad()
        ((w * w).sum() + b.sum()).backward()
        opt.step()
    sd = opt.state_dict()
    print(sd)
    opt2 = getattr(torch.optim, type(opt).__name__)([w, b], lr=0.5)
    opt2.load_state_dict(sd)
    print(opt2.state_dict()["param_groups"][0]["lr"], list(opt2.state_dict()["state"].keys()))
    opt2.step()
    print(w, b)

model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1)).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
x = torch.randn(8, 3, device=device)
y = torch.randn(8, 1, device=device)
loss_fn = nn.MSELoss()
for epoch in range(3):
    optimizer.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    optimizer.step()
torch.save({"epoch": epoch, "model_state_dict": model.state_dict(),
            "optimizer_state_dict": optimizer.state_dict(), "loss": loss}, "checkpoint.tar")

model2 = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1)).to(device)
optimizer2 = torch.optim.SGD(model2.parameters(), lr=0.5)
checkpoint = torch.load("checkpoint.tar", weights_only=True)
model2.load_state_dict(checkpoint["model_state_dict"])
optimizer2.load_state_dict(checkpoint["optimizer_state_dict"])
print(checkpoint["epoch"], checkpoint["loss"])
model2.train()
for m, o in [(model, optimizer), (model2, optimizer2)]:
    o.zero_grad()
    loss = loss_fn(m(x), y)
    loss.backward()
    o.step()
    print(round(loss.item(), 5), [round(v, 5) for v in m[0].weight.flatten().tolist()])
