# Type promotion rules as a table: torch.result_type and torch.promote_types between dtypes,
# Python scalars not upcasting tensors (category-based promotion), 0-d tensors behaving like
# scalars, torch.can_cast, in-place ops refusing to downcast category, and dtype of reductions.
import torch

device = "cpu"
torch.manual_seed(0)

dtypes = [torch.bool, torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
names = [str(d).replace("torch.", "") for d in dtypes]
print(" " * 9 + " ".join(f"{n[:8]:>8s}" for n in names))
for d1, n1 in zip(dtypes, names):
    print(f"{n1:>8s} " + " ".join(f"{str(torch.promote_types(d1, d2)).replace('torch.', '')[:8]:>8s}" for d2 in dtypes))

i = torch.tensor([1, 2, 3], device=device)
f16 = torch.tensor([1.0, 2.0], dtype=torch.float16, device=device)
u8 = torch.tensor([250, 10], dtype=torch.uint8, device=device)
print("int64 + 2.5 ->", (i + 2.5).dtype)
print("int64 * True ->", (i * True).dtype)
print("float16 + 1.0 (python float) ->", (f16 + 1.0).dtype)
print("float16 + float32 0-d tensor ->", (f16 + torch.tensor(1.0, device=device)).dtype)
print("float16 + float32 1-d tensor ->", (f16 + torch.tensor([1.0, 1.0], device=device)).dtype)
print("uint8 + 10 ->", (u8 + 10).dtype, (u8 + 10).tolist())
print("uint8 + int64 0-d ->", (u8 + torch.tensor(10, device=device)).dtype)
print("uint8 + int8 ->", (u8 + torch.tensor([1, 1], dtype=torch.int8, device=device)).dtype)
print("int / int ->", (i / 2).dtype, (i / 2).tolist())
print("int // int ->", (i // 2).dtype, "int ** float ->", (i ** 0.5).dtype)
print("bool + bool ->", (torch.tensor([True]) + torch.tensor([True])).dtype)
print("result_type(int tensor, 1.0):", torch.result_type(i, 1.0))
print("result_type(int tensor, 1):", torch.result_type(i, 1))
print("result_type(2, 3.0):", torch.result_type(torch.tensor(2), 3.0))
print("can_cast float->int:", torch.can_cast(torch.float32, torch.int32), "int->float:", torch.can_cast(torch.int32, torch.float32))
print("can_cast int64->int8:", torch.can_cast(torch.int64, torch.int8), "bool->uint8:", torch.can_cast(torch.bool, torch.uint8))

x = torch.zeros(2, dtype=torch.int64, device=device)
try:
    x += 1.5
except RuntimeError as e:
    print("RuntimeError:", e)
y = torch.zeros(2, device=device)
y += torch.tensor([1, 2], device=device)
print("float += int stays float:", y.dtype, y)
h = torch.zeros(2, dtype=torch.float16, device=device)
h += torch.tensor([1.0, 2.0], dtype=torch.float64, device=device)
print("float16 += float64 keeps float16:", h.dtype)

print("sum of bool ->", torch.tensor([True, True, False]).sum().dtype)
print("sum of int8 ->", torch.tensor([100, 100], dtype=torch.int8).sum().dtype, torch.tensor([100, 100], dtype=torch.int8).sum().item())
print("mean of int raises:")
try:
    i.mean()
except RuntimeError as e:
    print("  RuntimeError:", e)
print("mean with dtype:", i.mean(dtype=torch.float32).item())
print("prod of uint8 ->", u8.prod().dtype)
print("argmax ->", torch.tensor([1.0, 3.0]).argmax().dtype)
print("comparison ->", (i > 1).dtype, "where(int, float) ->", torch.where(i > 1, i, 0.5).dtype)
print("cat int and float ->", torch.cat([i, torch.tensor([0.5], device=device)]).dtype)
print("default dtype:", torch.get_default_dtype(), "tensor(1.) ->", torch.tensor(1.0).dtype, "tensor(1) ->", torch.tensor(1).dtype)
print("arange(5) ->", torch.arange(5).dtype, "arange(5.) ->", torch.arange(5.0).dtype, "linspace ->", torch.linspace(0, 1, 3).dtype)
print("to() keeps values:", torch.tensor([1.7, -1.7]).to(torch.int32).tolist(), torch.tensor([300]).to(torch.uint8).tolist())
print("is_floating_point:", i.is_floating_point(), f16.is_floating_point(), "itemsize:", f16.element_size(), i.element_size())
