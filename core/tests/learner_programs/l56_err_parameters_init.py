# Parameter and init mistakes: wrapping integer tensors, init functions on 1-d tensors, fan computations, assigning tensors to parameters, and no_grad edits.
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

attempt("param int nograd", lambda: nn.Parameter(torch.ones(2, dtype=torch.long), requires_grad=False).dtype)
attempt("param repr", lambda: nn.Parameter(torch.tensor([1.0, 2.0])))
attempt("param is leaf", lambda: (nn.Parameter(torch.ones(2)) * 2).is_leaf)
attempt("param type", lambda: type(nn.Parameter(torch.ones(2)) * 2).__name__)
attempt("param detach", lambda: type(nn.Parameter(torch.ones(2)).detach()).__name__)
attempt("xavier 1d", lambda: nn.init.xavier_uniform_(torch.empty(3)))
attempt("kaiming 1d", lambda: nn.init.kaiming_normal_(torch.empty(3)))
attempt("kaiming 0d", lambda: nn.init.kaiming_uniform_(torch.empty(())))
attempt("orthogonal 1d", lambda: nn.init.orthogonal_(torch.empty(3)))
attempt("kaiming mode", lambda: nn.init.kaiming_normal_(torch.empty(2, 3), mode="fan"))
attempt("kaiming nonlin", lambda: nn.init.kaiming_normal_(torch.empty(2, 3), nonlinearity="gelu"))
attempt("gain", lambda: nn.init.calculate_gain("relu"))
attempt("gain bad", lambda: nn.init.calculate_gain("swish"))
attempt("gain leaky", lambda: round(nn.init.calculate_gain("leaky_relu", 0.2), 6))
attempt("gain leaky bad", lambda: nn.init.calculate_gain("leaky_relu", "a"))
attempt("eye 3d", lambda: nn.init.eye_(torch.empty(2, 2, 2)))
attempt("dirac 2d", lambda: nn.init.dirac_(torch.empty(2, 2)))
attempt("constant", lambda: nn.init.constant_(torch.empty(2), 3).tolist())
attempt("zeros_ int", lambda: nn.init.zeros_(torch.ones(2, dtype=torch.long)).tolist())
attempt("trunc_normal", lambda: nn.init.trunc_normal_(torch.empty(100), a=-0.5, b=0.5).abs().max().item() <= 0.5)
lin = nn.Linear(2, 2).to(device)
attempt("init param", lambda: nn.init.ones_(lin.weight).sum().item())
attempt("init requires_grad", lambda: lin.weight.requires_grad)
attempt("assign tensor", lambda: setattr(lin, "weight", torch.ones(2, 2)))
attempt("assign param", lambda: setattr(lin, "weight", nn.Parameter(torch.ones(2, 2))) or type(lin.weight).__name__)
attempt("assign int", lambda: setattr(lin, "weight", 3))

def data_assign():
    lin.weight.data = torch.zeros(3, 3)
    return lin.weight.shape


def copy_shape():
    with torch.no_grad():
        lin.weight.copy_(torch.zeros(2, 3))

attempt("num params", lambda: sum(p.numel() for p in nn.Linear(3, 4).parameters()))
attempt("named", lambda: [n for n, _ in nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1)).named_parameters()])
attempt("requires_grad_ module", lambda: all(not p.requires_grad for p in nn.Linear(2, 2).requires_grad_(False).parameters()))
attempt("param grad none", lambda: nn.Linear(2, 2).weight.grad)
attempt("zero_grad set_to_none", lambda: nn.Linear(2, 2).zero_grad(set_to_none=False))
attempt("clip none", lambda: nn.utils.clip_grad_norm_(nn.Linear(2, 2).parameters(), 1.0).item())
attempt("clip neg", lambda: nn.utils.clip_grad_norm_([nn.Parameter(torch.ones(2))], -1.0).item())
attempt("clip norm type", lambda: nn.utils.clip_grad_norm_([nn.Parameter(torch.ones(2))], 1.0, norm_type="x"))
attempt("p2v", lambda: nn.utils.parameters_to_vector(nn.Linear(2, 1).parameters()).shape)
attempt("v2p", lambda: nn.utils.vector_to_parameters(torch.ones(2), nn.Linear(2, 1).parameters()))
