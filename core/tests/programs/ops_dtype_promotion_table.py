import torch
device = "cpu"
i = torch.tensor([1, 2, 3], device=device)
f = torch.tensor([1.5, 2.5, 3.5], device=device)
b = torch.tensor([True, False, True], device=device)
h = torch.tensor([1, 2, 3], dtype=torch.int8, device=device)
u = torch.tensor([200, 100, 50], dtype=torch.uint8, device=device)
d = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, device=device)
for name, r in [("i/2", i / 2), ("i//2", i // 2), ("i*1.5", i * 1.5), ("i+f", i + f), ("b+b", b + b),
                ("b*i", b * i), ("h+i", h + i), ("u+h", u + h), ("f+d", f + d), ("i**2", i ** 2),
                ("i**-1.0", i ** -1.0), ("2**i", 2 ** i), ("i%2", i % 2), ("f%1", f % 1), ("-i", -i),
                ("u+1", u + 1), ("u*2", u * 2), ("h*100", h * 100), ("i.sum", i.sum()), ("b.sum", b.sum()),
                ("h.sum", h.sum()), ("u.float.mean", u.float().mean()), ("i.prod", i.prod()),
                ("f.int", f.int()), ("(-f).long", (-f).long()), ("torch.true_divide", torch.true_divide(i, 2)),
                ("floor_divide", torch.floor_divide(-i, 2)), ("div trunc", torch.div(-i, 2, rounding_mode="trunc")),
                ("div floor", torch.div(-f, 2, rounding_mode="floor")), ("i & 1", i & 1), ("i | 4", i | 4),
                ("i ^ i", i ^ i), ("~b", ~b), ("i << 2", i << 2), ("i >> 1", i >> 1), ("b & b", b & b),
                ("cumsum h", h.cumsum(0)), ("cumsum b", b.cumsum(0)), ("max i f", torch.maximum(i, f)),
                ("where", torch.where(b, i, f)), ("where scalar", torch.where(b, i, 0.5)),
                ("clamp i", i.clamp(min=1.5)), ("abs h", (-h).abs()), ("sqrt i", i.sqrt()), ("exp b", b.float().exp()),
                ("arange", torch.arange(0, 1, 0.25, device=device)), ("arange int", torch.arange(5, device=device)),
                ("full", torch.full((2,), 7, device=device)), ("full f", torch.full((2,), 7.0, device=device)),
                ("tensor mixed", torch.tensor([1, 2.5], device=device)), ("tensor bool", torch.tensor([True, 1], device=device)),
                ("zeros_like", torch.zeros_like(i, dtype=torch.float)), ("linspace", torch.linspace(0, 1, 5, device=device)),
                ("mean dtype", i.float().mean(dtype=torch.float64)), ("sum dtype", h.sum(dtype=torch.int8)),
                ("to", i.to(torch.float16)), ("type", i.type(torch.float32)), ("double", i.double()),
                ("half add", torch.tensor([1.0], dtype=torch.float16, device=device) + 1),
                ("bf16", torch.tensor([1.0, 3.14159], dtype=torch.bfloat16, device=device) * 2)]:
    print(f"{name:16s}", r, r.dtype)
print(torch.result_type(i, 1.0), torch.result_type(h, u), torch.promote_types(torch.int32, torch.float16))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32))
print(i.is_floating_point(), f.is_floating_point(), d.element_size(), h.element_size(), i.dtype.itemsize)
print(torch.get_default_dtype(), torch.tensor(1.0).dtype, torch.tensor(1).dtype, torch.tensor(True).dtype)
x = torch.zeros(3, dtype=torch.int32, device=device)
x += 2
x *= 3
print(x, x.dtype)
try:
    x += 1.5
except RuntimeError as e:
    print("RuntimeError", e)
y = torch.ones(3, device=device)
y += i
print(y, y.dtype)
