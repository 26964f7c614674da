# bf16 on the MXU: the MXU multiplies bfloat16, so a float32 matmul costs 6 passes at "highest" precision, 3 at "high", 1 at "medium"; autocast runs the model in bf16 and keeps the loss in float32.
# The MXU panel lists every matmul with its passes; compare the modelled time of each precision
# in the metrics panel. PyTorch's default is "highest", so programs print what a CPU prints.
import torch
import torch.nn as nn

device = "tpu"
torch.manual_seed(0)
# Multiples of 1/256 with 10 significant bits: bfloat16 keeps 8 of them, and every sum below is
# exact in float32, so the errors printed are the MXU's rounding alone.
a = torch.randint(-512, 512, (256, 128), device=device) / 256
b = torch.randint(-512, 512, (128, 256), device=device) / 256
exact = a.double() @ b.double()
for precision in ["highest", "high", "medium"]:
    torch.set_float32_matmul_precision(precision)
    err = ((a @ b).double() - exact).abs().max().item()
    print(f"{precision:>7}: largest error {err:.6f}")
torch.set_float32_matmul_precision("highest")

# Mixed precision as people train: the forward pass in bf16 (one MXU pass per matmul), the loss
# in float32 (autocast keeps losses there), the weights and their updates in float32.
model = nn.Sequential(nn.Linear(32, 64), nn.GELU(), nn.Linear(64, 4)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
x = torch.randn(64, 32, device=device)
y = torch.randint(0, 4, (64,), device=device)
for step in range(5):
    opt.zero_grad()
    with torch.autocast(device_type=device, dtype=torch.bfloat16):
        logits = model(x)
        loss = nn.functional.cross_entropy(logits, y)
    loss.backward()
    opt.step()
    print(f"step {step}: logits {logits.dtype}, loss {loss.dtype} {loss.item():.3f}")
print("weights stay", model[0].weight.dtype)

# opens: panel=mxu
