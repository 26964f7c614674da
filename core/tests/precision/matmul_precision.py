# torch.set_float32_matmul_precision on the TPU: "medium" is one bf16 pass of the MXU (inputs
# rounded to bfloat16, products accumulated in float32), "high" three (the bf16x3 split), and
# "highest" (the default) the float32 product. Every matmul form follows the setting.
# The inputs are multiples of 1/256 with ten significant bits: bfloat16 keeps eight, so rounding
# shows, while every product and sum is exact in float32 (the text cannot depend on the order
# in which a kernel adds).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def dyadic(*shape):
    return torch.randint(-512, 512, shape, device=device).float() / 256


a, b = dyadic(5, 16), dyadic(16, 3)
batch_a, batch_b = dyadic(2, 4, 16), dyadic(2, 16, 3)
lin = nn.Linear(16, 3).to(device)
with torch.no_grad():
    lin.weight.copy_(dyadic(3, 16))
    lin.bias.copy_(dyadic(3))
exact = a.double() @ b.double()
print(torch.get_float32_matmul_precision())
for p in ["medium", "high", "highest", "medium"]:
    torch.set_float32_matmul_precision(p)
    print(p, torch.get_float32_matmul_precision())
    y = a @ b
    print(y)
    print("max error", (y.double() - exact).abs().max().item())
    print(torch.mm(a, b)[0])
    print(torch.matmul(batch_a, batch_b)[1])
    print(torch.bmm(batch_a, batch_b)[0, 0])
    print(lin(a)[:2])
    print(torch.einsum("ik,kj->ij", a, b)[4])
    print((batch_a @ b)[1, 2])
torch.set_float32_matmul_precision("highest")
print(torch.get_float32_matmul_precision(), torch.equal(a @ b, torch.mm(a, b)))
torch.set_float32_matmul_precision("fast")  # PyTorch warns and changes nothing
print(torch.get_float32_matmul_precision())
try:
    torch.set_float32_matmul_precision(3)
except RuntimeError as e:
    print("RuntimeError:", e)
