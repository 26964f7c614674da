# Classification losses side by side: CrossEntropyLoss with label_smoothing, class weights,
# ignore_index and reduction="none"; NLLLoss on log_softmax; KLDivLoss against a smoothed target;
# soft-label cross entropy with probabilities; and a short training loop with smoothing.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(44)

C = 5
logits = torch.randn(6, C, device=device)
target = torch.tensor([0, 1, 2, 3, 4, 1], device=device)
print(f"ce {F.cross_entropy(logits, target).item():.4f}")
for eps in [0.0, 0.1, 0.3]:
    print(f"label_smoothing {eps}: {nn.CrossEntropyLoss(label_smoothing=eps)(logits, target).item():.4f}")

# Smoothing by hand: (1 - eps) * one_hot + eps / C, then soft-target cross entropy.
eps = 0.1
soft = F.one_hot(target, C).float() * (1 - eps) + eps / C
manual = -(soft * F.log_softmax(logits, dim=1)).sum(1).mean()
print("manual smoothing matches:", torch.allclose(manual, F.cross_entropy(logits, target, label_smoothing=eps)))
print("prob targets:", torch.allclose(F.cross_entropy(logits, soft), manual))

weights = torch.tensor([1.0, 2.0, 1.0, 0.5, 1.0], device=device)
print(f"weighted {F.cross_entropy(logits, target, weight=weights).item():.4f}")
t_ign = target.clone()
t_ign[1] = -100
print(f"ignore_index {F.cross_entropy(logits, t_ign).item():.4f}")
print("none", F.cross_entropy(logits, t_ign, reduction="none").round(decimals=4))
print(f"sum {F.cross_entropy(logits, target, reduction='sum').item():.4f}")
print(f"nll {F.nll_loss(F.log_softmax(logits, 1), target).item():.4f}")

kl = nn.KLDivLoss(reduction="batchmean")
print(f"kl batchmean {kl(F.log_softmax(logits, 1), soft).item():.4f}")
kl_log = nn.KLDivLoss(reduction="batchmean", log_target=True)
print(f"kl log_target {kl_log(F.log_softmax(logits, 1), soft.log()).item():.4f}")

# 3-D input: (N, C, T) for sequence labelling.
seq_logits = torch.randn(2, C, 4, device=device)
seq_target = torch.randint(0, C, (2, 4), device=device)
print("seq ce", round(F.cross_entropy(seq_logits, seq_target).item(), 4), F.cross_entropy(seq_logits, seq_target, reduction="none").shape)

model = nn.Linear(8, C).to(device)
X = torch.randn(40, 8, device=device)
Y = torch.randint(0, C, (40,), device=device)
crit = nn.CrossEntropyLoss(label_smoothing=0.1)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(6):
    loss = crit(model(X), Y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}")
print(crit)
try:
    F.cross_entropy(logits, torch.tensor([0, 1, 2], device=device))
except ValueError as e:
    print("ValueError:", e)
