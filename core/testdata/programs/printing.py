# How PyTorch prints tensors, one labelled section per case ("--- name", then the printout):
# core/emu/src/tensor/format/tests.rs builds the same tensors and compares its text with each section.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"


def show(label, *values):
    print("---", label)
    print(*values)


# creation
show("ints", torch.tensor([1, 2, 3, 4], device=device))
show("floats", torch.tensor([1.0, 2.5, -3.0], device=device))
show("bools", torch.tensor([True, False, True], device=device))
show("zeros", torch.zeros(2, 3, device=device))
show("ones_int64", torch.ones(2, 3, dtype=torch.int64, device=device))
show("full", torch.full((2, 2), 7.5, device=device))
show("eye", torch.eye(3, device=device))
show("arange", torch.arange(10, device=device))
show("arange_quarters", torch.arange(0.0, 1.0, 0.25, device=device))
show("linspace", torch.linspace(-1, 1, steps=5, device=device))

# randn data and conversions of it
torch.manual_seed(0)
x = torch.randn(3, 4, device=device)
show("randn", x)
show("to_int32", x.to(torch.int32))
show("positive_int", (x > 0).int())
show("thirds", torch.tensor([1, 2, 3, 4], device=device).float() / 3)
show("long", torch.tensor([1.0, 2.5, -3.0], device=device).long())
show("float64", torch.tensor([1.0, 2.5, -3.0], device=device).to(torch.float64))
show("tenths_float64", torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64, device=device))
show("row_tolist", x[0].tolist())

# fixed or scientific notation
show("sci_small_large", torch.tensor([1e-5, 1.0, 1e5], device=device))
show("sci_big", torch.tensor([123456789.0, 0.5], device=device))
show("sci_tiny", torch.tensor([1e-8, 2e-8, 3e-8], device=device))
show("sci_tens", torch.tensor([1.0, 2.0, 3.0], device=device) * 1e10)
show("fixed_hundreds", torch.tensor([100.0, 200.0, 300.0], device=device))
show("fixed_thousandths", torch.tensor([0.001, 0.01, 0.1], device=device))
show("int_widths", torch.tensor([[1, -200000], [30, 4]], device=device))

# summarised with "..."
show("arange_2000", torch.arange(2000, device=device))
show("sevenths", torch.arange(1200, dtype=torch.float32, device=device).reshape(40, 30) / 7)
torch.manual_seed(1)
show("randn_100x50", torch.randn(100, 50, device=device))

# 0-d tensors
s = x.sum()
show("sum", s)
show("sum_item", s.item())
show("scalar_float", torch.tensor(3.5, device=device))
show("scalar_int", torch.tensor(42, device=device))
show("scalar_bool", torch.tensor(True, device=device))

# broadcasting and reductions
a = torch.arange(12, dtype=torch.float32, device=device).reshape(3, 4)
b = torch.tensor([1.0, 10.0, 100.0, 1000.0], device=device)
c = torch.tensor([[1.0], [2.0], [3.0]], device=device)
show("a", a)
show("a_plus_b", a + b)
show("a_times_c", a * c)
show("c_minus_b", c - b)
show("sum_all", a.sum().item())
show("sum_dim0", a.sum(dim=0))
show("sum_keepdim", a.sum(dim=1, keepdim=True))
show("mean_dim1", a.mean(dim=1))
values, indices = a.max(dim=1)
show("max_dim1", values, indices)
show("prod_dim1", a.prod(dim=1))
show("batched_matmul", torch.arange(24, dtype=torch.float32, device=device).reshape(2, 3, 4) @ torch.ones(4, 2, device=device))
show("integer_ops", torch.tensor([7, -7]) // 2, torch.tensor([7, -7]) % 3)

# autograd suffixes
r = torch.tensor(2.0, requires_grad=True, device=device)
y = r ** 3 + 2 * r
show("add_backward", y)
y.backward()
show("grad", r.grad)
w = torch.tensor(0.5, requires_grad=True, device=device)
p = w * torch.tensor(3.0, requires_grad=True, device=device)
show("mul_backward", p)
show("sin_backward", torch.sin(p))
show("requires_grad", torch.tensor([0.6614, 0.2669, 0.0617, 0.6213, -0.4519], requires_grad=True, device=device))
g = torch.tensor([1.0, -2.0, 3.0], requires_grad=True, device=device)
for step in range(3):
    (g * g).sum().backward()
    show(f"accumulated_{step}", g.grad)
g.grad.zero_()
show("zeroed", g.grad)
m = torch.ones(2, 2, device=device, requires_grad=True)
n = m * 3 + 1
k = n.mean()
show("add_backward_2x2", n)
show("mean_backward", k)
k.backward()
show("mean_grad", m.grad)

# values typed in from training runs, with their suffixes
table = torch.tensor([[0.9265, -0.5355, -1.1597, -0.4602, 0.7085, 1.0128, 0.2304, 1.0902]],
                     requires_grad=True, device=device)
show("select_backward_wraps", table[0])
show("select_backward_zeros", torch.zeros(2, 8, requires_grad=True, device=device)[0])
show("tokens", torch.tensor([[1, 2, 3, 4, 0], [5, 6, 7, 4, 0], [3, 8, 9, 1, 10], [11, 9, 5, 0, 0],
                             [12, 13, 14, 3, 15], [7, 11, 15, 0, 0], [8, 10, 13, 16, 0],
                             [17, 6, 12, 18, 16]], device=device))
weight = torch.tensor([[-0.4073, 0.0257, -0.4070], [-0.3178, -0.3364, 0.1973], [0.5, 0.5, 0.5]],
                      requires_grad=True, device=device)
show("slice_backward", weight[:2])
show("bias", torch.tensor([-0.2364], requires_grad=True, device=device))
show("grad_row", torch.tensor([[0.0691, 0.0547, 0.0334, -0.3412, 0.0396, -0.0006, -0.1818, 0.0, 0.1928,
                                0.1287, -0.0566, -0.2799, -0.0748, -0.1369, -0.0333, 0.0789]], device=device))
show("column", torch.tensor([[0.4741], [-0.0103], [-1.0019]], device=device))
show("learned", torch.tensor([2.9931, -1.9642], requires_grad=True, device=device))
show("true_w", torch.tensor([3.0, -2.0], device=device), 0.5)
show("slope", torch.tensor(2.8140, device=device))

# shapes and masks
show("arange_2x3x4", torch.arange(24, device=device).reshape(2, 3, 4))
show("mask", torch.tensor([[False, True, True, False, False], [False, False, False, True, False],
                           [False, True, False, False, False], [True, False, False, True, False]], device=device))

# six digits (last: the option stays set)
torch.set_printoptions(precision=6)
z = torch.tensor([[-3.0, -1.0, 0.0, 0.5, 2.0], [1.0, 2.0, 3.0, 4.0, 5.0]], device=device)
show("softmax_p6", F.softmax(z, dim=1))
show("gelu_tanh_p6", F.gelu(z, approximate="tanh"))
show("relu_p6", F.relu(z[0]))
show("sigmoid_p6", torch.sigmoid(z[0]))
show("tanh_p6", torch.tanh(z[0]))
show("layer_norm_p6", nn.LayerNorm(5).to(device)(z))
t = torch.linspace(-2.0, 2.0, steps=9, device=device)
show("linspace_p6", t)
show("gelu_linspace_p6", F.gelu(t))
show("softmax_linspace_p6", F.softmax(t, dim=0))
