# CTC loss on a toy speech-to-text setup: log-softmaxed (T, N, C) outputs, padded targets with
# target_lengths, reduction modes, zero_infinity, greedy decoding (collapse repeats, drop blanks).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(15)
T, N, C = 8, 2, 5
logits = torch.randn(T, N, C, device=device, requires_grad=True)
targets = torch.tensor([[1, 2, 2, 3], [4, 1, 0, 0]], device=device)
input_lengths = torch.tensor([8, 6], device=device)
target_lengths = torch.tensor([4, 2], device=device)

for reduction in ["none", "sum", "mean"]:
    loss = F.ctc_loss(logits.log_softmax(2), targets, input_lengths, target_lengths, reduction=reduction)
    print(reduction, [round(v, 4) for v in loss.flatten().tolist()])

ctc = nn.CTCLoss(blank=0)
loss = ctc(logits.log_softmax(2), targets, input_lengths, target_lengths)
loss.backward()
print("grad shape:", tuple(logits.grad.shape), round(logits.grad.abs().sum().item(), 4))
print("grad past length zero:", logits.grad[6:, 1].abs().sum().item())

flat = torch.tensor([1, 2, 2, 3, 4, 1], device=device)
l2 = F.ctc_loss(logits.log_softmax(2), flat, input_lengths, target_lengths, reduction="none")
print("concatenated targets:", [round(v, 4) for v in l2.tolist()])

short_in = torch.tensor([2, 6], device=device)
bad = F.ctc_loss(logits.log_softmax(2), targets, short_in, target_lengths, reduction="none")
print("impossible:", bad.tolist()[0] == float("inf"))
ok = F.ctc_loss(logits.log_softmax(2), targets, short_in, target_lengths, reduction="none", zero_infinity=True)
print("zero_infinity:", [round(v, 4) for v in ok.tolist()])

torch.manual_seed(15)
model = nn.Sequential(nn.Linear(3, 16), nn.Tanh(), nn.Linear(16, C)).to(device)
feats = torch.randn(T, N, 3, device=device)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(30):
    opt.zero_grad()
    lp = model(feats).log_softmax(2)
    loss = ctc(lp, targets, input_lengths, target_lengths)
    loss.backward()
    opt.step()
    if step % 10 == 9:
        print(step, round(loss.item(), 2))


def greedy(lp, length):
    best = lp[:length].argmax(-1).tolist()
    out, prev = [], None
    for s in best:
        if s != prev and s != 0:
            out.append(s)
        prev = s
    return out


with torch.no_grad():
    lp = model(feats).log_softmax(2)
print([greedy(lp[:, n], input_lengths[n].item()) for n in range(N)])
