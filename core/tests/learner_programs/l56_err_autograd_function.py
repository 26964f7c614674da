# Custom autograd.Function mistakes: calling forward directly, backward returning the wrong number or shape of gradients, forgetting ctx.save_for_backward, and instantiating the class.
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

class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 2 * x * g


class TooMany(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2, g


class WrongShape(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return torch.ones(5)


class NoBackward(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2


class TwoIn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k


class SaveNonTensor(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x, 3)
        return x

    @staticmethod
    def backward(ctx, g):
        return g


class ReturnsNone(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    def backward(ctx, g):
        return None


x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)


def run(fn):
    x.grad = None
    fn.apply(x).sum().backward()
    return x.grad


attempt("square", lambda: run(Square).tolist())
attempt("instance", lambda: Square()(x))
attempt("forward direct", lambda: Square.forward(None, x).tolist())
attempt("too many", lambda: run(TooMany))
attempt("wrong shape", lambda: run(WrongShape))
attempt("no backward", lambda: run(NoBackward))
attempt("two in one grad", lambda: TwoIn.apply(x, 3.0).sum().backward() or x.grad.tolist())
attempt("two in kw", lambda: TwoIn.apply(x, k=3.0))
attempt("save non tensor", lambda: SaveNonTensor.apply(x))
attempt("returns none", lambda: run(ReturnsNone))
attempt("apply no grad", lambda: Square.apply(torch.ones(2, device=device)).requires_grad)
attempt("apply int", lambda: Square.apply(torch.ones(2, dtype=torch.long, device=device)).tolist())


class MarkDirty(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        return x

    @staticmethod
    def backward(ctx, g):
        return g * 2


attempt("inplace in forward leaf", lambda: MarkDirty.apply(x))
attempt("inplace nonleaf", lambda: MarkDirty.apply(x * 1).sum().backward())
attempt("gradcheck float", lambda: torch.autograd.gradcheck(Square.apply, (torch.ones(2, requires_grad=True),)))
attempt("gradcheck double", lambda: torch.autograd.gradcheck(Square.apply, (torch.ones(2, dtype=torch.float64, requires_grad=True),)))
