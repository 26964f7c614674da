# Result dtypes of mixed int/float/bool ops: tensor-scalar and tensor-tensor promotion, zero-dim
# tensors not promoting dimensioned ones, integer true division, floor division, bool arithmetic,
# comparisons, sums of bools and ints, mean on ints (error), and in-place promotion errors.
import torch

device = "cpu"
torch.manual_seed(564)

i = torch.tensor([1, 2, 3], device=device)
f = torch.tensor([0.5, 1.5, 2.5], device=device)
b = torch.tensor([True, False, True], device=device)
h = torch.tensor([1, 2, 3], dtype=torch.int8, device=device)
d = torch.tensor(2.0, dtype=torch.float64, device=device)
cases = {
    "i+f": i + f, "i*2.5": i * 2.5, "i/2": i / 2, "i//2": i // 2, "b+b": b + b, "b*i": b * i,
    "b+1.0": b + 1.0, "h+i": h + i, "h*1000": h * 1000, "h+d": h + d, "f+d": f + d, "i+d": i + d,
    "b&b": b & b, "i>1": i > 1, "f**2": f ** 2, "i**2": i ** 2, "2**i": 2 ** i, "i%2": i % 2,
    "f%1": f % 1, "-b": ~b, "i.sum": i.sum(), "b.sum": b.sum(), "h.sum": h.sum(), "h.prod": h.prod(),
    "b.float.mean": b.float().mean(), "i.cumsum": i.cumsum(0), "h.cumsum": h.cumsum(0),
    "where": torch.where(b, i, f), "where_s": torch.where(b, i, 0.5), "where_ss": torch.where(b, 1, 0),
    "max(i,f)": torch.maximum(i, f), "clamp(i,0.5)": i.clamp(min=0.5) if False else i.clamp(min=1),
    "abs(h)": h.abs(), "sqrt(i)": i.sqrt(), "exp(b)": b.float().exp(), "i.true_div": torch.true_divide(i, i),
    "floor(f)": f.floor(), "round(i)": i.round() if False else f.round(), "sign(i)": i.sign(),
}
for k, v in cases.items():
    print(f"{k:14s} {str(v.dtype):14s} {v.tolist()}")
print(torch.result_type(i, 1.0), torch.result_type(h, torch.tensor(1)), torch.result_type(b, True))
print(torch.promote_types(torch.int8, torch.uint8), torch.promote_types(torch.bool, torch.int16),
      torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32))
try:
    i.mean()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    i += 1.5
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    b -= b
except RuntimeError as e:
    print("RuntimeError:", e)
x = i.clone()
x *= 2
print(x, x.dtype)
f2 = f.clone()
f2 += i
print(f2)
print(torch.tensor(5) / torch.tensor(2), torch.tensor(-7) // 2, torch.tensor(-7) % 3, torch.fmod(torch.tensor(-7), 3))
print(torch.div(torch.tensor([-7, 7]), 2, rounding_mode="trunc"), torch.div(torch.tensor([-7, 7]), 2, rounding_mode="floor"))
