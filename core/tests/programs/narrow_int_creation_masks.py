# uint8, int8 and int16: creation, range checks, masks and indices, random draws, iinfo, dtype
# attributes, the legacy tensor types and torch.save/load.
import io

import torch

device = "cpu"


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print(torch.uint8, torch.int8, torch.int16, torch.short)
print(torch.zeros(3, dtype=torch.uint8, device=device), torch.ones(2, dtype=torch.int8, device=device))
print(torch.full((2,), -1, dtype=torch.uint8, device=device), torch.full((2,), 2.5, dtype=torch.int16, device=device))
print(torch.arange(250, 260, dtype=torch.uint8, device=device))
print(torch.arange(-3, 3, dtype=torch.int8, device=device))
print(torch.tensor([-1, -255, 255], dtype=torch.uint8, device=device))
print(torch.tensor([1.5, 255.9, 2.7], dtype=torch.uint8, device=device))
print(torch.tensor([True, False], dtype=torch.int16, device=device))
print(torch.zeros_like(torch.tensor([1, 2], dtype=torch.int8, device=device)))
attempt("tensor([300], uint8)", lambda: torch.tensor([300], dtype=torch.uint8, device=device))
attempt("tensor([-256], uint8)", lambda: torch.tensor([-256], dtype=torch.uint8, device=device))
attempt("tensor([-0.5], uint8)", lambda: torch.tensor([-0.5], dtype=torch.uint8, device=device))
attempt("tensor([256.0], uint8)", lambda: torch.tensor([256.0], dtype=torch.uint8, device=device))
attempt("tensor([-129], int8)", lambda: torch.tensor([-129], dtype=torch.int8, device=device))
attempt("tensor([40000], int16)", lambda: torch.tensor([40000], dtype=torch.int16, device=device))
attempt("full 300 uint8", lambda: torch.full((1,), 300, dtype=torch.uint8, device=device))
attempt("fill_ 256", lambda: torch.zeros(2, dtype=torch.uint8, device=device).fill_(256))
attempt("fill_ -1", lambda: torch.zeros(2, dtype=torch.uint8, device=device).fill_(-1))
x = torch.tensor([250, 3], dtype=torch.uint8, device=device)
x[0] = -1
print("x[0] = -1", x)
x[1] = 2.9
print("x[1] = 2.9", x)
try:
    x[0] = 300
except RuntimeError as e:
    print("x[0] = 300", e)
x[:] = torch.tensor([300, -1], device=device)
print("x[:] = int64", x)
print("copy_", x.copy_(torch.tensor([300.7, -1.5], device=device)))
attempt("masked_fill 300", lambda: x.masked_fill(torch.tensor([True, False], device=device), 300))
print("masked_fill -1", x.masked_fill(torch.tensor([True, False], device=device), -1))
attempt("clamp(min=300)", lambda: x.clamp(min=300))
attempt("clamp(max=-5)", lambda: x.clamp(max=-5))
attempt("add_ float", lambda: x.clone().add_(1.5))
attempt("mean", lambda: x.mean())
attempt("std", lambda: x.std())
attempt("pow -1", lambda: x ** -1)
attempt("x // 0", lambda: x // 0)
attempt("rand uint8", lambda: torch.rand(2, dtype=torch.uint8, device=device))
attempt("randn int8", lambda: torch.randn(2, dtype=torch.int8, device=device))

# A uint8 index is a mask (deprecated in PyTorch); int8/int16 indices are refused.
data = torch.arange(4.0, device=device)
m = torch.tensor([1, 0, 2, 1], dtype=torch.uint8, device=device)
print("data[uint8 mask]", data[m])
grid = torch.arange(4.0, device=device).reshape(2, 2)
print("grid[2-d mask]", grid[torch.tensor([[1, 0], [0, 1]], dtype=torch.uint8, device=device)])
print("data[mask.bool()]", data[m.bool()])
attempt("data[int8]", lambda: data[torch.tensor([1, 0], dtype=torch.int8, device=device)])
attempt("data[int16]", lambda: data[torch.tensor([1, 0], dtype=torch.int16, device=device)])
attempt("masked_fill uint8 mask", lambda: data.masked_fill(m, 0.0))
attempt("gather uint8 index", lambda: torch.gather(data, 0, torch.tensor([1, 0], dtype=torch.uint8, device=device)))
attempt("index_select uint8", lambda: data.index_select(0, torch.tensor([1, 0], dtype=torch.uint8, device=device)))
print("nonzero", m.nonzero().flatten().tolist())
print("logical_not", m.logical_not())

# Random draws in the narrow types.
torch.manual_seed(0)
print(torch.randint(0, 256, (2, 3), dtype=torch.uint8, device=device))
print(torch.randint(-5, 5, (6,), dtype=torch.int8, device=device))
print(torch.randint(-500, 500, (6,), dtype=torch.int16, device=device))
print(torch.randint_like(x, 10))
print(torch.zeros(4, dtype=torch.uint8, device=device).random_())
print(torch.zeros(4, dtype=torch.int8, device=device).random_())
print(torch.zeros(4, dtype=torch.int16, device=device).random_())
print(torch.randperm(5, dtype=torch.uint8, device=device))
attempt("randint 0..300 uint8", lambda: torch.randint(0, 300, (2,), dtype=torch.uint8, device=device))

# Limits and dtype attributes.
for d in (torch.uint8, torch.int8, torch.int16):
    info = torch.iinfo(d)
    print(d, info.min, info.max, info.bits, d.is_floating_point, d.is_signed, d.itemsize)
print(torch.iinfo(torch.int16))
print(x.is_signed(), torch.tensor([1], dtype=torch.int8, device=device).is_signed(), x.is_floating_point())
print(torch.is_signed(x), torch.typename(torch.tensor([1], dtype=torch.int8, device=device)))

# The legacy tensor types.
print(torch.ByteTensor, torch.ByteTensor.dtype, torch.ShortTensor.dtype, torch.CharTensor.dtype)
print(torch.ByteTensor([1, 2]), torch.CharTensor([-1, 2]), torch.ShortTensor([1, 2]))
print(torch.ByteTensor([1.5, 2.7]), torch.ByteTensor(2, 3).shape, torch.ByteTensor())
print(torch.LongTensor([1, 2]), torch.FloatTensor([1, 2]), torch.ByteTensor(torch.Size([2])).shape)
cpu_u8 = torch.tensor([1], dtype=torch.uint8)
print(isinstance(cpu_u8, torch.ByteTensor), isinstance(cpu_u8, torch.CharTensor), isinstance(torch.tensor([1.0]), torch.FloatTensor))
print(torch.tensor([1.7, 300.0]).type(torch.ByteTensor), torch.tensor([1.7, 300.0]).type("torch.ByteTensor"))

# torch.save / torch.load keep the dtypes and values.
buf = io.BytesIO()
torch.save({"u": x, "i8": torch.tensor([-128, 127], dtype=torch.int8), "i16": torch.tensor([-32768, 5], dtype=torch.int16)}, buf)
buf.seek(0)
back = torch.load(buf)
for k in ("u", "i8", "i16"):
    print(k, back[k], back[k].dtype)
