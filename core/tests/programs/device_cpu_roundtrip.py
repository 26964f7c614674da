# Results brought back with .cpu() and used beside CPU tensors, as evaluation loops do
# (pred = model(x).argmax(1).cpu()): in Fused and Compiled modes the .cpu() of a result still
# recorded runs it first, so the copy is a CPU tensor.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
a = (torch.ones(4, device=device) * 2).cpu()
print(a.device, a)
print(a + torch.ones(4))
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3)).to(device)
x = torch.randn(10, 4)
y = torch.randint(0, 3, (10,))
correct = 0
all_preds = []
with torch.no_grad():
    for i in range(0, 10, 5):
        pred = model(x[i:i + 5].to(device)).argmax(1).cpu()
        correct += (pred == y[i:i + 5]).sum().item()
        all_preds.append(pred)
preds = torch.cat(all_preds)
print(preds, correct, (preds == y).float().mean())
conf = torch.zeros(3, 3, dtype=torch.long)
for t, p in zip(y, preds):
    conf[t, p] += 1
print(conf)
probs = torch.softmax(model(x.to(device)), dim=1).detach().cpu()
print(probs.shape, probs.sum(1).allclose(torch.ones(10)))
h = model[0](x.to(device)).cpu()
print((h * torch.arange(8.0)).sum().round(decimals=3))
