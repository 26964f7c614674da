# PyTorch's words for common shape and factory mistakes (a learner reads these first).
import torch

device = "cpu"


def t(label, fn):
    try:
        r = fn()
        print(label, "->", r)
    except Exception as e:
        print(label, type(e).__name__, str(e).split("\n")[0])


a = torch.ones(2, 3, device=device)
for f in ["zeros", "ones", "empty", "randn", "rand"]:
    make = getattr(torch, f)
    t(f + " -1", lambda: make(-1, device=device))
    t(f + " 2,-3", lambda: make(2, -3, device=device))
    t(f + " float", lambda: make(2.0, device=device))
    t(f + " 2,3.0", lambda: make(2, 3.0, device=device))
    t(f + " (2,3.0)", lambda: make((2, 3.0), device=device))
    t(f + " [2.0]", lambda: make([2.0], device=device))
    t(f + " 2.0,3", lambda: make(2.0, 3, device=device))
    t(f + " str", lambda: make("a", device=device))
    t(f + " None", lambda: make(None, device=device))
t("zeros size=", lambda: torch.zeros(size=(-2,), device=device))
t("new_zeros", lambda: a.new_zeros(-1))
t("new_ones", lambda: a.new_ones(2, -1))
t("cat ndim", lambda: torch.cat([a, torch.ones(2, 2, 2, device=device)]))
t("cat ndim2", lambda: torch.cat([torch.ones(2, device=device), a]))
t("cat size", lambda: torch.cat([a, torch.ones(3, 4, device=device)], dim=1))
t("cat empty", lambda: torch.cat([]))
t("stack empty", lambda: torch.stack([]))
t("stack", lambda: torch.stack([a, torch.ones(3, 3, device=device)]))
t("permute short", lambda: a.permute(0))
t("permute long", lambda: a.permute(0, 1, 2))
t("permute dup", lambda: a.permute(0, 0))
t("permute range", lambda: a.permute(0, 2))
t("expand fewer", lambda: a.expand(2))
t("expand long", lambda: a.long().expand(1))
t("expand size", lambda: a.expand(3, 3))
t("arange zero step", lambda: torch.arange(0, 10, 0, device=device))
t("arange sign", lambda: torch.arange(10, 0, 1, device=device))
t("arange sign2", lambda: torch.arange(0, 10, -1, device=device))
cond = torch.tensor([1.0, 0.0], device=device)
t("where float", lambda: torch.where(cond, 1.0, 2.0))
t("where long", lambda: torch.where(cond.long(), 1, 2))
t("where uint8", lambda: torch.where(cond.to(torch.uint8), 1, 2))
t("where bool", lambda: torch.where(cond > 0, 1, 2))
t("where one arg", lambda: torch.where(cond))
t("method where", lambda: a.where(a > 2, torch.zeros_like(a)))
