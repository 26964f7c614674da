# KLDivLoss semantics that confuse people: input must be log-probabilities, target is probabilities
# unless log_target=True, 'batchmean' is the true KL (and 'mean' divides by every element), and
# the relation to cross-entropy minus entropy.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(18)
logits_p = torch.randn(4, 5, device=device)
logits_q = torch.randn(4, 5, device=device)
log_q = F.log_softmax(logits_q, dim=1)
p = F.softmax(logits_p, dim=1)
log_p = F.log_softmax(logits_p, dim=1)

for red in ["none", "sum", "mean", "batchmean"]:
    out = F.kl_div(log_q, p, reduction=red)
    print(red, tuple(out.shape), round(out.sum().item(), 5))
same = F.kl_div(log_q, log_p, reduction="batchmean", log_target=True)
print("log_target agrees:", torch.allclose(same, F.kl_div(log_q, p, reduction="batchmean")))
manual = (p * (log_p - log_q)).sum(1).mean()
print("manual:", round(manual.item(), 5))
ce = -(p * log_q).sum(1).mean()
ent = -(p * log_p).sum(1).mean()
print("ce - entropy:", round((ce - ent).item(), 5))
print("self kl:", round(F.kl_div(log_p, p, reduction="batchmean").item(), 5))
print("wrong (probs as input):", round(F.kl_div(F.softmax(logits_q, 1), p, reduction="batchmean").item(), 4))
crit = nn.KLDivLoss(reduction="batchmean", log_target=True)
print(crit, round(crit(log_q, log_p).item(), 5))

tgt = torch.tensor([[0.0, 0.5, 0.5, 0.0, 0.0]], device=device)
print("zero-prob terms:", [round(v, 4) for v in F.kl_div(log_q[:1], tgt, reduction="none")[0].tolist()])

T = 3.0
student = torch.randn(4, 5, device=device, requires_grad=True)
teacher = logits_p
loss = F.kl_div(F.log_softmax(student / T, 1), F.softmax(teacher / T, 1), reduction="batchmean") * T * T
loss.backward()
print("distill:", round(loss.item(), 5), round(student.grad.abs().sum().item(), 5))
print("grad rows sum to 0:", torch.allclose(student.grad.sum(1), torch.zeros(4, device=device), atol=1e-6))

opt = torch.optim.SGD([student], lr=5.0)
for step in range(5):
    opt.zero_grad()
    l = F.kl_div(F.log_softmax(student, 1), p, reduction="batchmean")
    l.backward()
    opt.step()
    print(step, round(l.item(), 5))
js_m = 0.5 * (p + F.softmax(logits_q, 1))
js = 0.5 * F.kl_div(js_m.log(), p, reduction="batchmean") + 0.5 * F.kl_div(js_m.log(), F.softmax(logits_q, 1), reduction="batchmean")
print("JS:", round(js.item(), 5))
