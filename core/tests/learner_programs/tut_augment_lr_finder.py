# Data augmentation with tensor ops (random horizontal flips, random crops from padded images,
# brightness jitter, all driven by a seeded Generator) inside a Dataset, then a learning-rate range
# test: lr grows exponentially per batch, the smoothed loss is tracked, and the steepest-descent lr
# is suggested.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import Dataset, DataLoader

device = "cpu"
torch.manual_seed(3)


class AugmentedImages(Dataset):
    def __init__(self, images, labels, train=True, seed=0):
        self.images, self.labels, self.train = images, labels, train
        self.g = torch.Generator().manual_seed(seed)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        img = self.images[i]
        if self.train:
            if torch.rand(1, generator=self.g).item() < 0.5:
                img = img.flip(-1)
            padded = F.pad(img, (2, 2, 2, 2), mode="reflect")
            dy, dx = torch.randint(0, 5, (2,), generator=self.g).tolist()
            img = padded[:, dy:dy + 12, dx:dx + 12]
            img = img * (1 + 0.2 * (torch.rand(1, generator=self.g) - 0.5))
        return img, self.labels[i]


images = torch.randn(64, 1, 12, 12)
labels = (images[:, 0, :, :6].mean((1, 2)) > images[:, 0, :, 6:].mean((1, 2))).long()
ds = AugmentedImages(images, labels)
x0, y0 = ds[0]
print(x0.shape, y0.item(), "augmented differs:", not torch.equal(x0, images[0]))
plain = AugmentedImages(images, labels, train=False)
print("eval unchanged:", torch.equal(plain[0][0], images[0]))

model = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(3), nn.Flatten(), nn.Linear(36, 2)).to(device)
init_state = {k: v.clone() for k, v in model.state_dict().items()}
opt = torch.optim.SGD(model.parameters(), lr=1e-4, momentum=0.9)
start_lr, end_lr, num = 1e-4, 10.0, 24
mult = (end_lr / start_lr) ** (1 / (num - 1))
lrs, losses = [], []
avg, beta = 0.0, 0.8
loader = DataLoader(ds, batch_size=8, shuffle=True, generator=torch.Generator().manual_seed(1))
it = iter(loader)
for i in range(num):
    try:
        xb, yb = next(it)
    except StopIteration:
        it = iter(loader)
        xb, yb = next(it)
    lr = start_lr * mult ** i
    for g in opt.param_groups:
        g["lr"] = lr
    loss = F.cross_entropy(model(xb.to(device)), yb.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    avg = beta * avg + (1 - beta) * loss.item()
    smoothed = avg / (1 - beta ** (i + 1))
    lrs.append(lr)
    losses.append(smoothed)
    if i % 4 == 0:
        print(f"lr {lr:.2e} smoothed loss {smoothed:.4f}")
    if i > 3 and smoothed > 4 * min(losses):
        print("diverged at", f"{lr:.2e}")
        break
grads = [(losses[i + 1] - losses[i]) / (math.log10(lrs[i + 1]) - math.log10(lrs[i])) for i in range(len(losses) - 1)]
best = min(range(len(grads)), key=lambda i: grads[i])
print(f"suggested lr {lrs[best]:.2e} after {len(lrs)} steps")
model.load_state_dict(init_state)
print("weights restored:", torch.equal(model[0].weight, init_state["0.weight"]))
