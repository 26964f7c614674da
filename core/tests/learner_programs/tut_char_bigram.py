# makemore-style character bigrams: a count table with smoothing, the negative log-likelihood of
# the words, then the same model as a one-layer network trained by gradient descent on one-hot
# inputs, and sampling from both with a seeded Generator.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(2147483647)

words = ["emma", "olivia", "ava", "isabella", "sophia", "mia", "amelia", "harper", "evelyn", "abigail",
         "ella", "luna", "aria", "nora", "lily", "zoe", "anna", "leah", "hannah", "eva"]
chars = sorted(set("".join(words)))
stoi = {s: i + 1 for i, s in enumerate(chars)}
stoi["."] = 0
itos = {i: s for s, i in stoi.items()}
V = len(stoi)
print("vocab", V, "".join(itos[i] for i in range(V)))

N = torch.zeros((V, V), dtype=torch.int32)
xs, ys = [], []
for w in words:
    cs = ["."] + list(w) + ["."]
    for a, b in zip(cs, cs[1:]):
        N[stoi[a], stoi[b]] += 1
        xs.append(stoi[a])
        ys.append(stoi[b])
print("pairs", N.sum().item(), "most common start", itos[N[0].argmax().item()])
P = (N + 1).float()
P /= P.sum(1, keepdim=True)
print("row sums", P.sum(1)[:3])

log_likelihood = 0.0
n = 0
for w in words:
    cs = ["."] + list(w) + ["."]
    for a, b in zip(cs, cs[1:]):
        log_likelihood += torch.log(P[stoi[a], stoi[b]])
        n += 1
print(f"count model nll {(-log_likelihood / n).item():.4f}")

g = torch.Generator().manual_seed(2147483647)
for _ in range(3):
    out, ix = [], 0
    while True:
        ix = torch.multinomial(P[ix], num_samples=1, replacement=True, generator=g).item()
        if ix == 0:
            break
        out.append(itos[ix])
    print("sample:", "".join(out))

xs = torch.tensor(xs).to(device)
ys = torch.tensor(ys).to(device)
num = xs.nelement()
print("examples", num)
W = torch.randn((V, V), generator=g).to(device).requires_grad_()
xenc = F.one_hot(xs, num_classes=V).float()
print(xenc.shape, xenc.dtype)
for k in range(30):
    logits = xenc @ W
    counts = logits.exp()
    probs = counts / counts.sum(1, keepdims=True)
    loss = -probs[torch.arange(num), ys].log().mean() + 0.01 * (W ** 2).mean()
    if k % 5 == 0:
        print(k, round(loss.item(), 4))
    W.grad = None
    loss.backward()
    with torch.no_grad():
        W -= 20 * W.grad
print("final", round(loss.item(), 4))
ce = F.cross_entropy(xenc @ W, ys)
print("cross_entropy", round(ce.item(), 4))
