"""makemore, part 2: a multilayer perceptron over a 3-character context.

Follows Andrej Karpathy's "Building makemore Part 2: MLP"
(https://github.com/karpathy/nn-zero-to-hero/blob/master/lectures/makemore/makemore_part2_mlp.ipynb),
after Bengio et al. 2003. Changed: the names are a literal text in this file instead of
names.txt, the embedding is 2-dimensional with a 100-unit hidden layer (the lecture's first
model), training runs 30 minibatch steps instead of 200,000, the learning-rate search only builds
its candidate rates (no plot), and losses print with 4 decimals.
"""
import random

import torch
import torch.nn.functional as F

device = "cpu"

names_txt = """\
emma olivia ava isabella sophia charlotte mia amelia harper evelyn
abigail emily elizabeth mila ella avery sofia camila aria scarlett
victoria madison luna grace chloe penelope layla riley zoey nora
jackson quinn xavier wyatt kai hudson felix brooklyn
"""
words = names_txt.split()
print(words[:8])
print(len(words))

chars = sorted(list(set("".join(words))))
stoi = {s: i + 1 for i, s in enumerate(chars)}
stoi["."] = 0
itos = {i: s for s, i in stoi.items()}
print(itos)

# The dataset: each example is the previous block_size characters and the one that follows.
block_size = 3  # context length: how many characters we take to predict the next one
X, Y = [], []
for w in words[:3]:
    print(w)
    context = [0] * block_size
    for ch in w + ".":
        ix = stoi[ch]
        X.append(context)
        Y.append(ix)
        print("".join(itos[i] for i in context), "--->", itos[ix])
        context = context[1:] + [ix]  # crop and append
X = torch.tensor(X, device=device)
Y = torch.tensor(Y, device=device)
print(X.shape, X.dtype, Y.shape, Y.dtype)

# One forward pass by hand: embedding lookup, hidden tanh layer, softmax, loss.
g = torch.Generator().manual_seed(2147483647)
C = torch.randn((27, 2), generator=g, device=device)
emb = C[X]
print(emb.shape)
W1 = torch.randn((6, 100), generator=g, device=device)
b1 = torch.randn(100, generator=g, device=device)
h = torch.tanh(emb.view(-1, 6) @ W1 + b1)
print(h.shape)
W2 = torch.randn((100, 27), generator=g, device=device)
b2 = torch.randn(27, generator=g, device=device)
logits = h @ W2 + b2
counts = logits.exp()
prob = counts / counts.sum(1, keepdims=True)
print(prob.shape)
loss = -prob[torch.arange(X.shape[0], device=device), Y].log().mean()
print(f"{loss.item():.4f}")
print(f"{F.cross_entropy(logits, Y).item():.4f}")


def build_dataset(words):
    X, Y = [], []
    for w in words:
        context = [0] * block_size
        for ch in w + ".":
            ix = stoi[ch]
            X.append(context)
            Y.append(ix)
            context = context[1:] + [ix]  # crop and append
    X = torch.tensor(X, device=device)
    Y = torch.tensor(Y, device=device)
    print(X.shape, Y.shape)
    return X, Y


# Training, validation and test splits of the shuffled names.
random.seed(42)
random.shuffle(words)
n1 = int(0.8 * len(words))
n2 = int(0.9 * len(words))
Xtr, Ytr = build_dataset(words[:n1])
Xdev, Ydev = build_dataset(words[n1:n2])
Xte, Yte = build_dataset(words[n2:])

g = torch.Generator().manual_seed(2147483647)  # for reproducibility
C = torch.randn((27, 2), generator=g, device=device)
W1 = torch.randn((6, 100), generator=g, device=device)
b1 = torch.randn(100, generator=g, device=device)
W2 = torch.randn((100, 27), generator=g, device=device)
b2 = torch.randn(27, generator=g, device=device)
parameters = [C, W1, b1, W2, b2]
print(sum(p.nelement() for p in parameters))  # number of parameters in total
for p in parameters:
    p.requires_grad = True

# Candidate learning rates, exponentially spaced, for the learning-rate search.
lre = torch.linspace(-3, 0, 1000, device=device)
lrs = 10**lre
print(f"{lrs[0].item():.4f} {lrs[-1].item():.4f}")

lossi = []
stepi = []
for i in range(30):
    # minibatch construct
    ix = torch.randint(0, Xtr.shape[0], (32,), generator=g, device=device)

    # forward pass
    emb = C[Xtr[ix]]  # (32, 3, 2)
    h = torch.tanh(emb.view(-1, 6) @ W1 + b1)  # (32, 100)
    logits = h @ W2 + b2  # (32, 27)
    loss = F.cross_entropy(logits, Ytr[ix])

    # backward pass
    for p in parameters:
        p.grad = None
    loss.backward()

    # update
    lr = 0.1 if i < 20 else 0.01
    for p in parameters:
        p.data += -lr * p.grad

    # track stats
    stepi.append(i)
    lossi.append(loss.log10().item())
    if i % 5 == 0:
        print(f"step {i:2d}: {loss.item():.4f}")
print(len(stepi), f"{lossi[-1]:.4f}")

# Loss over the whole training and validation sets.
emb = C[Xtr]  # (N, 3, 2)
h = torch.tanh(emb.view(-1, 6) @ W1 + b1)  # (N, 100)
logits = h @ W2 + b2  # (N, 27)
loss = F.cross_entropy(logits, Ytr)
print(f"train loss {loss.item():.4f}")
emb = C[Xdev]
h = torch.tanh(emb.view(-1, 6) @ W1 + b1)
logits = h @ W2 + b2
loss = F.cross_entropy(logits, Ydev)
print(f"dev loss {loss.item():.4f}")

# Sample from the model.
g = torch.Generator().manual_seed(2147483647 + 10)
for _ in range(5):
    out = []
    context = [0] * block_size  # start with all '...'
    while True:
        emb = C[torch.tensor([context], device=device)]  # (1, block_size, d)
        h = torch.tanh(emb.view(1, -1) @ W1 + b1)
        logits = h @ W2 + b2
        probs = F.softmax(logits, dim=1)
        ix = torch.multinomial(probs, num_samples=1, generator=g).item()
        context = context[1:] + [ix]
        out.append(ix)
        if ix == 0:
            break
    print("".join(itos[i] for i in out))
