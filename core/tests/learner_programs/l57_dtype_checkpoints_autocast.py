# Dtypes around checkpoints and models: loading float64/half/int state_dicts into a float32
# model (copied with a cast), assign=True keeping the checkpoint's dtype, BatchNorm buffers
# under .half()/.to(float64), integer module casts, promotion rules learners trip over,
# half/bfloat16 precision, and autocast regions.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
m = nn.Linear(2, 2)
sd64 = {k: v.double() for k, v in m.state_dict().items()}
m2 = nn.Linear(2, 2)
attempt("load double into float", lambda: (m2.load_state_dict(sd64), m2.weight.dtype, torch.equal(m2.weight, m.weight))[1:])
attempt("load half", lambda: (m2.load_state_dict({k: v.half() for k, v in m.state_dict().items()}), m2.weight.dtype)[1])
attempt("load int", lambda: (m2.load_state_dict({k: v.long() for k, v in m.state_dict().items()}), m2.weight.tolist())[1])
attempt("load assign", lambda: (m2.load_state_dict(sd64, assign=True), m2.weight.dtype, type(m2.weight).__name__, m2.weight.requires_grad)[1:])
m3 = nn.Linear(2, 2)
attempt("load with grad tensor", lambda: (m3.load_state_dict({"weight": torch.ones(2, 2, requires_grad=True), "bias": torch.zeros(2)}), m3.weight.requires_grad, m3.weight.grad_fn)[1:])
bn = nn.BatchNorm1d(2)
attempt("bn half buffers", lambda: [(n, b.dtype) for n, b in bn.half().named_buffers()])
attempt("bn to float64", lambda: [(n, b.dtype) for n, b in bn.to(torch.float64).named_buffers()])
attempt("bn load old ckpt", lambda: nn.BatchNorm1d(2).load_state_dict({k: v for k, v in nn.BatchNorm1d(2).state_dict().items() if k != "num_batches_tracked"}))
attempt("module to int", lambda: nn.Linear(2, 2).to(torch.int32))
attempt("module to int dtype", lambda: nn.Linear(2, 2).to(torch.int64).weight.dtype)
attempt("type str", lambda: torch.ones(2).type("torch.DoubleTensor").dtype)
attempt("type()", lambda: torch.ones(2, dtype=torch.half).type())
attempt("bf16 type()", lambda: torch.ones(2, dtype=torch.bfloat16).type())
attempt("half matmul", lambda: (torch.ones(2, 2, dtype=torch.half) @ torch.ones(2, 2, dtype=torch.half)).dtype)
attempt("half + float scalar tensor", lambda: (torch.ones(2, dtype=torch.half) + torch.tensor(1.0)).dtype)
attempt("half + float32 tensor", lambda: (torch.ones(2, dtype=torch.half) + torch.ones(2)).dtype)
attempt("int + float scalar tensor", lambda: (torch.ones(2, dtype=torch.int32) + torch.tensor(1.5)).dtype)
attempt("bool + int", lambda: (torch.tensor([True]) + 1).dtype)
attempt("uint8 + int8", lambda: (torch.tensor([1], dtype=torch.uint8) + torch.tensor([1], dtype=torch.int8)).dtype)
attempt("half sum big", lambda: torch.full((1000,), 0.1, dtype=torch.half).sum())
attempt("half mean", lambda: torch.tensor([60000.0, 60000.0], dtype=torch.half).mean())
attempt("bf16 precision", lambda: torch.tensor(257.0, dtype=torch.bfloat16).item())
attempt("half softmax", lambda: torch.softmax(torch.tensor([1.0, 2.0, 3.0], dtype=torch.half), 0))
with torch.autocast(device_type=device, dtype=torch.bfloat16):
    lin = nn.Linear(3, 3).to(device)
    out = lin(torch.ones(2, 3, device=device))
    print(out.dtype, lin.weight.dtype, (out.float() * 2).dtype, torch.relu(out).dtype)
    s = out.sum()
    print(s.dtype)
print(torch.is_autocast_enabled())
attempt("is_floating_point", lambda: [torch.ones(1, dtype=d).is_floating_point() for d in (torch.half, torch.bfloat16, torch.int32, torch.bool)])
attempt("finfo", lambda: (torch.finfo(torch.half).tiny, torch.finfo(torch.bfloat16).max, torch.iinfo(torch.int8).min))
attempt("save module", lambda: (lambda b: (torch.save(nn.Linear(2, 2), b), b.seek(0), type(torch.load(b, weights_only=False)).__name__)[2])(io.BytesIO()))
