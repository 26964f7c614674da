# Tensor creation mistakes: ragged lists, negative sizes, arange with zero or wrong-signed steps, randint with high <= low, full with mismatched types, and linspace steps.
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
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

attempt("ragged", lambda: torch.tensor([[1, 2], [3]], device=device))
attempt("ragged deep", lambda: torch.tensor([[[1, 2]], [[3]]], device=device))
attempt("ragged scalar", lambda: torch.tensor([1, [2, 3]], device=device))
attempt("mixed", lambda: torch.tensor([1, 2.5, True], device=device).dtype)
attempt("bools", lambda: torch.tensor([True, 1], device=device).dtype)
attempt("list of tensors", lambda: torch.tensor([torch.tensor(1.0), torch.tensor(2.0)], device=device).tolist())
attempt("overflow", lambda: torch.tensor([300], dtype=torch.uint8, device=device))
attempt("overflow int8", lambda: torch.tensor([-129], dtype=torch.int8, device=device))
attempt("big int", lambda: torch.tensor([2 ** 63], device=device))
attempt("float to int", lambda: torch.tensor([1.7, -1.7], dtype=torch.long, device=device).tolist())
attempt("zeros neg", lambda: torch.zeros(-1, device=device))
attempt("zeros neg 2", lambda: torch.zeros(2, -3, device=device))
attempt("zeros float", lambda: torch.zeros(2.0, device=device))
attempt("zeros tuple float", lambda: torch.zeros((2, 1.5), device=device))
attempt("zeros 0", lambda: torch.zeros(0, 3, device=device).shape)
attempt("ones list", lambda: torch.ones([2, 3], device=device).shape)
attempt("empty neg", lambda: torch.empty(-2, device=device))
attempt("randn neg", lambda: torch.randn(-1, device=device))
attempt("rand str", lambda: torch.rand("3", device=device))
attempt("arange 0", lambda: torch.arange(0, 5, 0, device=device))
attempt("arange sign", lambda: torch.arange(0, 5, -1, device=device))
attempt("arange empty", lambda: torch.arange(5, 5, device=device).shape)
attempt("arange float", lambda: torch.arange(0, 1, 0.25, device=device).tolist())
attempt("randint", lambda: torch.randint(5, 2, (3,), device=device))
attempt("randint eq", lambda: torch.randint(3, 3, (3,), device=device))
attempt("randint no size", lambda: torch.randint(5))
attempt("randint float dtype", lambda: torch.randint(0, 5, (3,), dtype=torch.float32, device=device).dtype)
attempt("full", lambda: torch.full((2,), 1.5, dtype=torch.long, device=device))
attempt("full bool", lambda: torch.full((2,), 7, dtype=torch.bool, device=device).tolist())
attempt("full int", lambda: torch.full((2,), 7, device=device).dtype)
attempt("full_like", lambda: torch.full_like(torch.ones(2, dtype=torch.long), 2.5).tolist())
attempt("linspace neg", lambda: torch.linspace(0, 1, -1, device=device))
attempt("linspace 1", lambda: torch.linspace(0, 1, 1, device=device).tolist())
attempt("eye rect", lambda: torch.eye(2, 3, device=device).tolist())
attempt("as_tensor", lambda: torch.as_tensor([1, 2], dtype=torch.float64, device=device).tolist())
attempt("Tensor(int)", lambda: torch.Tensor(3).shape)
attempt("Tensor list", lambda: torch.Tensor([1, 2]).dtype)
attempt("LongTensor float", lambda: torch.LongTensor([1.7]).tolist())
attempt("empty requires_grad int", lambda: torch.zeros(2, dtype=torch.long, requires_grad=True))
attempt("tensor from tensor", lambda: torch.tensor(torch.ones(2)).tolist())
