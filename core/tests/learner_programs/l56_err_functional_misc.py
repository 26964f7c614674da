# Functional mistakes: pad with odd-length pads, interpolate without a size, unfold kernels larger than the input, normalize dims, and activation arguments.
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

x = torch.randn(1, 2, 4, 4, device=device)
attempt("pad odd", lambda: F.pad(x, (1, 2, 3)))
attempt("pad too many", lambda: F.pad(torch.ones(3, device=device), (1, 1, 1, 1)))
attempt("pad ok", lambda: F.pad(torch.ones(2, device=device), (1, 2), value=7).tolist())
attempt("pad mode", lambda: F.pad(x, (1, 1), mode="wrap"))
attempt("pad reflect big", lambda: F.pad(torch.ones(1, 1, 3, device=device), (3, 3), mode="reflect"))
attempt("pad reflect 1d", lambda: F.pad(torch.arange(4.0, device=device).view(1, 1, 4), (2, 1), mode="reflect").tolist())
attempt("pad neg", lambda: F.pad(torch.arange(4.0, device=device), (-1, -1)).tolist())
attempt("interp none", lambda: F.interpolate(x))
attempt("interp both", lambda: F.interpolate(x, size=2, scale_factor=2))
attempt("interp 2d", lambda: F.interpolate(torch.ones(4, 4, device=device), size=2))
attempt("interp mode", lambda: F.interpolate(x, size=2, mode="cubic"))
attempt("interp linear 4d", lambda: F.interpolate(x, size=2, mode="linear"))
attempt("interp align nearest", lambda: F.interpolate(x, size=2, mode="nearest", align_corners=True))
attempt("interp size len", lambda: F.interpolate(x, size=(2, 2, 2)))
attempt("interp ok", lambda: F.interpolate(x, scale_factor=2).shape)
attempt("unfold big", lambda: F.unfold(x, kernel_size=5))
attempt("unfold 3d", lambda: F.unfold(torch.ones(2, 4, 4, device=device), 2).shape)
attempt("fold", lambda: F.fold(torch.ones(1, 4, 3, device=device), output_size=(3, 3), kernel_size=2))
attempt("tensor unfold", lambda: torch.arange(5, device=device).unfold(0, 6, 1))
attempt("tensor unfold ok", lambda: torch.arange(5, device=device).unfold(0, 2, 2).tolist())
attempt("tensor unfold step 0", lambda: torch.arange(5, device=device).unfold(0, 2, 0))
attempt("normalize dim", lambda: F.normalize(torch.ones(2, 3, device=device), dim=2))
attempt("normalize ok", lambda: [round(v, 4) for v in F.normalize(torch.tensor([[3.0, 4.0]], device=device)).view(-1).tolist()])
attempt("cos sim", lambda: F.cosine_similarity(torch.ones(2, 3, device=device), torch.ones(2, 4, device=device)))
attempt("cos sim ok", lambda: F.cosine_similarity(torch.ones(2, 3, device=device), torch.ones(3, device=device)).tolist())
attempt("pairwise", lambda: F.pairwise_distance(torch.ones(2, 3, device=device), torch.ones(2, 4, device=device)))
attempt("cdist", lambda: torch.cdist(torch.ones(2, 3, device=device), torch.ones(4, 2, device=device)))
attempt("leaky str", lambda: F.leaky_relu(torch.ones(2, device=device), negative_slope="a"))
attempt("elu inplace leaf", lambda: F.elu(torch.ones(2, device=device, requires_grad=True), inplace=True))
attempt("glu odd", lambda: F.glu(torch.ones(3, device=device)))
attempt("glu ok", lambda: F.glu(torch.ones(4, device=device)).shape)
attempt("threshold", lambda: F.threshold(torch.arange(4.0, device=device), 1.5, -1.0).tolist())
attempt("hardtanh bad", lambda: F.hardtanh(torch.ones(2, device=device), min_val=1.0, max_val=-1.0))
attempt("softplus beta", lambda: F.softplus(torch.zeros(1, device=device), beta=2).item())
attempt("dropout2d 2d", lambda: F.dropout2d(torch.ones(2, 3, device=device), training=False).shape)
attempt("avg_pool pad", lambda: F.avg_pool2d(x, 2, padding=2))
attempt("adaptive zero", lambda: F.adaptive_avg_pool2d(x, 0))
attempt("grid_sample", lambda: F.grid_sample(x, torch.zeros(1, 2, 2, 3, device=device), align_corners=False))
attempt("affine_grid", lambda: F.affine_grid(torch.zeros(1, 3, 3, device=device), (1, 1, 2, 2), align_corners=False))
