"""makemore, part 1: the bigram character-level language model.

Follows Andrej Karpathy's "The spelled-out intro to language modeling: building makemore"
(https://github.com/karpathy/nn-zero-to-hero/blob/master/lectures/makemore/makemore_part1_bigrams.ipynb).
Changed: the names come from a literal list of 38 names in this file instead of names.txt, the
matplotlib plot of the count matrix is left out, the gradient descent runs 10 steps, and the
losses print with 4 decimals. Everything else is the notebook's sequence of calls: the 27x27 count
matrix, sampling from it with a seeded torch.Generator, the negative log likelihood, then the same
model as a one-layer neural net trained by gradient descent.
"""
import torch
import torch.nn.functional as F

device = "cpu"

words = [
    "emma", "olivia", "ava", "isabella", "sophia", "charlotte", "mia", "amelia",
    "harper", "evelyn", "abigail", "emily", "elizabeth", "mila", "ella", "avery",
    "sofia", "camila", "aria", "scarlett", "victoria", "madison", "luna", "grace",
    "chloe", "penelope", "layla", "riley", "zoey", "nora", "jackson", "quinn",
    "xavier", "wyatt", "kai", "hudson", "felix", "brooklyn",
]
print(words[:10])
print(len(words))
print(min(len(w) for w in words), max(len(w) for w in words))

# Bigram counts in a plain dict first, with <S> and <E> marking a name's start and end.
b = {}
for w in words:
    chs = ["<S>"] + list(w) + ["<E>"]
    for ch1, ch2 in zip(chs, chs[1:]):
        bigram = (ch1, ch2)
        b[bigram] = b.get(bigram, 0) + 1
print(sorted(b.items(), key=lambda kv: -kv[1])[:5])

# The same counts in a 27x27 tensor; one '.' token stands for both start and end.
N = torch.zeros((27, 27), dtype=torch.int32, device=device)
chars = sorted(list(set("".join(words))))
stoi = {s: i + 1 for i, s in enumerate(chars)}
stoi["."] = 0
itos = {i: s for s, i in stoi.items()}
for w in words:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        ix1 = stoi[ch1]
        ix2 = stoi[ch2]
        N[ix1, ix2] += 1
print(N[0])

# Draw a first character from the first row.
p = N[0].float()
p = p / p.sum()
print(p)
g = torch.Generator().manual_seed(2147483647)
ix = torch.multinomial(p, num_samples=1, replacement=True, generator=g).item()
print(itos[ix])

# How multinomial draws from a small random distribution.
g = torch.Generator().manual_seed(2147483647)
p = torch.rand(3, generator=g, device=device)
p = p / p.sum()
print(p)
print(torch.multinomial(p, num_samples=20, replacement=True, generator=g))

# Smoothed, row-normalised probabilities, then names sampled from them.
P = (N + 1).float()
P /= P.sum(1, keepdims=True)
g = torch.Generator().manual_seed(2147483647)
for i in range(5):
    out = []
    ix = 0
    while True:
        p = P[ix]
        ix = torch.multinomial(p, num_samples=1, replacement=True, generator=g).item()
        out.append(itos[ix])
        if ix == 0:
            break
    print("".join(out))

# The quality of the model: the average negative log likelihood of the training bigrams.
log_likelihood = 0.0
n = 0
for w in words:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        ix1 = stoi[ch1]
        ix2 = stoi[ch2]
        prob = P[ix1, ix2]
        logprob = torch.log(prob)
        log_likelihood += logprob
        n += 1
print(f"{log_likelihood=}")
nll = -log_likelihood
print(f"{nll=}")
print(f"{nll / n}")

# The neural-net version: the training set of bigrams (x, y) for the first name.
xs, ys = [], []
for w in words[:1]:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        ix1 = stoi[ch1]
        ix2 = stoi[ch2]
        print(ch1, ch2)
        xs.append(ix1)
        ys.append(ix2)
xs = torch.tensor(xs, device=device)
ys = torch.tensor(ys, device=device)
print(xs, ys)

xenc = F.one_hot(xs, num_classes=27).float()
print(xenc.shape, xenc.dtype)

g = torch.Generator().manual_seed(2147483647)
W = torch.randn((27, 27), generator=g, device=device)
logits = xenc @ W  # log-counts
counts = logits.exp()  # like N
probs = counts / counts.sum(1, keepdims=True)
print(probs.shape)

nlls = torch.zeros(5, device=device)
for i in range(5):
    x = xs[i].item()
    y = ys[i].item()
    print("--------")
    print(f"bigram example {i + 1}: {itos[x]}{itos[y]} (indexes {x},{y})")
    print("output probabilities from the neural net:", probs[i].round(decimals=4))
    print("label (actual next character):", y)
    p = probs[i, y]
    print(f"probability assigned by the net to the correct character: {p.item():.4f}")
    logp = torch.log(p)
    print(f"log likelihood: {logp.item():.4f}")
    nll = -logp
    print(f"negative log likelihood: {nll.item():.4f}")
    nlls[i] = nll
print("=========")
print(f"average negative log likelihood, i.e. loss = {nlls.mean().item():.4f}")

# Optimisation: every bigram of every name.
xs, ys = [], []
for w in words:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        ix1 = stoi[ch1]
        ix2 = stoi[ch2]
        xs.append(ix1)
        ys.append(ix2)
xs = torch.tensor(xs, device=device)
ys = torch.tensor(ys, device=device)
num = xs.nelement()
print("number of examples: ", num)

g = torch.Generator().manual_seed(2147483647)
W = torch.randn((27, 27), generator=g, requires_grad=True, device=device)

for k in range(10):
    # forward pass
    xenc = F.one_hot(xs, num_classes=27).float()
    logits = xenc @ W
    counts = logits.exp()
    probs = counts / counts.sum(1, keepdims=True)
    loss = -probs[torch.arange(num, device=device), ys].log().mean() + 0.01 * (W**2).mean()
    print(f"{loss.item():.4f}")
    # backward pass
    W.grad = None
    loss.backward()
    # update
    W.data += -50 * W.grad

# Sampling from the trained net.
g = torch.Generator().manual_seed(2147483647)
for i in range(5):
    out = []
    ix = 0
    while True:
        xenc = F.one_hot(torch.tensor([ix], device=device), num_classes=27).float()
        logits = xenc @ W
        counts = logits.exp()
        p = counts / counts.sum(1, keepdims=True)
        ix = torch.multinomial(p, num_samples=1, replacement=True, generator=g).item()
        out.append(itos[ix])
        if ix == 0:
            break
    print("".join(out))
