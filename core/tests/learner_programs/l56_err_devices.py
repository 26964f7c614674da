# Device string mistakes: malformed and unknown device names, indices out of range for the CPU, mixing devices, and the CPU checks learners print.
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

attempt("bad name", lambda: torch.device("gpu"))
attempt("upper", lambda: torch.device("CPU"))
attempt("cpu str", lambda: str(torch.device("cpu")))
attempt("cpu type", lambda: torch.device("cpu:0").type)
attempt("cpu index", lambda: torch.device("cpu").index)
attempt("tensor bad dev", lambda: torch.ones(2, device="gpu"))
attempt("tensor to bad", lambda: torch.ones(2).to("gpu"))
attempt("to str dtype", lambda: torch.ones(2).to("float"))
attempt("to device kw", lambda: torch.ones(2).to(device="cpu", dtype=torch.long).tolist())
attempt("cuda available", lambda: torch.cuda.is_available())
attempt("cuda count", lambda: torch.cuda.device_count())
attempt("same dev", lambda: (torch.ones(2, device=device) + torch.ones(2, device=device)).tolist())
attempt("scalar mix", lambda: (torch.ones(2, device=device) + torch.tensor(3.0)).tolist())
attempt("is_cuda", lambda: torch.ones(2, device=device).is_cuda)
attempt("module to str", lambda: type(nn.Linear(2, 2).to("cpu")).__name__)
attempt("module to bad", lambda: nn.Linear(2, 2).to("gpu"))
attempt("module to dtype", lambda: nn.Linear(2, 2).to(torch.float64).weight.dtype)
attempt("module to int", lambda: nn.Linear(2, 2).to(torch.long))
attempt("module half", lambda: nn.Linear(2, 2).half().weight.dtype)
attempt("module double call", lambda: nn.Linear(2, 2).double()(torch.ones(1, 2)))
attempt("set_default_dtype int", lambda: torch.set_default_dtype(torch.long))
attempt("get_default_dtype", lambda: torch.get_default_dtype())
attempt("dtype attr", lambda: torch.float32.is_floating_point)
attempt("dtype itemsize", lambda: (torch.float16.itemsize, torch.long.itemsize))
attempt("finfo int", lambda: torch.finfo(torch.long))
attempt("iinfo float", lambda: torch.iinfo(torch.float32))
attempt("iinfo", lambda: (torch.iinfo(torch.int8).min, torch.iinfo(torch.int8).max))
