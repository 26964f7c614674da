# Greedy vs beam search decoding over a tiny hand-built bigram "language model": log-probabilities
# from a transition matrix, beams expanded with topk over (beam x vocab) scores, finished
# hypotheses with an end token, length normalization, and the n-best list.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

vocab = ["<s>", "</s>", "the", "cat", "dog", "sat", "ran", "quickly"]
V = len(vocab)
logits = torch.full((V, V), -4.0)
pairs = {("<s>", "the"): 3.0, ("the", "cat"): 2.0, ("the", "dog"): 2.2, ("cat", "sat"): 2.5,
         ("dog", "ran"): 1.2, ("dog", "sat"): 1.0, ("sat", "</s>"): 3.0, ("ran", "quickly"): 2.0,
         ("quickly", "</s>"): 3.0, ("ran", "</s>"): 1.5, ("cat", "ran"): 1.0}
for (a, b), v in pairs.items():
    logits[vocab.index(a), vocab.index(b)] = v
logp = F.log_softmax(logits, dim=1).to(device)
END = vocab.index("</s>")


def greedy(max_len=6):
    seq, score = [0], 0.0
    for _ in range(max_len):
        nxt = logp[seq[-1]].argmax().item()
        score += logp[seq[-1], nxt].item()
        seq.append(nxt)
        if nxt == END:
            break
    return seq, score


def beam_search(beam=3, max_len=6, alpha=0.7):
    beams = torch.zeros(1, 1, dtype=torch.long, device=device)
    scores = torch.zeros(1, device=device)
    finished = []
    for step in range(max_len):
        cand = scores[:, None] + logp[beams[:, -1]]
        top_scores, top_idx = cand.view(-1).topk(min(beam, cand.numel()))
        prev, tok = top_idx // V, top_idx % V
        beams = torch.cat([beams[prev], tok[:, None]], dim=1)
        scores = top_scores
        done = tok == END
        for b_i in done.nonzero().flatten().tolist():
            length = beams.shape[1] - 1
            finished.append((scores[b_i].item() / length ** alpha, beams[b_i].tolist()))
        beams, scores = beams[~done], scores[~done]
        if beams.numel() == 0:
            break
    return sorted(finished, key=lambda f: -f[0])


words = lambda s: " ".join(vocab[i] for i in s)
g_seq, g_score = greedy()
print("greedy:", words(g_seq), round(g_score, 4))
for rank, (score, seq) in enumerate(beam_search()[:3]):
    print(f"beam #{rank}: {words(seq)} ({score:.4f})")
print("beam=1 equals greedy:", beam_search(beam=1)[0][1] == g_seq)
print("row sums", logp.exp().sum(1).round(decimals=4).tolist())
