# Embeddings kept inside a ball: nn.Embedding(max_norm=...) rescales each row a lookup reads
# whose norm exceeds max_norm (in place, outside autograd), as F.embedding(..., max_norm) does.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

emb = nn.Embedding(8, 4, max_norm=1.0).to(device)
print(emb)
before = emb.weight.detach().norm(dim=1)
print("norms before:", [round(v, 3) for v in before.tolist()])
ids = torch.tensor([[0, 3, 3], [5, 0, 7]], device=device)
vectors = emb(ids)
print("looked up:", [round(v, 3) for v in vectors.norm(dim=-1).flatten().tolist()])
after = emb.weight.detach().norm(dim=1)
print("norms after:", [round(v, 3) for v in after.tolist()])
print("rows touched:", sorted(set(ids.flatten().tolist())))

# Training with it: each step renormalizes the rows it reads before the lookup.
opt = torch.optim.SGD(emb.parameters(), lr=0.5)
target = torch.ones(2, 3, 4, device=device)
for step in range(3):
    opt.zero_grad()
    loss = F.mse_loss(emb(ids), target)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5), [round(v, 3) for v in emb.weight.detach().norm(dim=1).tolist()])

# The functional form, positional and by keyword, with another p-norm.
table = torch.arange(12.0, device=device).reshape(4, 3)
print(F.embedding(torch.tensor([1, 3], device=device), table.clone(), None, 2.0))
t1 = table.clone()
print(F.embedding(torch.tensor([2], device=device), t1, max_norm=6.0, norm_type=1.0), t1[2])
pre = nn.Embedding.from_pretrained(torch.full((3, 2), 3.0, device=device), max_norm=2.0)
print(pre, pre(torch.tensor([1], device=device)), pre.weight[0])
