# Weight tying between embedding and output projection: shared parameter is counted once,
# gradients from both uses accumulate, state_dict still has both keys, and untying.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class TiedLM(nn.Module):
    def __init__(self, vocab=7, dim=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.out = nn.Linear(dim, vocab, bias=False)
        self.out.weight = self.emb.weight

    def forward(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)


m = TiedLM().to(device)
print(m.out.weight is m.emb.weight)
print("params", sum(p.numel() for p in m.parameters()))
print("named", [n for n, _ in m.named_parameters()])
print("state keys", list(m.state_dict().keys()))
ids = torch.tensor([[1, 2, 3, 4], [4, 3, 2, 1]], device=device)
opt = torch.optim.SGD(m.parameters(), lr=0.5)
for step in range(4):
    opt.zero_grad()
    logits = m(ids[:, :-1])
    loss = nn.functional.cross_entropy(logits.reshape(-1, 7), ids[:, 1:].reshape(-1))
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4), round(m.emb.weight.grad.norm().item(), 4))
print("still tied", m.out.weight.data_ptr() == m.emb.weight.data_ptr())

# gradient from both uses
e = nn.Embedding(3, 2)
lin = nn.Linear(2, 3, bias=False)
lin.weight = e.weight
e.weight.grad = None
idx = torch.tensor([0, 2])
(lin(e(idx)).sum()).backward()
print([[round(v, 4) for v in r] for r in e.weight.grad.tolist()])

m.out.weight = nn.Parameter(m.emb.weight.detach().clone())
print("untied", m.out.weight is m.emb.weight, sum(p.numel() for p in m.parameters()))
try:
    m.out.weight = torch.zeros(7, 4)
except TypeError as e:
    print("TypeError", e)
