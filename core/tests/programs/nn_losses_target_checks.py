import torch
import torch.nn as nn
import torch.nn.functional as F
device = "cpu"
torch.manual_seed(0)
def attempt(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, str(e).split("\n")[0])
x = torch.randn(3, 4, device=device)
t = torch.tensor([0, 1, 2], device=device)
attempt("long", lambda: F.cross_entropy(x, t))
attempt("uint8", lambda: F.cross_entropy(x, t.to(torch.uint8)))
attempt("int32", lambda: F.cross_entropy(x, t.int()))
attempt("float", lambda: F.cross_entropy(x, t.float()))
attempt("bool", lambda: F.cross_entropy(x, t > 0))
attempt("nll int16", lambda: F.nll_loss(F.log_softmax(x, 1), t.short()))
attempt("2d target", lambda: F.cross_entropy(x, t.view(3, 1)))
attempt("nll 2d target", lambda: nn.NLLLoss()(x, t.view(3, 1)))
attempt("batch", lambda: F.cross_entropy(x, t[:2]))
attempt("batch float", lambda: F.nll_loss(x, t[:2].float()))
attempt("weighted float", lambda: F.cross_entropy(x, t.float(), weight=torch.ones(4, device=device)))
attempt("smoothing int", lambda: F.cross_entropy(x, t.int(), label_smoothing=0.1))
attempt("probs", lambda: F.cross_entropy(x, F.softmax(torch.randn(3, 4, device=device), 1)))
attempt("probs long", lambda: F.cross_entropy(x, torch.ones(3, 4, dtype=torch.long, device=device)))
seg = torch.randn(2, 4, 3, 3, device=device)
lab = torch.randint(0, 4, (2, 3, 3), device=device)
attempt("seg", lambda: F.cross_entropy(seg, lab))
attempt("seg int", lambda: F.cross_entropy(seg, lab.int()))
attempt("seg float", lambda: F.cross_entropy(seg, lab.float(), reduction="sum"))
attempt("1d", lambda: F.cross_entropy(x[0], t[1]))
attempt("1d float", lambda: F.cross_entropy(x[0], t[1].float()))
crit = nn.CrossEntropyLoss(label_smoothing=0.05)
model = nn.Linear(4, 4).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(20):
    opt.zero_grad()
    loss = crit(model(x), t)
    loss.backward()
    opt.step()
print(round(loss.item(), 4), model(x).argmax(1).tolist())
