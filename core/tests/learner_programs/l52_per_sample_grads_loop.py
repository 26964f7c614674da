# "Per-sample-gradients" without torch.func: a SimpleCNN, compute_grad for one sample by adding a
# batch dimension, a loop over the batch stacking per-parameter gradients, checked against the
# batch gradient (mean of per-sample gradients).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(24)


class SimpleCNN(nn.Module):
    def __init__(self):
        super(SimpleCNN, self).__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, 1)
        self.conv2 = nn.Conv2d(4, 6, 3, 1)
        self.fc1 = nn.Linear(6 * 2 * 2, 10)
        self.fc2 = nn.Linear(10, 5)

    def forward(self, x):
        x = self.conv1(x)
        x = F.relu(x)
        x = self.conv2(x)
        x = F.relu(x)
        x = F.max_pool2d(x, 2)
        x = torch.flatten(x, 1)
        x = self.fc1(x)
        x = F.relu(x)
        x = self.fc2(x)
        output = F.log_softmax(x, dim=1)
        return output


def loss_fn(predictions, targets):
    return F.nll_loss(predictions, targets)


batch_size = 6
data = torch.randn(batch_size, 1, 8, 8, device=device)
targets = torch.randint(5, (batch_size,), device=device)
model = SimpleCNN().to(device=device)
predictions = model(data)
loss = loss_fn(predictions, targets)
print(f"{loss.item():.5f}")


def compute_grad(sample, target):
    sample = sample.unsqueeze(0)
    target = target.unsqueeze(0)
    prediction = model(sample)
    loss = loss_fn(prediction, target)
    return torch.autograd.grad(loss, list(model.parameters()))


def compute_sample_grads(data, targets):
    sample_grads = [compute_grad(data[i], targets[i]) for i in range(batch_size)]
    sample_grads = zip(*sample_grads)
    sample_grads = [torch.stack(shards) for shards in sample_grads]
    return sample_grads


per_sample_grads = compute_sample_grads(data, targets)
print([tuple(g.shape) for g in per_sample_grads])

model.zero_grad()
loss_fn(model(data), targets).backward()
for (name, p), g in zip(model.named_parameters(), per_sample_grads):
    print(name, torch.allclose(g.mean(0), p.grad, atol=1e-6), f"{g.norm().item():.5f}")

norms = torch.stack([torch.cat([g[i].flatten() for g in per_sample_grads]).norm() for i in range(batch_size)])
print(norms.round(decimals=4))
clipped = [g * (1.0 / torch.clamp(norms, min=1.0)).view(-1, *([1] * (g.dim() - 1))) for g in per_sample_grads]
print([f"{c.sum(0).abs().sum().item():.4f}" for c in clipped])
