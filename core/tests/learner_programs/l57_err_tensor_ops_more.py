# More tensor mistakes, printed as learners print them: embedding indices out of range, empty
# cat/stack, 3-d cross_entropy shapes, integer tensors where floats are needed, bad dims to
# reshape/unsqueeze/flatten/sum/argmax/topk/narrow/repeat, masks of the wrong shape or dtype,
# one_hot misuse, integer division by zero, RNN hidden-state shapes, pooling bigger than input.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
attempt("emb oob", lambda: nn.Embedding(3, 2).to(device)(torch.tensor([3], device=device)))
attempt("emb neg", lambda: nn.Embedding(3, 2).to(device)(torch.tensor([-1], device=device)))
attempt("cat empty", lambda: torch.cat([]))
attempt("stack empty", lambda: torch.stack([]))
attempt("cat dims", lambda: torch.cat([torch.ones(2, 3, device=device), torch.ones(3, device=device)]))
attempt("cat 0d", lambda: torch.cat([torch.tensor(1., device=device), torch.tensor(2., device=device)]))
attempt("ce 3d", lambda: F.cross_entropy(torch.randn(2, 3, 4, device=device), torch.zeros(2, 3, dtype=torch.long, device=device)))
attempt("ce 3d ok", lambda: F.cross_entropy(torch.zeros(2, 3, 4, device=device), torch.zeros(2, 4, dtype=torch.long, device=device)).item())
attempt("backward int", lambda: torch.tensor(3, device=device).backward())
attempt("grad int", lambda: torch.tensor([1.0], device=device).grad)
attempt("requires_grad int", lambda: torch.tensor([1], device=device).requires_grad_(True))
attempt("float on long", lambda: torch.tensor([1, 2], device=device).mean())
attempt("std int", lambda: torch.tensor([1, 2], device=device).std())
attempt("softmax int", lambda: torch.tensor([1, 2], device=device).softmax(0))
attempt("linear int weight", lambda: F.linear(torch.ones(1, 2, device=device), torch.ones(2, 2, dtype=torch.long, device=device)))
attempt("matmul int float", lambda: torch.tensor([[1, 2]], device=device) @ torch.ones(2, 1, device=device))
attempt("reshape bad", lambda: torch.ones(6, device=device).reshape(4, -1))
attempt("unsqueeze bad", lambda: torch.ones(2, device=device).unsqueeze(3))
attempt("flatten bad", lambda: torch.ones(2, 3, device=device).flatten(2))
attempt("sum dim", lambda: torch.ones(2, 3, device=device).sum(2))
attempt("argmax dim", lambda: torch.ones(2, 3, device=device).argmax(dim=5))
attempt("topk", lambda: torch.ones(3, device=device).topk(5))
attempt("split", lambda: [x.shape for x in torch.ones(5, device=device).split(2)])
attempt("chunk", lambda: [x.shape for x in torch.ones(5, device=device).chunk(3)])
attempt("narrow", lambda: torch.ones(5, device=device).narrow(0, 3, 4))
attempt("repeat", lambda: torch.ones(2, 3, device=device).repeat(2))
attempt("masked_fill", lambda: torch.ones(2, 3, device=device).masked_fill(torch.ones(3, 2, dtype=torch.bool, device=device), 0))
attempt("masked_fill float mask", lambda: torch.ones(2, device=device).masked_fill(torch.ones(2, device=device), 0))
attempt("where", lambda: torch.where(torch.ones(2, device=device) > 0, torch.ones(3, device=device), torch.zeros(2, device=device)))
attempt("one_hot float", lambda: F.one_hot(torch.tensor([1.0, 2.0], device=device)))
attempt("one_hot oob", lambda: F.one_hot(torch.tensor([1, 5], device=device), 3))
attempt("one_hot neg", lambda: F.one_hot(torch.tensor([-1, 1], device=device)))
attempt("clamp", lambda: torch.ones(2, device=device).clamp())
attempt("int pow neg", lambda: torch.tensor([2], device=device) ** -1)
attempt("long div", lambda: torch.tensor([5], device=device) // 0)
attempt("idx long float", lambda: torch.ones(3, device=device)[1.5])
attempt("max 2 tensors shape", lambda: torch.max(torch.ones(2, device=device), torch.ones(3, device=device)))
attempt("lstm hidden", lambda: nn.LSTM(2, 3).to(device)(torch.ones(4, 1, 2, device=device), (torch.zeros(1, 1, 3, device=device),)))
attempt("lstm hidden shape", lambda: nn.LSTM(2, 3).to(device)(torch.ones(4, 1, 2, device=device), (torch.zeros(1, 2, 3, device=device), torch.zeros(1, 2, 3, device=device))))
attempt("gru 4d", lambda: nn.GRU(2, 3).to(device)(torch.ones(4, 1, 1, 2, device=device)))
attempt("conv1d 4d", lambda: nn.Conv1d(2, 3, 1).to(device)(torch.ones(1, 1, 2, 5, device=device)))
attempt("maxpool big", lambda: nn.MaxPool2d(4).to(device)(torch.ones(1, 1, 2, 2, device=device)))
attempt("dropout p", lambda: nn.Dropout(1.5))
attempt("cross_entropy label smoothing bad", lambda: F.cross_entropy(torch.ones(2, 3, device=device), torch.tensor([0, 1], device=device), label_smoothing=1.5))
